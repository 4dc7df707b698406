import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { useWidgetsDemo } from './widgets-demo.ts';

const demo = useWidgetsDemo();
const browser = useBrowser();

describe('contact buttons and floating bars in the browser', () => {
  it('contact panel: opens by keyboard, Escape closes and returns focus; axe clean', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/widgets/contact-buttons'),
    );
    try {
      await waitForIsletReady(page);
      const widget = '[data-id="a000021"]';
      const chat = page.locator(`${widget} .e-contact-buttons__chat-button`);
      const panel = page.locator(`${widget} .e-contact-buttons__content-wrapper`);
      await expect.poll(() => panel.isVisible()).toBe(false);
      await chat.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => panel.isVisible()).toBe(true);
      expect(await chat.getAttribute('aria-expanded')).toBe('true');
      expect(await axeViolations(page, { selector: widget })).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.className)).toContain('chat-button');
      await chat.click();
      await expect.poll(() => panel.isVisible()).toBe(true);
      await page.mouse.click(10, 10);
      await expect.poll(() => panel.isVisible()).toBe(false);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('floating bar: a sticky top bar pads the page; dismissed by its close button', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/widgets/floating-bars?sticky'),
    );
    try {
      await waitForIsletReady(page);
      const bar = page.locator('.e-floating-bars');
      const barHeight = Math.round((await bar.boundingBox())!.height);
      await expect
        .poll(() =>
          page.evaluate(() => Math.round(parseFloat(getComputedStyle(document.body).paddingTop))),
        )
        .toBe(barHeight);
      expect(await axeViolations(page, { selector: '[data-id="a000022"]' })).toEqual([]);
      await page.locator('.e-floating-bars__close-button').click();
      await expect.poll(() => bar.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.body.style.paddingTop)).toBe('');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('floating bar: a top bar that does not stick becomes the first band of the page', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/widgets/floating-bars'),
    );
    try {
      await waitForIsletReady(page);
      await expect
        .poll(() => page.evaluate(() => document.body.firstElementChild?.getAttribute('data-id')))
        .toBe('a000022');
      expect((await page.locator('.e-floating-bars').boundingBox())!.y).toBe(0);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
