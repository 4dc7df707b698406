import type { Cleanup } from '@islet/core';
import { focusTarget } from '@islet/primitives';
import type { CoverModalOptions } from './cover-modals.ts';
import type { ModalFocus } from './modal-focus-trap.ts';
import { adminBarHeight, lockPageScroll } from './scroll-lock.ts';
import { smallScreenModalTop } from './scroll-lock-geometry.ts';
import { MODAL_FOCUS_DELAY_MS, MODAL_HIDE_MS, SMALL_SCREEN_MAX_WIDTH } from './theme-timings.ts';
import { mediaQuery } from './media-query.ts';

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

export type CoverModals = ReturnType<typeof createCoverModals>;

/**
 * The cover modals' state: per modal its opener, focus trap, pending timers and the dialog
 * attributes it added; for the page the scroll lock while any modal shows. Each step of a
 * toggle (`open`, `toggled`, `closed`) is one method, called from the toggles' events.
 */
export function createCoverModals(doc: Document, options: CoverModalOptions) {
  const win = doc.defaultView!;
  const states = new Map<HTMLElement, ModalState>();
  const warnedEmpty = new WeakSet<HTMLElement>();
  const small = mediaQuery(win, `(max-width: ${SMALL_SCREEN_MAX_WIDTH}px)`);
  const hideMs = () => (options.reducedMotion() ? 0 : MODAL_HIDE_MS);
  let unlock: (() => void) | null = null;
  const stateOf = (modal: HTMLElement) => {
    let state = states.get(modal);
    if (!state) states.set(modal, (state = { opener: null, added: [], opening: 0 }));
    return state;
  };

  const finishClose = (modal: HTMLElement) => {
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
    if (anchor) scrollToAnchor(win, anchor, options);
  };

  return {
    open(modal: HTMLElement, toggle: HTMLElement | undefined) {
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
      markAsDialog(modal, state);
      state.cancelFocus = options.setTimeout(
        () => moveFocusIn(modal, toggle, state, options, warnedEmpty),
        MODAL_FOCUS_DELAY_MS,
      );
    },
    toggled: (modal: HTMLElement) => showOnBody(doc, modal, options, hideMs()),
    closed(modal: HTMLElement) {
      const state = stateOf(modal);
      state.cancelFocus?.();
      state.opening += 1;
      state.focus?.release();
      state.focus = undefined;
      // Focus goes back as the modal starts closing, not after its animation: until then a
      // keyboard or screen-reader user would be left on an element that is going away.
      if (!state.anchorId) returnFocus(modal, state.opener, options);
      state.cancelClose = options.setTimeout(() => finishClose(modal), hideMs());
    },
    /** Where to scroll once `modal` has closed (an in-page link closed it). */
    scrollAfterClose(modal: HTMLElement, anchorId: string | undefined) {
      stateOf(modal).anchorId = anchorId;
    },
    refocus() {
      for (const state of states.values()) state.focus?.refocusIfHidden();
    },
    release() {
      for (const [modal, state] of states) {
        state.focus?.release();
        for (const name of state.added.splice(0)) modal.removeAttribute(name);
      }
      unlock?.();
      unlock = null;
    },
  };
}

/** The menu modal is printed without dialog semantics (anchor-defects.md #42). */
function markAsDialog(modal: HTMLElement, state: ModalState) {
  const add = (name: string, value: string) => {
    if (modal.hasAttribute(name)) return;
    modal.setAttribute(name, value);
    state.added.push(name);
  };
  add('role', 'dialog');
  add('aria-modal', 'true');
  if (!modal.hasAttribute('aria-labelledby')) {
    const label = state.opener?.textContent?.replace(/\s+/g, ' ').trim();
    if (label) add('aria-label', label);
  }
}

function showOnBody(doc: Document, modal: HTMLElement, options: CoverModalOptions, hideMs: number) {
  const body = doc.body;
  if (modal.classList.contains('active')) {
    body.classList.add('showing-modal');
    return;
  }
  body.classList.remove('showing-modal');
  body.classList.add('hiding-modal');
  options.setTimeout(() => {
    if (!body.classList.contains('showing-modal')) body.classList.remove('hiding-modal');
  }, hideMs);
}

function moveFocusIn(
  modal: HTMLElement,
  toggle: HTMLElement | undefined,
  state: ModalState,
  options: CoverModalOptions,
  warnedEmpty: WeakSet<HTMLElement>,
) {
  const opening = state.opening;
  let preferred: HTMLElement | null = null;
  try {
    preferred = toggle?.dataset.setFocus
      ? modal.ownerDocument.querySelector<HTMLElement>(toggle.dataset.setFocus)
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

/**
 * Back to the opener; when a resize hid it (the desktop toggle below 1000 px), to a visible
 * toggle of the same modal instead, so focus is not dropped on the body.
 */
function returnFocus(modal: HTMLElement, opener: HTMLElement | null, options: CoverModalOptions) {
  const visible = (element: HTMLElement | null | undefined) =>
    !!element?.isConnected && element.getClientRects().length > 0;
  const to = visible(opener)
    ? opener
    : options.toggles.togglesOf(modal).find((toggle) => !modal.contains(toggle) && visible(toggle));
  (to ?? opener)?.focus({ preventScroll: true });
}

function scrollToAnchor(win: Window, target: HTMLElement, options: CoverModalOptions) {
  const top = target.getBoundingClientRect().top + win.scrollY - options.scrollOffsetTop();
  win.scrollTo({
    top: Math.max(0, top),
    behavior: options.reducedMotion() ? 'instant' : 'smooth',
  });
  // Focus follows the visitor to where the link took them, as a native in-page link does for
  // sequential navigation; an element that cannot take focus gets `tabindex="-1"` for it.
  focusTarget(target);
}
