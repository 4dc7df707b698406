/** Whether the visitor asks for less motion now (read at the moment of use, never cached). */
export function prefersReducedMotion(win: Window): boolean {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
