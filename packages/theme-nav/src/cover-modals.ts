import type { Cleanup } from '@islet/core';
import { inPageTargetId } from '@islet/primitives';
import { createCoverModals, type CoverModals } from './cover-modal-state.ts';
import type { trapModalFocus } from './modal-focus-trap.ts';
import { EXPANDED_MENU_MIN_WIDTH } from './theme-timings.ts';
import type { ToggleEventDetail, Toggles } from './toggles.ts';
import { mediaQuery } from './media-query.ts';

export interface CoverModalOptions {
  toggles: Toggles;
  signal: AbortSignal;
  setTimeout(task: () => void, ms: number): Cleanup;
  reducedMotion(): boolean;
  /** Where an in-page target must land below fixed bars (`ctx.scrollOffsets.top()`). */
  scrollOffsetTop(): number;
  warn(message: string): void;
  /** The focus trap, loaded when a modal first opens. */
  loadFocusTrap(): Promise<{ trapModalFocus: typeof trapModalFocus }>;
}

/**
 * The theme's cover modals (theme-twentytwenty.md §3-4): the menu and the search overlay. They
 * follow the toggles' events, so every way of opening or closing (any toggle, Escape, a click on
 * the backdrop, an in-page link) takes the same path.
 */
export function connectCoverModals(doc: Document, options: CoverModalOptions): Cleanup {
  const win = doc.defaultView!;
  const modals = [...doc.querySelectorAll<HTMLElement>('.cover-modal')];
  const state = createCoverModals(doc, options);
  const listen = { signal: options.signal };
  const toggleOf = (event: Event) => (event as CustomEvent<ToggleEventDetail>).detail?.toggle;
  for (const modal of modals) {
    modal.addEventListener(
      'toggle-target-before-inactive',
      (event) => state.open(modal, toggleOf(event)),
      listen,
    );
    modal.addEventListener('toggled', () => state.toggled(modal), listen);
    modal.addEventListener('toggle-target-after-inactive', () => state.closed(modal), listen);
  }
  const activeModals = () => modals.filter((modal) => modal.classList.contains('active'));
  const untoggle = (modal: HTMLElement, anchorId?: string) =>
    closeThroughToggle(doc, modal, state, options, anchorId);

  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      const open = activeModals();
      if (!open.length) return;
      event.preventDefault();
      for (const modal of open) untoggle(modal);
    },
    listen,
  );
  doc.addEventListener(
    'click',
    (event) => {
      const open = activeModals();
      if (!open.length) return;
      const target = event.target as Element;
      // The modal element itself is its backdrop: its content is in its children.
      if (open.includes(target as HTMLElement)) {
        untoggle(target as HTMLElement);
        return;
      }
      const link = target.closest?.<HTMLAnchorElement>('a[href]');
      // An SVG link's href is not a string; the theme's links are HTML ones.
      if (typeof link?.href !== 'string') return;
      const id = inPageTargetId(new URL(link.href), new URL(doc.URL));
      if (id) for (const modal of open) untoggle(modal, id);
    },
    listen,
  );
  mediaQuery(win, `(min-width: ${EXPANDED_MENU_MIN_WIDTH}px)`).addEventListener(
    'change',
    state.refocus,
    listen,
  );
  return state.release;
}

/** Closes through the modal's own toggle, so every side effect of a toggle happens. */
function closeThroughToggle(
  doc: Document,
  modal: HTMLElement,
  state: CoverModals,
  options: CoverModalOptions,
  anchorId?: string,
) {
  if (!modal.classList.contains('active')) return;
  const selector = modal.dataset.modalTargetString;
  const toggle =
    (selector &&
      [...doc.querySelectorAll<HTMLElement>('[data-toggle-target]')].find(
        (candidate) => candidate.dataset.toggleTarget === selector,
      )) ||
    options.toggles.togglesOf(modal)[0];
  state.scrollAfterClose(modal, anchorId);
  if (toggle) {
    options.toggles.perform(toggle);
    return;
  }
  modal.classList.remove('active');
  state.toggled(modal);
  state.closed(modal);
}
