import type { Page } from 'playwright-core';
import { ON_ITS_WAY } from '../../scripts/bench/hydration-state.mjs';

export { ON_ITS_WAY };

/** Resolves once Islet has connected the first viewport (`islet:first-viewport`). */
export function firstViewportConnected(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () => performance.getEntriesByName('islet:first-viewport').length > 0,
  );
}

/**
 * Resolves after `count` rendering steps of the page. A check that something did *not* happen
 * after an input waits for the frames in which it would have happened (the runtime's frame tasks
 * run in `requestAnimationFrame`), never for a guessed number of milliseconds.
 */
export function renderingSteps(page: Page, count = 2): Promise<void> {
  return page.evaluate(
    (steps) =>
      new Promise<void>((resolve) => {
        const step = (left: number) =>
          left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
        step(steps);
      }),
    count,
  );
}

/**
 * Scrolls the window to `y` and resolves once the `scroll` event was dispatched and the frames
 * after it ran: the runtime's scroll listeners handle the event in the next frame. It jumps even
 * where the page's CSS sets `scroll-behavior: smooth`, so one `scroll` event means "arrived".
 */
export function scrollAndRender(page: Page, y: number): Promise<void> {
  return page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        if (Math.round(window.scrollY) === Math.round(top)) return frames();
        window.addEventListener('scroll', frames, { once: true });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    y,
  );
}

/**
 * Waits until no element is on its way any more: no chunk loading, no connect pending, nothing
 * waiting for idle hydration. A check that a chunk was *not* requested is only meaningful then.
 */
export async function hydrationSettled(page: Page, timeoutMs = 10_000): Promise<void> {
  await page.waitForFunction(
    (onItsWay) => {
      type Row = { status: string; reason: string };
      // Before the runtime has loaded, `window.islet` is islet.js's stand-in, without inspect().
      const islet = (window as unknown as { islet?: { inspect?(): Row[] } }).islet;
      if (!islet?.inspect) return false;
      const transient = new RegExp(onItsWay);
      return !islet.inspect().some((row) => row.status === 'pending' && transient.test(row.reason));
    },
    ON_ITS_WAY.source,
    { timeout: timeoutMs, polling: 50 },
  );
}
