// A countdown whose date passed years ago, with "hide" on expiry, in the first screen of a
// recorded page on a phone. Hidden by the behaviour after the page's first paint, it moved the
// section below it (0.015); the original, painting later, had hidden it before its paint. Shown
// expired by `islet-head.js` in the frame before the paint, it moves nothing, and the behaviour
// that takes it over keeps it hidden.
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { layoutShifts, watchLayoutShifts } from '../layout-shift.ts';
import { renderingSteps } from '../page-settled.ts';
import { recordedPath } from '../recorded-fixtures.ts';

const demo = useDemoServer();
const browser = useBrowser();

const FILE = 'ko1dy__ko1dy.github.io__2023-gravelion_index.html';
const COUNTDOWN = '.elementor-widget-countdown';

describe('an expired countdown on a recorded page, shown expired before the first paint', () => {
  it(`${FILE} (390 px): hidden, with no layout shift`, async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url(recordedPath(FILE, '?runtime=islet')),
      async (p) => {
        await p.setViewportSize({ width: 390, height: 844 });
        await watchLayoutShifts(p, COUNTDOWN);
        // Whether the timer was already hidden when the page first had content to paint.
        await p.addInitScript(() => {
          new PerformanceObserver((list, observer) => {
            if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
            observer.disconnect();
            const wrapper = document.querySelector<HTMLElement>('.elementor-countdown-wrapper');
            (window as unknown as { hiddenAtPaint: boolean }).hiddenAtPaint =
              !!wrapper && getComputedStyle(wrapper).display === 'none';
          }).observe({ type: 'paint', buffered: true });
        });
      },
    );
    try {
      await waitForIsletReady(page);
      const id = await page.$eval(COUNTDOWN, (element) => (element as HTMLElement).dataset.id);
      await expect
        .poll(async () => (await inspect(page)).find((row) => row.id === id)?.status, {
          timeout: 15_000,
        })
        .toBe('active');
      await renderingSteps(page);
      expect(
        await page.evaluate(() => (window as unknown as { hiddenAtPaint?: boolean }).hiddenAtPaint),
      ).toBe(true);
      expect(
        await page.$eval(
          `${COUNTDOWN} .elementor-countdown-wrapper`,
          (element) => getComputedStyle(element).display,
        ),
      ).toBe('none');
      const shifts = await layoutShifts(page);
      // The page's own logo, which has no size in its markup, moves by 0.0004 with or without
      // scripts; the countdown's hiding moved the section below by 0.015.
      const total = shifts.reduce((sum, entry) => sum + entry.value, 0);
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.005);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
