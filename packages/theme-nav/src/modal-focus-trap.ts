import { createFocusTrap } from 'focus-trap';
import { isFocusable, tabbable } from 'tabbable';

export interface ModalFocus {
  /** Moves focus back into the modal when a layout change hid the focused element. */
  refocusIfHidden(): void;
  release(): void;
}

/**
 * Keeps keyboard focus inside an open cover modal (focus-trap: Tab and Shift+Tab wrap over the
 * visible focusable elements, so the set follows the CSS that swaps the mobile and expanded menus
 * at 1000 px; focus that escapes, say by a click, is brought back). Escape and clicks are the
 * cover modal's business, not the trap's. A modal with nothing to focus gets focus itself
 * (`tabindex="-1"` while open) after `onEmpty` has been told.
 */
export function trapModalFocus(
  modal: HTMLElement,
  preferred: HTMLElement | null,
  onEmpty: () => void,
): ModalFocus {
  const doc = modal.ownerDocument;
  const addedTabIndex = !modal.hasAttribute('tabindex');
  if (addedTabIndex) modal.setAttribute('tabindex', '-1');
  if (!tabbable(modal).length) onEmpty();
  const initial = () =>
    preferred && modal.contains(preferred) && isFocusable(preferred) ? preferred : undefined;
  const trap = createFocusTrap(modal, {
    document: doc,
    initialFocus: initial,
    fallbackFocus: modal,
    escapeDeactivates: false,
    clickOutsideDeactivates: false,
    allowOutsideClick: true,
    returnFocusOnDeactivate: false,
    delayInitialFocus: false,
    preventScroll: true,
  });
  trap.activate();
  return {
    refocusIfHidden() {
      const active = doc.activeElement as HTMLElement | null;
      if (active && modal.contains(active) && active.getClientRects().length) return;
      (initial() ?? tabbable(modal)[0] ?? modal).focus({ preventScroll: true });
    },
    release() {
      trap.deactivate();
      if (addedTabIndex) modal.removeAttribute('tabindex');
    },
  };
}
