import { createFocusTrap, type FocusTrap } from 'focus-trap';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function firstFocusable(popup: HTMLElement): HTMLElement | undefined {
  for (const candidate of popup.querySelectorAll<HTMLElement>(FOCUSABLE))
    if (candidate.getClientRects().length > 0) return candidate;
  return undefined;
}

/**
 * Traps focus in the modal root. With nothing tabbable in the popup, the popup document itself
 * takes `tabindex="0"` and the focus, as the original's keyboard handler does.
 */
export function trapFocus(root: HTMLElement, popup: HTMLElement): FocusTrap {
  const trap = createFocusTrap(root, {
    document: root.ownerDocument,
    escapeDeactivates: false,
    clickOutsideDeactivates: false,
    allowOutsideClick: true,
    returnFocusOnDeactivate: false,
    // The popup's own first control, not the close button that precedes it in the markup.
    initialFocus: () => firstFocusable(popup),
    fallbackFocus: () => {
      popup.tabIndex = 0;
      return popup;
    },
  });
  try {
    trap.activate();
  } catch {
    // Nothing tabbable at all: the fallback above still gives the popup the focus.
    popup.tabIndex = 0;
    popup.focus();
  }
  return trap;
}
