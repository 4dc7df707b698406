/**
 * The visitor's motion preference, read one way everywhere. A window without `matchMedia` (an
 * old engine, jsdom) counts as **no preference**: the same answer the page's CSS gets there,
 * where a `prefers-reduced-motion` media block does not apply either, so script and style agree.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function query(win: Window): MediaQueryList | undefined {
  return typeof win.matchMedia === 'function' ? win.matchMedia(REDUCED_MOTION_QUERY) : undefined;
}

/** Whether the visitor asks for less motion now (read at the moment of use, never cached). */
export function prefersReducedMotion(win: Window): boolean {
  return query(win)?.matches ?? false;
}

/**
 * Calls `listener` with the new preference whenever it changes during the visit (a system setting
 * switched on while reading). Returns the unsubscribe, for `ctx.own`, so code without a behaviour
 * context can use it too.
 */
export function onReducedMotionChange(
  win: Window,
  listener: (reduce: boolean) => void,
): () => void {
  const list = query(win);
  if (typeof list?.addEventListener !== 'function') return () => {};
  const handler = (event: MediaQueryListEvent) => listener(event.matches);
  list.addEventListener('change', handler);
  return () => list.removeEventListener('change', handler);
}
