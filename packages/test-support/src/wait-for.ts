import { vi } from 'vitest';

/**
 * How long a DOM or unit test's condition may take before it fails, in milliseconds. A limit, not
 * a measure: a wait ends as soon as its condition holds. Vitest's own default (1 s) is what a
 * chunk import took on a loaded CI machine (swiper, 2026-12-01), and the browser projects already
 * give their polls 10 s.
 */
export const WAIT_FOR_TIMEOUT_MS = 10_000;

/**
 * `vi.waitFor` with WAIT_FOR_TIMEOUT_MS as its default: retries `callback` until it returns
 * without throwing (on fake timers, advancing them by the interval each try).
 */
export function waitFor<T>(
  callback: () => T | Promise<T>,
  options: number | { timeout?: number; interval?: number } = {},
): Promise<T> {
  const given = typeof options === 'number' ? { timeout: options } : options;
  return vi.waitFor(callback, { timeout: WAIT_FOR_TIMEOUT_MS, ...given });
}

/** Waits until `check()` is true, trying every `interval` ms; the failure names `what`. */
export function waitUntil(check: () => boolean, what: string, interval = 5): Promise<void> {
  return waitFor(
    () => {
      if (!check()) throw new Error(`timed out waiting for ${what}`);
    },
    { interval },
  );
}
