import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { hydrationSettled } from '../page-settled.ts';
import { openPopupPage } from './open-popup-page.ts';

const demo = useDemoServer();
const browser = useBrowser();

const chunk = (requests: string[], name: string) =>
  requests.some((url) => new RegExp(`/chunks/${name}-[\\w-]+\\.js$`).test(url));

describe('what a popup page loads, and when', () => {
  it('loads no popup code on a page without popups', async () => {
    const { page, requests } = await openPage(browser.context(), demo.url('/generated/?count=3'));
    try {
      await waitForIsletReady(page);
      await hydrationSettled(page);
      expect(chunk(requests, 'popup')).toBe(false);
      expect(chunk(requests, 'popup-shell')).toBe(false);
    } finally {
      await page.close();
    }
  });

  it('fetches the dialog and React when the visitor stirs, before a click trigger fires', async () => {
    const { page, requests, popup } = await openPopupPage(
      browser.context(),
      demo.url('/pages/popup/click'),
    );
    try {
      expect(chunk(requests, 'popup')).toBe(true);
      // Its trigger is armed by the rules chunk.
      expect(chunk(requests, 'popup-rules')).toBe(true);
      // Nothing the visitor did could fire the trigger yet: the dialog waits.
      await expect.poll(async () => (await popup.details()).triggers).toEqual(['click']);
      await hydrationSettled(page);
      expect(chunk(requests, 'popup-dialog')).toBe(false);
      expect(chunk(requests, 'react-parts')).toBe(false);
      await page.mouse.move(20, 20);
      await page.mouse.move(60, 80);
      await expect
        .poll(
          () =>
            chunk(requests, 'popup-dialog') &&
            chunk(requests, 'popup-shell') &&
            chunk(requests, 'react-parts'),
        )
        .toBe(true);
      expect(await popup.visible()).toBe(false);
      // The closed dialog waits, hidden, for the trigger.
      await expect.poll(() => page.locator(popup.modal).count()).toBe(1);
      const before = requests.length;
      for (let i = 0; i < 3; i++) await page.click('h1');
      await expect.poll(popup.visible).toBe(true);
      expect(requests.slice(before).filter((url) => url.includes('/chunks/'))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('without rules or triggers, loads neither the rules chunk nor React until the popup is first opened, and still opens', async () => {
    const { page, requests, popup } = await openPopupPage(
      browser.context(),
      demo.url('/pages/popup/action-links'),
    );
    try {
      await hydrationSettled(page);
      expect(chunk(requests, 'popup')).toBe(true);
      // No display rule and no trigger: the rules chunk is never needed.
      expect(chunk(requests, 'popup-rules')).toBe(false);
      expect(chunk(requests, 'react-parts')).toBe(false);
      // Only links open it, so before any interaction not even its boot part is fetched.
      expect(chunk(requests, 'popup-boot')).toBe(false);
      // A click no pointer movement announced (a keyboard or a script): it waits for the code.
      await page.locator('.open-link').first().dispatchEvent('click');
      await expect.poll(popup.visible).toBe(true);
      expect(chunk(requests, 'popup-boot')).toBe(true);
      expect(chunk(requests, 'react-parts')).toBe(true);
    } finally {
      await page.close();
    }
  });
});
