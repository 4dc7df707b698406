import type { Cleanup } from '@islet/core';
import { focusTarget, inPageTargetId } from '@islet/primitives';
import type { ModalFocus, trapModalFocus } from './modal-focus-trap.ts';
import { adminBarHeight, lockPageScroll } from './scroll-lock.ts';
import { smallScreenModalTop } from './scroll-lock-geometry.ts';
import {
  EXPANDED_MENU_MIN_WIDTH,
  MODAL_FOCUS_DELAY_MS,
  MODAL_HIDE_MS,
  SMALL_SCREEN_MAX_WIDTH,
} from './theme-timings.ts';
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

interface ModalState {
  opener: HTMLElement | null;
  focus?: ModalFocus;
  cancelFocus?: Cleanup;
  cancelClose?: Cleanup;
  /** Set when an in-page link closed the modal: scroll there once it is gone. */
  anchorId?: string;
  /** Attributes added for dialog semantics, removed on close. */
  added: string[];
  /** Counts openings, so a focus trap that loads late never lands in a later state. */
  opening: number;
}

/**
 * The theme's cover modals (theme-twentytwenty.md §3-4): the menu and the search overlay. They
 * follow the toggles' events, so every way of opening or closing (any toggle, Escape, a click on
 * the backdrop, an in-page link) takes the same path.
 */
