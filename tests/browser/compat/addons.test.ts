import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { recordedPath } from '../recorded-fixtures.ts';

const GRANDWESTVET =
  'ayyazahmad__grandwestvet.com__advanced-digital-radiography-at-grand-ave-vet-clinic_index.html';

const demo = useDemoServer();
const browser = useBrowser();

type WithAddonLog = { addonLog?: string[]; elementorFrontend?: unknown };

const addonLog = (page: Page) =>
  page.evaluate(() => [...((window as unknown as WithAddonLog).addonLog ?? [])]);

const isCompatChunk = (url: string) =>
  /\/islet\/chunks\/compat-[^/]*\.js/.test(new URL(url).pathname);
const isWrapperChunk = (url: string) =>
  /\/islet\/chunks\/minimal-dollar-[^/]*\.js/.test(new URL(url).pathname);

describe('add-on compatibility in Chromium', () => {
  it('runs two jQuery add-ons’ handlers on load and on inserted loop content, without errors', async () => {
    const { page, pageErrors, consoleErrors, requests } = await openPage(
      browser.context(),
      demo.url('/pages/compat/with-addons'),
    );
    try {
      await waitForIsletReady(page);
      // The page's own jQuery, from the npm package, is what the add-ons got.
      expect(requests.some((url) => new URL(url).pathname === '/vendor/jquery.js')).toBe(true);
      expect(requests.filter(isCompatChunk).length).toBeGreaterThan(0);
      // With the page's jQuery, the stand-in wrapper is never downloaded.
      expect(requests.filter(isWrapperChunk)).toEqual([]);

      await expect.poll(() => addonLog(page)).toContain('kit:handler:co102');
      const log = await addonLog(page);
      expect(log.slice(0, 2)).toEqual(['gallery-pack:init', 'kit:init']);
      expect(log.filter((line) => line.endsWith('ga00001'))).toEqual([
        'kit:global-early:ga00001',
        'gallery-pack:global:ga00001',
        'gallery-pack:widget:ga00001',
        'gallery-pack:handler:ga00001',
      ]);
      for (const id of ['ga00001', 'ga101', 'ga102'])
        expect(log).toContain(`gallery-pack:handler:${id}`);
      for (const id of ['co00001', 'co101', 'co102']) expect(log).toContain(`kit:handler:${id}`);

      // What the handlers did, through the page's jQuery.
      const gallery = page.locator('[data-id="ga00001"]');
      await expect.poll(() => gallery.getAttribute('class')).toContain('ga-ready');
      const width = await page.evaluate(() => window.innerWidth);
      // Kit's filter adds one column to the widget's own (3 on desktop, 1 on mobile).
      expect(await gallery.getAttribute('data-ga-columns')).toBe(width > 767 ? '4' : '2');
      await gallery.locator('.ga-item').first().locator('button').click();
      expect(await gallery.locator('.ga-item').first().getAttribute('class')).toContain('ga-open');
      expect(await page.locator('[data-id="co00001"] .kit-counter-number').textContent()).toBe(
        '42',
      );

      // A loop refresh: the next page's items replace the loop's content.
      await page.evaluate(async () => {
        const response = await fetch('/pages/compat/loop-items?posts=201,202');
        document.querySelector('.compat-loop')!.innerHTML = await response.text();
      });
      await expect.poll(() => addonLog(page)).toContain('kit:handler:co202');
      const after = await addonLog(page);
      for (const id of ['ga201', 'ga202']) {
        expect(after.filter((line) => line === `gallery-pack:handler:${id}`)).toHaveLength(1);
        expect(after).toContain(`kit:global-early:${id}`);
      }
      expect(after).toContain('gallery-pack:destroy:ga101');
      expect(await page.locator('[data-id="co201"] .kit-counter-number').textContent()).toBe('201');
      expect(await page.locator('[data-id="ga202"]').getAttribute('class')).toContain('ga-ready');

      // islet.inspect() names what compat attached.
      const rows = await inspect(page);
      const counter = rows.find((row) => row.id === 'co201');
      expect(counter?.behaviours).toContain('compat-elements: active');
      const details = (counter as { details?: Record<string, { handlers?: string[] }> }).details;
      expect(details?.['compat-elements']?.handlers).toEqual(['CounterHandler']);

      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("runs ElementsKit's widget on a recorded page as deployed: the add-on took `window.elementorFrontend` as its script ran", async () => {
    // grandwestvet keeps ElementsKit Lite, which wraps its script as
    // `}(jQuery, window.elementorFrontend)`; its back-to-top button shows once the visitor has
    // scrolled 400 px, from the handler it registers on init.
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url(recordedPath(GRANDWESTVET, '?runtime=islet-jquery')),
    );
    try {
      await waitForIsletReady(page);
      const button = page.locator(
        '[data-widget_type="elementskit-back-to-top.default"] .ekit-btt__button',
      );
      await expect
        .poll(async () => (await inspect(page)).find((row) => row.id === '7b21bac')?.status)
        .toBe('active');
      await page.mouse.wheel(0, 1200);
      await expect.poll(() => button.getAttribute('class')).toContain('ekit-tt-show');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('downloads no compat code on a page without add-ons', async () => {
    const { page, pageErrors, requests } = await openPage(
      browser.context(),
      demo.url('/pages/compat/without-addons'),
    );
    try {
      await waitForIsletReady(page);
      await page.waitForLoadState('networkidle');
      // The same page and the same jQuery, so the only difference is the add-ons.
      expect(requests.some((url) => new URL(url).pathname === '/vendor/jquery.js')).toBe(true);
      expect(requests.some((url) => new URL(url).pathname === '/islet/islet.js')).toBe(true);
      expect(requests.filter(isCompatChunk)).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as WithAddonLog).elementorFrontend),
      ).toBeUndefined();
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('runs a native add-on on a page without jQuery, through the minimal $element wrapper', async () => {
    const { page, pageErrors, consoleErrors, consoleWarnings, requests } = await openPage(
      browser.context(),
      demo.url('/pages/compat/without-jquery'),
    );
    try {
      await waitForIsletReady(page);
      await expect.poll(() => addonLog(page)).toContain('native:handler:co102');
      expect((await addonLog(page))[0]).toBe('native:init');
      expect(requests.some((url) => new URL(url).pathname === '/vendor/jquery.js')).toBe(false);
      expect(requests.filter(isWrapperChunk).length).toBeGreaterThan(0);
      const counter = page.locator('[data-id="co00001"]');
      expect(await counter.locator('.kit-counter-number').textContent()).toBe('42');
      expect(await counter.getAttribute('class')).toContain('native-ready');
      const rows = await inspect(page);
      const pageRow = rows.find((row) => row.id === 'page') as
        { details?: { compat?: { detectedBy?: string; jquery?: string } } } | undefined;
      expect(pageRow?.details?.compat?.detectedBy).toBe('data-islet-compat');
      expect(pageRow?.details?.compat?.jquery).toContain('minimal wrapper');
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
