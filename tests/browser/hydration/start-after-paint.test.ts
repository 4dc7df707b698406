// Issue 42: islet.js loads the runtime (and the runtime its behaviours' chunks) only after the
// page's first contentful paint. A module's imports are fetched at high priority; requested
// before that paint they compete with what it waits for, and Lighthouse's simulation counts them
// as holding it back. Here the page is hidden by its style (as while a theme's style sheet or
// font is on its way): nothing contentful is painted, though the page has parsed and frames run.
// Islet's entry may come; no chunk may until the page shows its content (or at the latest 3 s
// after `DOMContentLoaded`, 1 s on a page whose content waits for Islet: the first chunk is asked
// for after whichever comes first). Then it hydrates as usual.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { pauseClock } from '../page-clock.ts';

const demo = useDemoServer();
const browser = useBrowser();

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Nothing painted yet</title>
<style>body { visibility: hidden; }</style></head>
<body>
<div class="elementor elementor-1" data-elementor-type="wp-page" data-elementor-id="1">
<div class="elementor-element elementor-element-a1 elementor-widget elementor-widget-toggle" data-id="a1" data-element_type="widget" data-widget_type="toggle.default">
<div class="elementor-widget-container"><div class="elementor-toggle">
<div class="elementor-toggle-item">
<div id="elementor-tab-title-1" class="elementor-tab-title" data-tab="1" role="button" aria-controls="elementor-tab-content-1" aria-expanded="false"><a class="elementor-toggle-title" tabindex="0">Question</a></div>
<div id="elementor-tab-content-1" class="elementor-tab-content elementor-clearfix" data-tab="1" role="region" aria-labelledby="elementor-tab-title-1">Answer</div>
</div></div></div></div>
</div>
<script type="module" src="/islet/islet.js"></script>
</body></html>`;

const isChunk = (url: string) => new URL(url).pathname.startsWith('/islet/chunks/');

/** Resolves after two animation frames: frames run though nothing contentful is painted. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

describe('the runtime starts after the first contentful paint', () => {
  it('fetches no behaviour chunk while the page has painted nothing contentful', async () => {
    const page = await browser.context().newPage();
    const requests: string[] = [];
    page.on('request', (request: Request) => requests.push(request.url()));
    await page.route('**/unpainted-page/', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: PAGE }),
    );
    try {
      await page.goto(demo.url('/unpainted-page/'), { waitUntil: 'load' });
      await page.waitForFunction(() => 'islet' in window);
      await twoFrames(page);
      expect(
        await page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name)),
      ).not.toContain('first-contentful-paint');
      // Not even the runtime's chunk: only islet.js, and the early `window.islet` it sets.
      expect(requests.filter(isChunk)).toEqual([]);

      await page.evaluate(() => (document.body.style.visibility = 'visible'));
      await waitForIsletReady(page);
      expect(requests.filter(isChunk).some((url) => /\/islet-runtime-/.test(url))).toBe(true);
      const { firstChunk, contentful, latest } = await page.evaluate(() => {
        const chunks = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/islet/chunks/'))
          .map((entry) => entry.startTime);
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        return {
          firstChunk: Math.min(...chunks),
          contentful: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
          latest: navigation!.domContentLoadedEventStart + 3000,
        };
      });
      expect(firstChunk).toBeGreaterThanOrEqual(Math.min(contentful, latest));
      const rows = await inspect(page);
      expect(rows.find((row) => row.id === 'a1')?.status).toBe('active');
    } finally {
      await page.close();
    }
  });
});

// Before the tests below: Playwright's clock, once installed, is the whole context's.
describe('a page that painted before the runtime ran', () => {
  // The entry is fetched at low priority, so on most pages the paint is long reported when it
  // runs. The start then comes in a task of its own: with the bundle's evaluation in the same
  // task, the two were one 100–130 ms task at Lighthouse's mobile CPU (`EthereumDay`).
  it('starts in a task after the one that evaluated the bundle', async () => {
    const page = await browser.context().newPage();
    await page.route('**/painted-page/', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: PAGE.replace('body { visibility: hidden; }', '').replace(
          '<script type="module" src="/islet/islet.js"></script>',
          '',
        ),
      }),
    );
    try {
      await page.goto(demo.url('/painted-page/'), { waitUntil: 'load' });
      await page.waitForFunction(() =>
        performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint'),
      );
      await page.evaluate(() => {
        const win = window as unknown as Record<string, unknown>;
        // Set by islet.js (the early stand-in), then by the runtime's chunk as it evaluates; a
        // microtask queued then runs once that evaluation (and anything it calls synchronously)
        // is over, still in the same task. The last set is the runtime's.
        let islet: unknown;
        Object.defineProperty(window, 'islet', {
          configurable: true,
          get: () => islet,
          set(value: unknown) {
            islet = value;
            queueMicrotask(() => {
              win.startedWithEvaluation = document.body.hasAttribute('data-elementor-device-mode');
            });
          },
        });
        const script = document.createElement('script');
        script.type = 'module';
        script.src = '/islet/islet.js';
        document.body.append(script);
      });
      await waitForIsletReady(page);
      expect(
        await page.evaluate(
          () => (window as unknown as Record<string, unknown>).startedWithEvaluation,
        ),
      ).toBe(false);
      // Ready is the first scan's end; the toggle's chunk may still be on its way.
      await expect
        .poll(async () => (await inspect(page)).find((row) => row.id === 'a1')?.status)
        .toBe('active');
    } finally {
      await page.close();
    }
  });
});

/**
 * The page above, recording on the page's (Playwright's) clock when the document became
 * `interactive` and when `DOMContentLoaded` came. The runtime's wait begins when its module runs,
 * which is between the two (a module runs once the document is `interactive`, before the event):
 * on a busy machine they can be far apart, so the limit is checked from each bound.
 */
const timedPage = (hidden: 'none' | 'first screen' | 'below') =>
  PAGE.replace(
    '</style>',
    "</style><script>document.addEventListener('readystatechange', () => { if (document.readyState === 'interactive') window.interactiveAt = Date.now(); }); document.addEventListener('DOMContentLoaded', () => { window.dclAt = Date.now(); });</script>",
  )
    .replace(
      'elementor-widget-toggle"',
      hidden === 'first screen'
        ? 'elementor-widget-toggle elementor-invisible"'
        : 'elementor-widget-toggle"',
    )
    .replace(
      '<script type="module"',
      hidden === 'below'
        ? `<div style="height: 3000px"></div>${HIDDEN_HEADING}<script type="module"`
        : '<script type="module"',
    );

/** A heading hidden until its entrance animation, as the server prints it. */
const HIDDEN_HEADING =
  '<div class="elementor elementor-2" data-elementor-type="wp-page" data-elementor-id="2"><div class="elementor-element elementor-element-b2 elementor-widget elementor-widget-heading elementor-invisible" data-id="b2" data-element_type="widget" data-settings=\'{"_animation":"fadeIn"}\' data-widget_type="heading.default"><div class="elementor-widget-container"><h2 class="elementor-heading-title">Later</h2></div></div></div>';

describe('how long the runtime waits for a paint that does not come', () => {
  // A paint is reported when presented, in headless Chromium over a second after the first frame;
  // starting a second after `DOMContentLoaded` fetched every chunk before it. Where nothing waits
  // for Islet to be shown, it waits up to 3 s; where an entrance animation hides content in the
  // first screen, 1 s; hidden content further down holds nothing of the first paint back.
  for (const [label, hidden, latest] of [
    ['3 s where no content waits for Islet', 'none', 3000],
    ['1 s where an entrance animation hides content in the first screen', 'first screen', 1000],
    ['3 s where the content an entrance animation hides is below the first screen', 'below', 3000],
  ] as const) {
    it(`starts at the latest ${label}`, async () => {
      const page = await browser.context().newPage();
      await page.clock.install();
      await page.route('**/unpainted-page/', (route) =>
        route.fulfill({ contentType: 'text/html; charset=utf-8', body: timedPage(hidden) }),
      );
      // The wait ends by asking for the runtime's chunk; once it has run, the start's first step
      // marks the device on the body.
      const requests: string[] = [];
      page.on('request', (request: Request) => requests.push(request.url()));
      const runtimeAsked = () => requests.some((url) => /\/chunks\/islet-runtime-/.test(url));
      const started = () =>
        page.evaluate(() => document.body.hasAttribute('data-elementor-device-mode'));
      try {
        await page.goto(demo.url('/unpainted-page/'), { waitUntil: 'domcontentloaded' });
        await page.waitForFunction(() => 'dclAt' in window && 'islet' in window);
        await pauseClock(page);
        const { sinceInteractive, sinceLoaded } = await page.evaluate(() => {
          const at = window as unknown as { interactiveAt: number; dclAt: number };
          return {
            sinceInteractive: Date.now() - at.interactiveAt,
            sinceLoaded: Date.now() - at.dclAt,
          };
        });
        expect(sinceInteractive).toBeLessThan(latest - 1);
        // Not before the limit, counted from the earliest the wait can have begun…
        await page.clock.runFor(latest - 1 - sinceInteractive);
        expect(runtimeAsked()).toBe(false);
        expect(await started()).toBe(false);
        // …and by the limit, counted from the latest.
        await page.clock.runFor(Math.max(1, sinceInteractive - sinceLoaded + 2));
        await expect.poll(runtimeAsked).toBe(true);
        // The runtime starts in a task of its own once its chunk has run: a timer, on the
        // paused clock.
        await expect
          .poll(async () => {
            await page.clock.runFor(1);
            return started();
          })
          .toBe(true);
        await waitForIsletReady(page);
        // Ready is the first scan's end; the toggle's chunk may still be on its way.
        await expect
          .poll(async () => (await inspect(page)).find((row) => row.id === 'a1')?.status)
          .toBe('active');
      } finally {
        await page.close();
      }
    });
  }
});
