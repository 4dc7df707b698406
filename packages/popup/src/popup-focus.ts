import { firstTabbable, holdFocus, type FocusHold } from '@islet/primitives';

/**
 * Traps focus in the modal root, starting at the popup's own first control (not the close button
 * that precedes it in the markup). With nothing tabbable in the popup, the popup document itself
 * takes `tabindex="0"` and the focus, as the original's keyboard handler does.
 */
export function trapFocus(root: HTMLElement, popup: HTMLElement): FocusHold {
  return holdFocus(root, {
    initialFocus: () => firstTabbable(popup),
    fallbackFocus: () => {
      popup.tabIndex = 0;
      return popup;
    },
  });
}
