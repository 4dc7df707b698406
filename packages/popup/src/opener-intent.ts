import type { Cleanup } from '@islet/core';

/**
 * Links and elements that open a popup when clicked: an action link (an atomic button prints its
 * hash in `data-action-link`) or the open selector.
 */
const openers = (openSelector: string) =>
  `a[href*="popup" i], [data-action-link*="popup" i]${openSelector ? `, ${openSelector}` : ''}`;

/**
 * Calls `callback` once, when the pointer, a touch or the focus reaches a link or element that
 * opens a popup: the visitor is heading for it, so its code can load before the click.
 * `openSelector` must be a valid selector or empty (`bootPopup` reports a bad one and empties it).
 */
export function onOpenerIntent(
  doc: Document,
  openSelector: string,
  signal: AbortSignal,
  callback: () => void,
): Cleanup {
  const selector = openers(openSelector);
  const types = ['pointerover', 'touchstart', 'focusin'];
  const stop = () => {
    for (const type of types) doc.removeEventListener(type, onEvent, { capture: true });
  };
  function onEvent(event: Event) {
    if (event.target instanceof doc.defaultView!.Element && event.target.closest(selector)) {
      stop();
      callback();
    }
  }
  for (const type of types)
    doc.addEventListener(type, onEvent, { passive: true, capture: true, signal });
  return stop;
}
