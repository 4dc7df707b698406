import type { BehaviourContext } from '@islet/core';
import { holdFocus, type FocusHold } from '@islet/primitives';

/** Focus moves into a modal other than a popup after 100 ms, and back after 100 ms. */
const FOCUS_DELAY_MS = 100;
const OPEN_CLASSES = ['elementor-search-form--full-screen', 'elementor-lightbox'];

/**
 * The search form. Every skin: `elementor-search-form--focus` on the container while the input
 * has focus (the site's CSS styles it). Full screen skin: the toggle opens the overlay (a modal
 * dialog with the focus trapped in it, the input focused); the close button, Escape and a click
 * on the backdrop close it, and focus returns to the toggle.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const doc = element.ownerDocument;
  const { signal } = ctx;
  const container = element.querySelector<HTMLElement>('.elementor-search-form__container');
  const input = element.querySelector<HTMLInputElement>('.elementor-search-form__input');
  if (!container || !input) {
    ctx.warn('the search form has no input in its markup; it is left as printed.');
    ctx.report('skipped', 'no .elementor-search-form__input');
    return;
  }
  input.addEventListener('focus', () => container.classList.add('elementor-search-form--focus'), {
    signal,
  });
  input.addEventListener('blur', () => container.classList.remove('elementor-search-form--focus'), {
    signal,
  });
  ctx.own(() => container.classList.remove('elementor-search-form--focus', ...OPEN_CLASSES));
  if (ctx.rawSettings.skin !== 'full_screen') return;

  const toggle = element.querySelector<HTMLElement>('.elementor-search-form__toggle');
  if (!toggle) {
    ctx.warn('the full screen search has no toggle in its markup; it stays as printed.');
    ctx.report('skipped', 'no .elementor-search-form__toggle');
    return;
  }
  const closeButton = container.querySelector<HTMLElement>('.dialog-close-button');
  container.id ||= `elementor-search-form-overlay-${ctx.info.id}`;
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

  let isOpen = false;
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
      stopFocus = ctx.setTimeout(() => {
        trap = holdFocus(container, { initialFocus: () => input, fallbackFocus: () => input });
      }, FOCUS_DELAY_MS);
    } else {
      trap?.release();
      trap = null;
      for (const name of ['role', 'aria-modal', 'aria-label']) container.removeAttribute(name);
      stopFocus = ctx.setTimeout(() => toggle.focus(), FOCUS_DELAY_MS);
    }
  };
  const onActivate = (control: HTMLElement, run: () => void) => {
    control.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        run();
      },
      { signal },
    );
    control.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        run();
      },
      { signal },
    );
  };
  onActivate(toggle, () => setOpen(!isOpen));
  if (closeButton) onActivate(closeButton, () => setOpen(false));
  container.addEventListener('click', (event) => event.target === container && setOpen(false), {
    signal,
  });
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && isOpen) {
        event.preventDefault();
        setOpen(false);
      }
    },
    { signal },
  );
  ctx.own(() => {
    trap?.release();
    container.inert = false;
  });
}
