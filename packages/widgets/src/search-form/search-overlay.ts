import type { BehaviourContext } from '@islet/core';
import { loadPart, type FocusHold } from '@islet/primitives';
import type * as TrapModule from './search-focus-trap.ts';

/** Focus moves into a modal other than a popup after 100 ms, and back after 100 ms. */
const FOCUS_DELAY_MS = 100;
/** The visitor heads for the toggle: the focus trap's chunk starts to load. */
const INTENTS = ['pointerover', 'touchstart', 'focusin'];
export const OPEN_CLASSES = ['elementor-search-form--full-screen', 'elementor-lightbox'];

/**
 * The full screen skin's overlay, a modal dialog: the toggle opens it (the focus trapped in it,
 * the input focused); the close button, Escape and a click on the backdrop close it, and focus
 * returns to the toggle. The trap (focus-trap, `search-focus-trap.ts`) is a chunk of its own,
 * loaded when the pointer, a touch or the focus reaches the toggle, or at the first opening.
 */
export function connectOverlay(
  element: HTMLElement,
  container: HTMLElement,
  input: HTMLInputElement,
  ctx: BehaviourContext,
) {
  const on = { signal: ctx.signal };
  const toggle = element.querySelector<HTMLElement>('.elementor-search-form__toggle');
  if (!toggle) {
    ctx.warn('the full screen search has no toggle in its markup; it stays as printed.');
    ctx.report('skipped', 'no .elementor-search-form__toggle');
    return;
  }
  const closeButton = container.querySelector<HTMLElement>('.dialog-close-button');
  container.id ||= `elementor-search-form-overlay-${ctx.info.id}`;
  markUpControls(toggle, closeButton, container);

  const loadTrap = () =>
    loadPart<typeof TrapModule>(
      ctx,
      'search-overlay-focus',
      () => import('./search-focus-trap.ts'),
    );
  for (const type of INTENTS)
    toggle.addEventListener(type, () => void loadTrap(), { ...on, once: true, passive: true });
  let isOpen = false;
  /** Counts openings, so a trap that arrives after its opening was closed is not set. */
  let openings = 0;
  let trap: FocusHold | null = null;
  let stopFocus: (() => void) | null = null;
  const setOpen = (open: boolean) => {
    if (open === isOpen) return;
    isOpen = open;
    stopFocus?.();
    container.classList.toggle(OPEN_CLASSES[0]!, open);
    container.classList.toggle(OPEN_CLASSES[1]!, open);
    container.inert = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) {
      container.setAttribute('role', 'dialog');
      container.setAttribute('aria-modal', 'true');
      container.setAttribute('aria-label', input.labels?.[0]?.textContent?.trim() || 'Search');
      const opening = ++openings;
      // The input takes the focus only once the trap holds it, so the first Tab stays inside.
      stopFocus = ctx.setTimeout(
        () =>
          void loadTrap().then((module) => {
            if (!isOpen || opening !== openings || ctx.signal.aborted) return;
            if (module) trap = module.trapOverlayFocus(container, input);
            else input.focus();
          }),
        FOCUS_DELAY_MS,
      );
    } else {
      trap?.release();
      trap = null;
      for (const name of ['role', 'aria-modal', 'aria-label']) container.removeAttribute(name);
      stopFocus = ctx.setTimeout(() => focusIfLost(toggle, container), FOCUS_DELAY_MS);
    }
  };
  onActivate(toggle, () => setOpen(!isOpen), on);
  if (closeButton) onActivate(closeButton, () => setOpen(false), on);
  container.addEventListener('click', (event) => event.target === container && setOpen(false), on);
  element.ownerDocument.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && isOpen) {
        event.preventDefault();
        setOpen(false);
      }
    },
    on,
  );
  ctx.own(() => {
    trap?.release();
    container.inert = false;
  });
}

/**
 * Focus returns to the toggle after the delay only if nothing else took it meanwhile: a visitor
 * who clicked or tabbed elsewhere right after closing keeps the focus where they put it.
 */
function focusIfLost(toggle: HTMLElement, container: HTMLElement) {
  const active = toggle.ownerDocument.activeElement;
  if (!active || active === toggle.ownerDocument.body || container.contains(active)) toggle.focus();
}

/** Controls that are not buttons become buttons for keyboards and screen readers. */
function markUpControls(
  toggle: HTMLElement,
  closeButton: HTMLElement | null,
  container: HTMLElement,
) {
  for (const [control, label] of [
    [toggle, 'Search'],
    [closeButton, 'Close this search box.'],
  ] as const) {
    if (!control) continue;
    if (!/^(BUTTON|A)$/.test(control.tagName)) {
      control.setAttribute('role', 'button');
      control.tabIndex = 0;
    }
    if (!control.hasAttribute('aria-label') && !control.textContent?.trim())
      control.setAttribute('aria-label', label);
  }
  toggle.setAttribute('aria-controls', container.id);
  toggle.setAttribute('aria-expanded', 'false');
  // Closed, the overlay's controls are out of the tab order and out of the accessibility tree.
  container.inert = true;
}

function onActivate(control: HTMLElement, run: () => void, on: AddEventListenerOptions) {
  control.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      run();
    },
    on,
  );
  control.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      run();
    },
    on,
  );
}
