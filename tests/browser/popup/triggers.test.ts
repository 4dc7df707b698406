import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { useBrowser } from '../harness.ts';
import { pauseClock } from '../page-clock.ts';
import { hydrationSettled, renderingSteps, scrollAndRender } from '../page-settled.ts';
import { intersectionsDelivered } from '../scroll-stop.ts';
import { openPopupPage } from './open-popup-page.ts';

const demo = useDemoServer();
const browser = useBrowser();

/**
 * Opens a trigger page once its trigger listens: a check that an input did not fire it means
 * nothing before that.
 */
async function open(
  slug: string,
  trigger: string,
  beforeNavigation?: (page: Page) => Promise<unknown>,
) {
  const opened = await openPopupPage(
    browser.context(),
    demo.url(`/pages/popup/${slug}`),
    undefined,
    beforeNavigation,
  );
  await expect.poll(async () => (await opened.popup.details()).triggers).toEqual([trigger]);
  return opened;
}

/** Scrolls to `fraction` of the page's scrollable height, and lets the frames after it run. */
const scrollToFraction = async (page: Page, fraction: number) => {
  const scrollable = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  await scrollAndRender(page, Math.round(scrollable * fraction));
};

describe('popup triggers in the browser', () => {
  it('page load: shows after its delay, once', async () => {
    const { page, popup, pageErrors, consoleWarnings } = await openPopupPage(
      browser.context(),
      demo.url('/pages/popup/page-load'),
    );
    try {
      await expect.poll(popup.visible).toBe(true);
      // The trigger disarmed itself when it fired: nothing is left to show it again.
      await hydrationSettled(page);
      await renderingSteps(page);
      expect((await popup.details()).triggers).toEqual([]);
      expect(await popup.events()).toEqual(['show:501']);
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('scrolling down: shows once the page is scrolled past 50%, not before', async () => {
    const { page, popup, pageErrors } = await open('scroll-down', 'scrolling');
    try {
      await scrollToFraction(page, 0.3);
      expect((await popup.details()).fired).toBeUndefined();
      expect(await popup.visible()).toBe(false);
      await scrollToFraction(page, 0.6);
      await expect.poll(popup.visible).toBe(true);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('scrolling up: ignores scrolling down, shows on scrolling up', async () => {
    const { page, popup } = await open('scroll-up', 'scrolling');
    try {
      await scrollToFraction(page, 0.8);
      expect((await popup.details()).fired).toBeUndefined();
      expect(await popup.visible()).toBe(false);
      await scrollToFraction(page, 0.5);
      await expect.poll(popup.visible).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('scrolling to an element: shows when the element comes into view', async () => {
    const { page, popup } = await open('scroll-to', 'scrolling_to');
    try {
      // The observer has reported the anchor out of view.
      await intersectionsDelivered(page);
      expect((await popup.details()).fired).toBeUndefined();
      expect(await popup.visible()).toBe(false);
      await page.evaluate(() => document.querySelector('#newsletter-anchor')!.scrollIntoView());
      await expect.poll(popup.visible).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('click: exactly the third visitor click on the body; script clicks do not count', async () => {
    const { page, popup } = await open('click', 'click');
    try {
      await page.evaluate(() => {
        for (let i = 0; i < 5; i++) document.body.click();
      });
      // Clicks on the page's text: on <body>, not on the <html> below it.
      await page.click('h1');
      await page.click('h1');
      // The listener counts each click as it is dispatched, and explains when it fires.
      expect((await popup.details()).fired).toBeUndefined();
      expect(await popup.visible()).toBe(false);
      await page.click('h1');
      await expect.poll(popup.visible).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('inactivity: mouse moves restart the count; shows after 1 s without input', async () => {
    // The trigger's timer runs on Playwright's clock (installed on this file's context: later
    // pages get it too, resumed, so their time flows as usual).
    const { page, popup } = await open('inactivity', 'inactivity', (page) => page.clock.install());
    try {
      await pauseClock(page);
      const fired = async () => (await popup.details()).fired !== undefined;
      // Each move restarts the 1 s count: 999 ms after it, the trigger has not fired.
      for (let i = 0; i < 3; i++) {
        await page.evaluate(
          (x) => document.dispatchEvent(new MouseEvent('mousemove', { clientX: x })),
          100 + i * 10,
        );
        await page.clock.runFor(999);
        expect(await fired()).toBe(false);
      }
      await page.clock.runFor(1);
      expect(await fired()).toBe(true);
      await expect.poll(popup.visible).toBe(true);
    } finally {
      await page.clock.resume();
      await page.close();
    }
  });

  it('exit intent: shows when the pointer leaves through the top edge only', async () => {
    const { page, popup } = await open('exit-intent', 'exit_intent');
    try {
      await page.mouse.move(600, 300);
      // Leaving through the bottom edge does nothing.
      await page.evaluate(() =>
        document.documentElement.dispatchEvent(
          new MouseEvent('mouseout', { bubbles: true, clientY: window.innerHeight + 5 }),
        ),
      );
      expect((await popup.details()).fired).toBeUndefined();
      expect(await popup.visible()).toBe(false);
      await page.mouse.move(600, 5);
      await page.mouse.move(600, -20);
      await expect.poll(popup.visible).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('ad-block detection: shows when the bait is hidden, not otherwise', async () => {
    // Not `open()`: the bait is judged 0.2 s after connect, and on a loaded machine the trigger
    // has fired, and disarmed itself, before a first look at what is armed; which one fired says it.
    const blocked = await openPopupPage(browser.context(), demo.url('/pages/popup/adblock'));
    const clean = await openPopupPage(
      browser.context(),
      demo.url('/pages/popup/no-adblock'),
      '501',
      recordBait,
    );
    try {
      await expect.poll(blocked.popup.visible).toBe(true);
      expect((await blocked.popup.details()).fired).toBe('adblock_detection');
      // The bait is gone again either way.
      expect(await blocked.page.locator('.ad-box').count()).toBe(0);
      // The clean page judged its bait (it came and went) and kept the popup closed.
      await expect
        .poll(() => clean.page.evaluate(() => (window as unknown as { bait: string[] }).bait))
        .toEqual(['added', 'removed']);
      expect((await clean.popup.details()).fired).toBeUndefined();
      expect(await clean.popup.visible()).toBe(false);
      expect(await clean.page.locator('.ad-box').count()).toBe(0);
    } finally {
      await blocked.page.close();
      await clean.page.close();
    }
  });
});

/** Records the ad-block bait's coming and going, from before the page's scripts run. */
async function recordBait(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const bait: string[] = [];
    (window as unknown as { bait: string[] }).bait = bait;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes)
          if (node instanceof Element && node.classList.contains('ad-box')) bait.push('added');
        for (const node of record.removedNodes)
          if (node instanceof Element && node.classList.contains('ad-box')) bait.push('removed');
      }
    }).observe(document, { subtree: true, childList: true });
  });
}
