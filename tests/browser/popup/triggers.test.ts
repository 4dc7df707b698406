import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { useBrowser } from '../harness.ts';
import { openPopupPage, pause } from './open-popup-page.ts';

const demo = useDemoServer();
const browser = useBrowser();

const open = (slug: string) => openPopupPage(browser.context(), demo.url(`/pages/popup/${slug}`));

/** Scrolls to `fraction` of the page's scrollable height. */
const scrollToFraction = (page: Page, fraction: number) =>
  page.evaluate((share) => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, scrollable * share);
  }, fraction);

describe('popup triggers in the browser', () => {
  it('page load: shows after its delay, once', async () => {
    const { page, popup, pageErrors, consoleWarnings } = await open('page-load');
    try {
      await expect.poll(popup.visible).toBe(true);
      await pause(300);
      expect(await popup.events()).toEqual(['show:501']);
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('scrolling down: shows once the page is scrolled past 50%, not before', async () => {
    const { page, popup, pageErrors } = await open('scroll-down');
    try {
      await scrollToFraction(page, 0.3);
      await pause(300);
      expect(await popup.visible()).toBe(false);
      await scrollToFraction(page, 0.6);
      await expect.poll(popup.visible).toBe(true);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('scrolling up: ignores scrolling down, shows on scrolling up', async () => {
    const { page, popup } = await open('scroll-up');
    try {
      await scrollToFraction(page, 0.8);
      await pause(300);
      expect(await popup.visible()).toBe(false);
      await scrollToFraction(page, 0.5);
      await expect.poll(popup.visible).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('scrolling to an element: shows when the element comes into view', async () => {
    const { page, popup } = await open('scroll-to');
    try {
      await pause(300);
      expect(await popup.visible()).toBe(false);
      await page.evaluate(() => document.querySelector('#newsletter-anchor')!.scrollIntoView());
      await expect.poll(popup.visible).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('click: exactly the third visitor click on the body; script clicks do not count', async () => {
    const { page, popup } = await open('click');
    try {
      await page.evaluate(() => {
        for (let i = 0; i < 5; i++) document.body.click();
      });
      // Clicks on the page's text: on <body>, not on the <html> below it.
      await page.click('h1');
      await page.click('h1');
      await pause(300);
      expect(await popup.visible()).toBe(false);
      await page.click('h1');
      await expect.poll(popup.visible).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('inactivity: mouse moves restart the count; shows after 1 s without input', async () => {
    const { page, popup } = await open('inactivity');
    try {
      for (let i = 0; i < 6; i++) {
        await page.mouse.move(100 + i * 10, 200);
        await pause(300);
      }
      expect(await popup.visible()).toBe(false);
      await expect.poll(popup.visible).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('exit intent: shows when the pointer leaves through the top edge only', async () => {
    const { page, popup } = await open('exit-intent');
    try {
      await page.mouse.move(600, 300);
      // Leaving through the bottom edge does nothing.
      await page.evaluate(() =>
        document.documentElement.dispatchEvent(
          new MouseEvent('mouseout', { bubbles: true, clientY: window.innerHeight + 5 }),
        ),
      );
      await pause(200);
      expect(await popup.visible()).toBe(false);
      await page.mouse.move(600, 5);
      await page.mouse.move(600, -20);
      await expect.poll(popup.visible).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('ad-block detection: shows when the bait is hidden, not otherwise', async () => {
    const blocked = await open('adblock');
    const clean = await open('no-adblock');
    try {
      await expect.poll(blocked.popup.visible).toBe(true);
      // The bait is gone again either way.
      expect(await blocked.page.locator('.ad-box').count()).toBe(0);
      await pause(800);
      expect(await clean.popup.visible()).toBe(false);
      expect(await clean.page.locator('.ad-box').count()).toBe(0);
    } finally {
      await blocked.page.close();
      await clean.page.close();
    }
  });
});
