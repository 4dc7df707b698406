import type { Page } from 'playwright-core';

/**
 * Resolves once the page has run a rendering step that delivers intersection observations, so
 * every runtime's observers have seen the current scroll position. Observers created earlier are
 * notified first in that step, so theirs have run by then. Neither rendering nor observers follow
 * a paused page clock, and on a busy page a rendering step can be hundreds of milliseconds away:
 * a scroll that only waits a fixed time can pass an element before any observer saw it.
 */
export function intersectionsDelivered(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.documentElement);
      }),
  );
}

/**
 * Finishes every finite CSS animation and transition (and script animation) running now, and
 * resolves once the rendering step after that has run, so `animationend` and `transitionend`
 * have been dispatched and what they start is running. They run on real time, which a paused
 * page clock does not hold: waiting them out (1–2 s an entrance) was most of a scroll-through's
 * time, and jumping to their end leaves the same state. The number finished.
 */
export async function finishRunningAnimations(page: Page): Promise<number> {
  const finished = await page.evaluate(() => {
    let count = 0;
    for (const animation of document.getAnimations()) {
      if (
        animation.playState !== 'running' ||
        animation.effect?.getTiming().iterations === Infinity
      )
        continue;
      try {
        animation.finish();
        count++;
      } catch {
        // No end to reach (a playback rate of 0): it stays as it is, as it would have.
      }
    }
    return count;
  });
  if (finished) await intersectionsDelivered(page);
  return finished;
}

/**
 * Waits, at one stop of a scroll through the page, until the runtime has seen the elements in
 * view: intersection observations delivered and, while an entrance-animated element in view is
 * still hidden, the finite animations running now finished, then observations delivered again.
 * An element inside a box whose own entrance animation starts off to the side (a column sliding
 * in from the left) is outside the viewport until that animation ends, so a scroll that moves on
 * sooner leaves it hidden in either runtime, unlike a visitor's. True when it waited.
 */
export async function settleScrollStop(page: Page): Promise<boolean> {
  await intersectionsDelivered(page);
  const waited = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.elementor-invisible')).some((element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && element.checkVisibility();
    }),
  );
  if (waited) {
    await finishRunningAnimations(page);
    await intersectionsDelivered(page);
  }
  return waited;
}
