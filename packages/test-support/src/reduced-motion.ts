import { replaceProperty } from './stub-property.ts';

/**
 * Makes `matchMedia` answer "reduce" for prefers-reduced-motion when `reduce` (and no match for
 * any other query). Returns a function that puts the window's own `matchMedia` back.
 */
export function emulateReducedMotion(win: Window = window, reduce = true): () => void {
  return replaceProperty(win, 'matchMedia', {
    value: (query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }),
  });
}
