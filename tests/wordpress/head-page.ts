// A builder page with what islet-head.js is for at its top (php/head-page.php), on the shared
// site, loaded on a phone until Islet has made its widget active: for the head script's tests.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium } from '../browser/launch-chromium.mjs';
import { inspect, waitForIsletReady } from '../browser/islet-api.ts';
import { layoutShifts, watchLayoutShifts, type Shift } from '../browser/layout-shift.ts';
import { sharedSite } from './shared-site.ts';
import type { WordPressSite } from './wordpress-site.mjs';

export interface HeadPageLoad {
  /** The sum of the page's layout shifts up to then. */
  shift: number;
  shifts: Shift[];
  /** Whether the head script was printed. */
  head: boolean;
}

/**
 * Makes the page before the file's tests and deletes it after. `load(query, read)` opens it at
 * 390 px, waits until the widget `widgetId` (matched by `selector`) is active and two frames
 * more, then returns the layout shifts and what `read` finds on the page.
 */
export function useHeadPage(
  kind: 'gallery' | 'countdown',
  selector: string,
  widgetId: string,
): {
  url(query?: string): string;
  load<T>(query: string, read: (page: Page) => Promise<T>): Promise<HeadPageLoad & T>;
} {
  let site: WordPressSite;
  let id = 0;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  let context: BrowserContext;

  beforeAll(async () => {
    site = sharedSite();
    id = Number(site.php('head-page.php', 'add', kind));
    browser = await launchChromium();
    context = browser.context;
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    if (id) site.php('head-page.php', 'remove', kind);
  });

  const url = (query = '') => `${site.url}/?page_id=${id}${query}`;
  return {
    url,
    async load(query, read) {
      const page = await context.newPage();
      try {
        await page.setViewportSize({ width: 390, height: 844 });
        await watchLayoutShifts(page, selector);
        await page.goto(url(query), { waitUntil: 'load' });
        await waitForIsletReady(page);
        await expect
          .poll(async () => (await inspect(page)).find((row) => row.id === widgetId)?.status)
          .toBe('active');
        // Two frames: the last writes are laid out and their shifts reported.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const shifts = await layoutShifts(page);
        const head = await page.evaluate(() => document.querySelector('#islet-head-js') !== null);
        return {
          shift: shifts.reduce((sum, entry) => sum + entry.value, 0),
          shifts,
          head,
          ...(await read(page)),
        };
      } finally {
        await page.close();
      }
    },
  };
}
