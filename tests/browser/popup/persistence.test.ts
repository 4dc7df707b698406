import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { openPopupPage } from './open-popup-page.ts';

const demo = useDemoServer();
const browser = useBrowser();

/** The builder's localStorage blob, parsed. */
const blob = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown>,
  );

describe('popup state that survives a reload', () => {
  it('"do not show again" keeps the popup closed after a reload, for every open path', async () => {
    const url = demo.url('/pages/popup/page-load');
    const first = await openPopupPage(browser.context(), url);
    try {
      await expect.poll(first.popup.visible).toBe(true);
      await first.page.click(`${first.popup.modal} .popup-never`);
      await expect.poll(first.popup.visible).toBe(false);
      expect((await blob(first.page)).popup_501_disable).toBe(true);
      await first.page.reload();
      await waitForIsletReady(first.page);
      const lastOpen = async () => (await first.popup.details()).lastOpen;
      // Its page-load trigger fires after 0.5 s, and the open is refused, saying why.
      await expect.poll(lastOpen).toBe('trigger: disabled by "do not show again"');
      expect(await first.popup.visible()).toBe(false);
      await first.page.locator('.open-link').click();
      await expect.poll(lastOpen).toBe('action: disabled by "do not show again"');
      expect(await first.popup.visible()).toBe(false);
    } finally {
      await first.page.evaluate(() => localStorage.clear());
      await first.page.close();
    }
  });

  it('"once a day" shows on the first visit only, with a day-long expiry', async () => {
    const url = demo.url('/pages/popup/times-day');
    const { page, popup } = await openPopupPage(browser.context(), url);
    try {
      await expect.poll(popup.visible).toBe(true);
      const stored = await blob(page);
      expect(stored['popup-501-impressions-count']).toBe(1);
      const expiry = (stored.__expiration as Record<string, number>)[
        'popup-501-impressions-count'
      ]!;
      const lifetime = expiry - (await page.evaluate(() => Date.now()));
      expect(lifetime).toBeGreaterThan(86_300_000);
      expect(lifetime).toBeLessThanOrEqual(86_400_000);
      // Page views and sessions were counted on this page load with popups.
      expect(stored.pageViews).toBe(1);
      expect(stored.sessions).toBe(1);
      await page.reload();
      await waitForIsletReady(page);
      await expect
        .poll(async () => (await popup.details()).state)
        .toBe('hidden by its display rules');
      expect(await popup.visible()).toBe(false);
      const after = await blob(page);
      expect(after['popup-501-impressions-count']).toBe(1);
      expect(after.pageViews).toBe(2);
      expect(after.sessions).toBe(1);
      // Once the day is over the popup shows again.
      await page.evaluate(() => {
        const stored = JSON.parse(localStorage.getItem('elementor')!) as {
          __expiration: Record<string, number>;
        };
        stored.__expiration['popup-501-impressions-count'] = Date.now() - 1;
        localStorage.setItem('elementor', JSON.stringify(stored));
      });
      await page.reload();
      await expect.poll(popup.visible).toBe(true);
    } finally {
      await page.evaluate(() => localStorage.clear());
      await page.close();
    }
  });
});
