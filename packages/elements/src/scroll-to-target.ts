import type { Cleanup, Scheduler } from '@islet/core';

/** [3.21/3.33] core `anchors.js`: a linear scroll over 500 ms. */
export const ANCHOR_SCROLL_MS = 500;

export interface ScrollOptions {
  win: Window;
  scheduler: Scheduler;
  /** The document `scrollY` to end at, asked again every frame: a sticky header that sticks on
   * the way changes it. */
  destination(): number;
  /** Jump instead of animating (reduced motion). */
  instant: boolean;
  done(): void;
}

/**
 * Scrolls the window to `destination()` linearly, reading in the scheduler's read phase and
 * scrolling in its write phase; the visitor's own wheel, touch or key stops it. Scroll snapping
 * is off meanwhile, as the original does, or it would pull the page to a snap point.
 */
export function scrollToTarget({
  win,
  scheduler,
  destination,
  instant,
  done,
}: ScrollOptions): Cleanup {
  const root = win.document.documentElement;
  const snap = root.style.scrollSnapType;
  root.style.scrollSnapType = 'none';
  const from = win.scrollY;
  const started = win.performance.now();
  let cancel: Cleanup = () => {};
  let finished = false;
  const interrupts = ['wheel', 'touchstart', 'keydown'] as const;

  const finish = (completed: boolean) => {
    if (finished) return;
    finished = true;
    cancel();
    for (const type of interrupts) win.removeEventListener(type, stop);
    root.style.scrollSnapType = snap;
    if (completed) done();
  };
  const stop = () => finish(false);
  for (const type of interrupts) win.addEventListener(type, stop, { passive: true });

  let settling = false;
  const frame = () => {
    cancel = scheduler.read(() => {
      const progress = instant
        ? 1
        : Math.min(1, (win.performance.now() - started) / ANCHOR_SCROLL_MS);
      const to = destination();
      const top = from + (to - from) * progress;
      cancel = scheduler.write(() => {
        win.scrollTo({ top, behavior: 'instant' });
        if (progress < 1) return frame();
        // One more frame to follow an offset that changed when we got there (a header sticking).
        if (!settling) {
          settling = true;
          return frame();
        }
        finish(true);
      });
    });
  };
  frame();
  return stop;
}