export function connectCoverModals(doc: Document, options: CoverModalOptions): Cleanup {
  const win = doc.defaultView!;
  const modals = [...doc.querySelectorAll<HTMLElement>('.cover-modal')];
  const states = new Map<HTMLElement, ModalState>();
  const warnedEmpty = new WeakSet<HTMLElement>();
  const expanded = mediaQuery(win, `(min-width: ${EXPANDED_MENU_MIN_WIDTH}px)`);
  const small = mediaQuery(win, `(max-width: ${SMALL_SCREEN_MAX_WIDTH}px)`);
  const listen = { signal: options.signal };
  let unlock: (() => void) | null = null;

  const hideMs = () => (options.reducedMotion() ? 0 : MODAL_HIDE_MS);
  const stateOf = (modal: HTMLElement) => {
    let state = states.get(modal);
    if (!state) states.set(modal, (state = { opener: null, added: [], opening: 0 }));
    return state;
  };
  const toggleOf = (event: Event) => (event as CustomEvent<ToggleEventDetail>).detail?.toggle;

  const addAttribute = (modal: HTMLElement, state: ModalState, name: string, value: string) => {
    if (modal.hasAttribute(name)) return;
    modal.setAttribute(name, value);
    state.added.push(name);
  };

  function open(modal: HTMLElement, toggle: HTMLElement | undefined) {
    const state = stateOf(modal);
    state.cancelClose?.();
    state.cancelFocus?.();
    state.opening += 1;
    state.anchorId = undefined;
    if (toggle && !modal.contains(toggle)) state.opener = toggle;
    const scrollY = win.scrollY;
    unlock ??= lockPageScroll(win);
    const bar = adminBarHeight(doc);
    if (bar && small.matches)
      modal.style.setProperty('top', `${smallScreenModalTop(scrollY, bar)}px`);
    modal.classList.add('show-modal');
    // The menu modal is printed without dialog semantics (anchor-defects.md #42).
    addAttribute(modal, state, 'role', 'dialog');
    addAttribute(modal, state, 'aria-modal', 'true');
    if (!modal.hasAttribute('aria-labelledby')) {
      const label = state.opener?.textContent?.replace(/\s+/g, ' ').trim();
      if (label) addAttribute(modal, state, 'aria-label', label);
    }
    state.cancelFocus = options.setTimeout(() => moveFocusIn(modal, toggle), MODAL_FOCUS_DELAY_MS);
  }

  function moveFocusIn(modal: HTMLElement, toggle: HTMLElement | undefined) {
    const state = stateOf(modal);
    const opening = state.opening;
    let preferred: HTMLElement | null = null;
    try {
      preferred = toggle?.dataset.setFocus
        ? doc.querySelector<HTMLElement>(toggle.dataset.setFocus)
        : null;
    } catch {
      /* an invalid selector: the first focusable element instead */
    }
    const onEmpty = () => {
      if (warnedEmpty.has(modal)) return;
      warnedEmpty.add(modal);
      options.warn(
        `theme cover modal ${modal.className} has nothing to focus: focus stays on the modal itself.`,
      );
    };
    options.loadFocusTrap().then(
      ({ trapModalFocus }) => {
        const stillOpen = state.opening === opening && modal.classList.contains('active');
        if (!stillOpen || state.focus || options.signal.aborted) return;
        state.focus = trapModalFocus(modal, preferred, onEmpty);
      },
      () => {
        // Without the trap the visitor still gets focus in the modal, and Escape still closes.
        options.warn('theme cover modal: the focus trap failed to load.');
        if (state.opening === opening && modal.classList.contains('active')) preferred?.focus();
      },
    );
  }

  function toggled(modal: HTMLElement) {
    const body = doc.body;
    if (modal.classList.contains('active')) {
      body.classList.add('showing-modal');
      return;
    }
    body.classList.remove('showing-modal');
    body.classList.add('hiding-modal');
    options.setTimeout(() => {
      if (!body.classList.contains('showing-modal')) body.classList.remove('hiding-modal');
    }, hideMs());
  }

  function closed(modal: HTMLElement) {
    const state = stateOf(modal);
    state.cancelFocus?.();
    state.opening += 1;
    state.focus?.release();
    state.focus = undefined;
    // Focus goes back as the modal starts closing, not after its animation: until then a
    // keyboard or screen-reader user would be left on an element that is going away.
    if (!state.anchorId) returnFocus(modal, state.opener);
    state.cancelClose = options.setTimeout(() => finishClose(modal), hideMs());
  }

  function finishClose(modal: HTMLElement) {
    const state = stateOf(modal);
    state.cancelClose = undefined;
    modal.classList.remove('show-modal');
    modal.style.removeProperty('top');
    for (const name of state.added.splice(0)) modal.removeAttribute(name);
    if (!doc.querySelector('.cover-modal.show-modal')) {
      unlock?.();
      unlock = null;
    }
    const anchor = state.anchorId ? doc.getElementById(state.anchorId) : null;
    state.anchorId = undefined;
    if (anchor) scrollToAnchor(anchor);
  }

  /**
   * Back to the opener; when a resize hid it (the desktop toggle below 1000 px), to a visible
   * toggle of the same modal instead, so focus is not dropped on the body.
   */
  function returnFocus(modal: HTMLElement, opener: HTMLElement | null) {
    const visible = (element: HTMLElement | null | undefined) =>
      !!element?.isConnected && element.getClientRects().length > 0;
    const to = visible(opener)
      ? opener
      : options.toggles
          .togglesOf(modal)
          .find((toggle) => !modal.contains(toggle) && visible(toggle));
    (to ?? opener)?.focus({ preventScroll: true });
  }

  function scrollToAnchor(target: HTMLElement) {
    const top = target.getBoundingClientRect().top + win.scrollY - options.scrollOffsetTop();
    win.scrollTo({
      top: Math.max(0, top),
      behavior: options.reducedMotion() ? 'instant' : 'smooth',
    });
    // Focus follows the visitor to where the link took them, as a native in-page link does for
    // sequential navigation; an element that cannot take focus gets `tabindex="-1"` for it.
    focusTarget(target);
  }

  /** Closes through the modal's own toggle, so every side effect of a toggle happens. */
  function untoggle(modal: HTMLElement, anchorId?: string) {
    if (!modal.classList.contains('active')) return;
    const selector = modal.dataset.modalTargetString;
    const toggle =
      (selector &&
        [...doc.querySelectorAll<HTMLElement>('[data-toggle-target]')].find(
          (candidate) => candidate.dataset.toggleTarget === selector,
        )) ||
      options.toggles.togglesOf(modal)[0];
    stateOf(modal).anchorId = anchorId;
    if (toggle) {
      options.toggles.perform(toggle);
      return;
    }
    modal.classList.remove('active');
    toggled(modal);
    closed(modal);
  }

  const activeModals = () => modals.filter((modal) => modal.classList.contains('active'));

  for (const modal of modals) {
    modal.addEventListener(
      'toggle-target-before-inactive',
      (event) => open(modal, toggleOf(event)),
      listen,
    );
    modal.addEventListener('toggled', () => toggled(modal), listen);
    modal.addEventListener('toggle-target-after-inactive', () => closed(modal), listen);
  }

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

  const refocus = () => {
    for (const state of states.values()) state.focus?.refocusIfHidden();
  };
  expanded.addEventListener('change', refocus, listen);

  return () => {
    for (const [modal, state] of states) {
      state.focus?.release();
      for (const name of state.added.splice(0)) modal.removeAttribute(name);
    }
    unlock?.();
    unlock = null;
  };
}
