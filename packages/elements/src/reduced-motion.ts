const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asks for less motion now (read at the moment of use, never cached). */
export function prefersReducedMotion(win: Window): boolean {
  return win.matchMedia?.(QUERY).matches ?? false;
}

/**
 * Calls `listener` with the new preference whenever it changes during the visit (a system
 * setting switched on while reading); the listener ends with `signal`.
 */
export function onReducedMotionChange(
  win: Window,
  signal: AbortSignal,
  listener: (reduce: boolean) => void,
): void {
  win
    .matchMedia?.(QUERY)
    .addEventListener?.('change', (event) => listener(event.matches), { signal });
}
