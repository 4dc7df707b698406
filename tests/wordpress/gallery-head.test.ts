// A builder page with a Pro gallery at its top, on the real WordPress: the plugin prints
// islet-head.js there (the gallery is in the page's stored data), which lays the gallery out
// before the first paint, so nothing below it moves when Islet starts. Without the head script
// (the `islet_head_script` filter says no) the gallery is 1 px high at the first paint and the
// text below it is pushed down once Islet lays it out.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../browser/launch-chromium.mjs';
import { inspect, waitForIsletReady } from '../browser/islet-api.ts';
import { layoutShifts, watchLayoutShifts } from '../browser/layout-shift.ts';
import { sharedSite } from './shared-site.ts';
import type { WordPressSite } from './wordpress-site.mjs';

let site: WordPressSite;
let id = 0;
let browser: Awaited<ReturnType<typeof launchChromium>>;
let context: BrowserContext;

beforeAll(async () => {
  site = sharedSite();
  id = Number(site.php('gallery-page.php', 'add'));
  browser = await launchChromium();
  context = browser.context;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (id) site.php('gallery-page.php', 'remove');
});

const url = (query = '') => `${site.url}/?page_id=${id}${query}`;

/** The page on a phone until Islet has laid the gallery out: its layout shifts and gallery. */
async function load(query = '') {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await watchLayoutShifts(page, '.elementor-widget-gallery');
    await page.goto(url(query), { waitUntil: 'load' });
    await waitForIsletReady(page);
    await expect
      .poll(async () => (await inspect(page)).find((row) => row.id === 'galw001')?.status)
      .toBe('active');
    // Two frames: the last writes are laid out and their shifts reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const shifts = await layoutShifts(page);
    const gallery = await page.$eval('.elementor-gallery__container', (container) => ({
      height: container.getBoundingClientRect().height,
      columns: getComputedStyle(container).gridTemplateColumns.split(' ').length,
      head: document.querySelector('#islet-head-js') !== null,
    }));
    return { shift: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts, ...gallery };
  } finally {
    await page.close();
  }
}

describe('a Pro gallery on a builder page', () => {
  it('gets the head script, and is laid out at the first paint: nothing below it moves', async () => {
    const html = await (await fetch(url())).text();
    expect(html).toContain('elementor-gallery__container');
    expect(html).toMatch(/<script\b[^>]*\bid=["']islet-head-js["'][^>]*>/);
    const withHead = await load();
    expect(withHead.head).toBe(true);
    // The phone's two columns, square tiles.
    expect(withHead.columns).toBe(2);
    expect(withHead.height).toBeGreaterThan(100);
    expect(withHead.shift, JSON.stringify(withHead.shifts)).toBeLessThan(0.01);
    // The control: without it, the text below is pushed down once Islet lays the gallery out.
    const without = await load('&islet-e2e-filter=no-head-script');
    console.info(
      `gallery page layout shift: ${withHead.shift.toFixed(4)} with the head script, ${without.shift.toFixed(4)} without; gallery ${withHead.height} px`,
    );
    expect(without.head).toBe(false);
    expect(without.height).toBe(withHead.height);
    expect(without.shift).toBeGreaterThan(0.05);
  });
});
