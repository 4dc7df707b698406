import { holdFocus, type FocusHold } from '@islet/primitives';

/**
 * Keeps the focus in the open overlay, starting at its input. Its own chunk, so focus-trap loads
 * when the visitor heads for the toggle, not with every search form.
 */
export function trapOverlayFocus(container: HTMLElement, input: HTMLInputElement): FocusHold {
  return holdFocus(container, { initialFocus: () => input, fallbackFocus: () => input });
}
