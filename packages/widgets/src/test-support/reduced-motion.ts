/** Makes `matchMedia` answer "reduce" for prefers-reduced-motion (and no match for the rest). */
export function emulateReducedMotion(win: Window = window): () => void {
  const view = win as unknown as Record<string, unknown>;
  const before = view.matchMedia;
  view.matchMedia = (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
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
