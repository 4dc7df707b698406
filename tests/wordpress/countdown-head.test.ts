// A builder page with a Pro countdown at its top whose date passed a year ago ("hide" on expiry),
// on the real WordPress: the plugin prints islet-head.js there (the countdown is in the page's
// stored data), which hides the timer before the first paint, so the text below it does not move
// up when Islet starts. Without the head script (the `islet_head_script` filter says no) the
// timer shows at the first paint and the text below moves once the behaviour hides it.
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
  id = Number(site.php('countdown-page.php', 'add'));
  browser = await launchChromium();
  context = browser.context;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (id) site.php('countdown-page.php', 'remove');
});

const url = (query = '') => `${site.url}/?page_id=${id}${query}`;

/** The page on a phone until the countdown behaviour is active: its layout shifts and timer. */
async function load(query = '') {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await watchLayoutShifts(page, '.elementor-widget-countdown');
    await page.goto(url(query), { waitUntil: 'load' });
    await waitForIsletReady(page);
    await expect
      .poll(async () => (await inspect(page)).find((row) => row.id === 'cdnw001')?.status)
      .toBe('active');
    // Two frames: the last writes are laid out and their shifts reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const shifts = await layoutShifts(page);
    const timer = await page.$eval('.elementor-countdown-wrapper', (wrapper) => ({
      display: getComputedStyle(wrapper).display,
      head: document.querySelector('#islet-head-js') !== null,
    }));
    return { shift: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts, ...timer };
  } finally {
    await page.close();
  }
}

describe('an expired countdown on a builder page', () => {
  it('gets the head script, and is hidden at the first paint: nothing below it moves', async () => {
    const html = await (await fetch(url())).text();
    expect(html).toMatch(/class="elementor-countdown-wrapper"[^>]*data-date=/);
    expect(html).toMatch(/<script\b[^>]*\bid=["']islet-head-js["'][^>]*>/);
    const withHead = await load();
    expect(withHead.head).toBe(true);
    expect(withHead.display).toBe('none');
    expect(withHead.shift, JSON.stringify(withHead.shifts)).toBeLessThan(0.005);
    // The control: without it, the text below moves up once the behaviour hides the timer.
    const without = await load('&islet-e2e-filter=no-head-script');
    console.info(
      `countdown page layout shift: ${withHead.shift.toFixed(4)} with the head script, ${without.shift.toFixed(4)} without`,
    );
    expect(without.head).toBe(false);
    expect(without.display).toBe('none');
    expect(without.shift).toBeGreaterThan(0.005);
  });
});
