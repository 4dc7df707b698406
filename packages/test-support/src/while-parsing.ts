/**
 * For tests of `islet-head.js`'s passes (`whileParsing`), which act in two steps: the mutation
 * observer asks for a frame, the frame reads and writes.
 */

/**
 * Makes `change` to the page and resolves once the head script's observer has had its callback
 * for it: the DOM notifies observers in the order they were made, and this one is made after the
 * head script's.
 */
export function afterObserver(change: () => void): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(document, { childList: true, subtree: true });
    change();
  });
}

/** The next animation frame: the head script's, asked for earlier, has run by then. */
export const nextFrame = (): Promise<void> =>
  new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
