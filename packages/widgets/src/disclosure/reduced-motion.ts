/** The visitor asked the system for less motion: animations jump to their end state. */
export function prefersReducedMotion(win: Window): boolean {
  return typeof win.matchMedia === 'function'
    ? win.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
