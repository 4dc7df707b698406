/**
 * When to try a failed request again: exponential back-off with jitter, capped, and a stop after a
 * few tries, so a failing endpoint sees a handful of requests from a visitor, not hundreds. After
 * the stop the visitor decides (a retry button, see failure-notice.ts); their retry starts over.
 */
export interface BackoffOptions {
  /**
   * The first wait; each further one doubles.
   * @default 1000
   */
  baseMs?: number;
  /**
   * No wait is longer than this.
   * @default 8000
   */
  capMs?: number;
  /**
   * Automatic tries after the first failure; then `next()` answers `null`.
   * @default 2
   */
  retries?: number;
  /**
   * [0, 1); tests pass a fixed one.
   * @default Math.random
   */
  random?: () => number;
}

export interface Backoff {
  /** The wait before the next automatic try, or `null` when it is time to stop and ask. */
  next(): number | null;
  /** A success, or the visitor's own retry: start over. */
  reset(): void;
  /** Failures since the last reset. */
  readonly failures: number;
}

export function createBackoff(options: BackoffOptions = {}): Backoff {
  const { baseMs = 1000, capMs = 8000, retries = 2, random = Math.random } = options;
  let failures = 0;
  return {
    next() {
      failures++;
      if (failures > retries) return null;
      const ceiling = Math.min(capMs, baseMs * 2 ** (failures - 1));
      // "Equal jitter": at least half the step, so many visitors do not retry in lockstep and
      // none retries at once.
      return Math.round(ceiling / 2 + random() * (ceiling / 2));
    },
    reset() {
      failures = 0;
    },
    get failures() {
      return failures;
    },
  };
}
