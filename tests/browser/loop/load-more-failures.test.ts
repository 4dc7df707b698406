// Infinite scroll against a failing endpoint (issue 25): the original re-armed its trigger after
// every failure while the anchor was in view, about 600 requests in 10 s. Now: a few tries with a
// growing wait, one at a time, then a notice with a retry button; the items shown stay.
import { describe, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { useLoopDemoServer } from './loop-demo-server.ts';
import { titles } from './loop-page.ts';

const demo = useLoopDemoServer();
const browser = useBrowser();

const GRID = 'd4e5f6a';
const WINDOW_MS = 10_000;

// Each case watches its own tab for a fixed 10 s: both at once. The test's own `expect`: with tests
// running at once, the global one cannot tell whose poll it is.
describe('load more against a failing endpoint', { concurrent: true }, () => {
  it.for([
    ['answers 500', 'status'],
    ['resets the connection', 'reset'],
  ] as const)(
    'when the endpoint %s: at most a handful of requests in 10 s, one at a time, then a retry',
    async ([, failure], { expect }) => {
      let failing = true;
      let inFlight = 0;
      let maxInFlight = 0;
      const times: number[] = [];
      const { page, pageErrors, consoleWarnings } = await openPage(
        browser.context(),
        demo.url('/pages/loop/infinite/'),
        async (p) => {
          await p.setViewportSize({ width: 1200, height: 500 });
          await p.route(
            (url) => url.searchParams.has(`e-page-${GRID}`),
            async (route) => {
              if (!failing) return route.continue();
              times.push(Date.now());
              inFlight++;
              maxInFlight = Math.max(maxInFlight, inFlight);
              // Slow enough that a second request in flight would overlap this one.
              await new Promise((resolve) => setTimeout(resolve, 150));
              inFlight--;
              if (failure === 'reset') await route.abort('connectionreset');
              else await route.fulfill({ status: 500, body: 'down' });
            },
          );
        },
      );
      try {
        await waitForIsletReady(page);
        expect(await titles(page, GRID)).toHaveLength(6);
        // The anchor stays in view the whole time: the case that flooded the endpoint.
        await page.evaluate((id) => {
          const anchor = document.querySelector(`.elementor-element-${id} .e-load-more-anchor`)!;
          anchor.scrollIntoView({ block: 'end' });
        }, GRID);
        const notice = page.locator(`.elementor-element-${GRID} .islet-failure-notice`);
        await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
        expect(await notice.getAttribute('role')).toBe('alert');
        expect(await notice.textContent()).toContain('More items could not be loaded.');
        // Stopped: nothing more may come until the window since the first request has passed
        // (a fixed wait, since what is checked is that nothing happens).
        const left = WINDOW_MS - (Date.now() - times[0]!);
        if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
        expect(times.length).toBeGreaterThanOrEqual(2);
        expect(times.length).toBeLessThanOrEqual(4);
        expect(maxInFlight).toBe(1);
        // The waits grow.
        const gaps = times.slice(1).map((time, index) => time - times[index]!);
        expect(gaps.every((gap) => gap >= 500)).toBe(true);
        expect(await titles(page, GRID)).toHaveLength(6);
        expect(consoleWarnings.filter((text) => text.includes('load more'))).toHaveLength(1);
        expect(
          await axeViolations(page, {
            selector: `.elementor-element-${GRID} .islet-failure-notice`,
          }),
        ).toEqual([]);

        // The endpoint is back: the visitor's retry loads the page and the notice goes.
        failing = false;
        await notice.locator('button').click();
        await expect.poll(async () => (await titles(page, GRID)).length).toBe(12);
        await expect.poll(() => notice.count()).toBe(0);
        expect(pageErrors.map(String)).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
