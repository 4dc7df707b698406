// @ts-check
// The scroll the benchmarks and the browser tests measure: a synthetic mouse-wheel gesture from
// the top of the page to its bottom, sent over CDP as Chromium's own input (so scrolling happens
// on the compositor, scroll events and frames come as a visitor's would). One place, so every
// figure of docs/benchmarks.md and the hydration test scroll alike.

/** Pixels per second of the gesture: a brisk wheel scroll. */
export const SCROLL_SPEED = 2500;
/** Scrolled past the bottom, so the gesture surely reaches it. */
const OVERSHOOT = 400;

/**
 * How far the page can scroll down.
 * @param {import('playwright-core').Page} page
 */
export function scrollableHeight(page) {
  return page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
}

/**
 * Scrolls to the bottom of the page; resolves when the gesture has ended. The pointer is at the
 * centre of the viewport, with no fling after it.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').CDPSession} cdp a session on `page`
 * @param {number} [height] how far to scroll; by default `scrollableHeight(page)`
 * @returns {Promise<number>} the height scrolled
 */
export async function scrollToBottom(page, cdp, height) {
  const distance = height ?? (await scrollableHeight(page));
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  await cdp.send('Input.synthesizeScrollGesture', {
    x: Math.round(viewport.width / 2),
    y: Math.round(viewport.height / 2),
    yDistance: -(distance + OVERSHOOT),
    speed: SCROLL_SPEED,
    gestureSourceType: 'mouse',
    preventFling: true,
  });
  return distance;
}
