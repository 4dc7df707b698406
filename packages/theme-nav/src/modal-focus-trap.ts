import { firstTabbable, holdFocus, type FocusHold } from '@islet/primitives';

export type ModalFocus = FocusHold;

/**
 * Keeps keyboard focus inside an open cover modal (Tab and Shift+Tab wrap over the visible
 * focusable elements, so the set follows the CSS that swaps the mobile and expanded menus at
 * 1000 px). Escape and clicks are the cover modal's business, not the trap's. A modal with nothing
 * to focus gets focus itself (`tabindex="-1"` while open) after `onEmpty` has been told. Its own
 * chunk, so focus-trap loads with the first opening.
 */
export function trapModalFocus(
  modal: HTMLElement,
  preferred: HTMLElement | null,
  onEmpty: () => void,
): ModalFocus {
  if (!firstTabbable(modal)) onEmpty();
  return holdFocus(modal, { initialFocus: () => preferred });
}
