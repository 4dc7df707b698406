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

const ANIMATIONS_AT_MOST_MS = 5000;

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
    // At most a few seconds: an animation paused later would never finish.
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getTiming().iterations !== Infinity,
            )
            .map((animation) => animation.finished.catch(() => undefined)),
        ).then(() => undefined),
      ),
      new Promise((resolve) => (timer = setTimeout(resolve, ANIMATIONS_AT_MOST_MS))),
    ]);
    clearTimeout(timer);
  }
  if (waited) await intersectionsDelivered(page);
  return waited;
}
