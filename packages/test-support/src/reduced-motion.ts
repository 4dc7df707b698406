/**
 * Makes `matchMedia` answer "reduce" for prefers-reduced-motion when `reduce` (and no match for
 * any other query). Returns a function that puts the window's own `matchMedia` back.
 */
export function emulateReducedMotion(win: Window = window, reduce = true): () => void {
  const view = win as unknown as Record<string, unknown>;
  const before = view.matchMedia;
  view.matchMedia = (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
  return () => {
    if (before === undefined) delete view.matchMedia;
    else view.matchMedia = before;
  };
}

/** Makes `matchMedia('(prefers-reduced-motion: reduce)')` match or not; other queries never match. */
export function setReducedMotion(reduce: boolean, win: Window = window): void {
  emulateReducedMotion(win, reduce);
}
