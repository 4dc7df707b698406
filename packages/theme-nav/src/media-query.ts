/**
 * `matchMedia`, or a query that never matches where a window has none (jsdom, old engines), so
 * the theme still works there with its wide-screen and motion defaults.
 */
export function mediaQuery(
  win: Window,
  query: string,
): Pick<MediaQueryList, 'matches' | 'addEventListener'> {
  if (typeof win.matchMedia === 'function') return win.matchMedia(query);
  return { matches: false, addEventListener: () => {} };
}
