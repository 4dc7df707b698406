import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { renderingSteps } from '../page-settled.ts';
import { useWidgetsDemo } from './widgets-demo.ts';

const demo = useWidgetsDemo();
const browser = useBrowser();

// The builder prints floating bars with `role="alertdialog"` and no accessible name, and their
// close button with `aria-controls="e-floating-bars"`, an id nothing has: the server's markup, not
// a state of Islet's.
const SERVER_MARKUP_RULES = ['aria-dialog-name', 'aria-valid-attr-value'];

describe('contact buttons in the browser', () => {
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

  it('a timed chat button appears only after its delay, without moving anything; axe clean', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/widgets/contact-buttons?delay=1500'),
    );
    try {
      await waitForIsletReady(page);
      const widget = '[data-id="a000021"]';
      const chat = page.locator(`${widget} .e-contact-buttons__chat-button`);
      const before = await chat.boundingBox();
      // When the button gets `visible`, in ms since the navigation started.
      const shownAt = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const button = document.querySelector('.e-contact-buttons__chat-button')!;
            if (button.classList.contains('visible')) return resolve(-1);
            if (getComputedStyle(button).opacity !== '0') return resolve(-2);
            new MutationObserver(() => {
              if (button.classList.contains('visible')) resolve(performance.now());
            }).observe(button, { attributes: true, attributeFilter: ['class'] });
          }),
      );
      expect(shownAt).toBeGreaterThanOrEqual(1500);
      await expect
        .poll(() => chat.evaluate((button) => getComputedStyle(button).opacity))
        .toBe('1');
      expect(await chat.boundingBox()).toEqual(before);
      expect(await axeViolations(page, { selector: widget })).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('floating bars in the browser', () => {
  it('a sticky top ticker pads the page; dismissed by its close button', async () => {
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
      expect(
        await axeViolations(page, {
          selector: '[data-id="a000022"]',
          disable: SERVER_MARKUP_RULES,
        }),
      ).toEqual([]);
      await page.locator('.e-floating-bars__close-button').click();
      await expect.poll(() => bar.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.body.style.paddingTop)).toBe('');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("a sticky top bar holds the page's sticky elements below it until it is dismissed", async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/widgets/floating-bars?sticky&stickyheader'),
    );
    try {
      await waitForIsletReady(page);
      const bar = page.locator('.e-floating-bars');
      const header = page.locator('[data-id="a000023"]:not(.elementor-sticky__spacer)');
      const barHeight = Math.round((await bar.boundingBox())!.height);
      expect(barHeight).toBeGreaterThan(0);
      await page.evaluate(() => window.scrollTo(0, 600));
      // Stuck, just below the bar rather than under it.
      await expect
        .poll(async () => {
          const box = await header.boundingBox();
          return [
            await header.evaluate((node) => node.classList.contains('elementor-sticky--active')),
            Math.round(box!.y),
          ];
        })
        .toEqual([true, barHeight]);
      await page.locator('.e-floating-bars__close-button').click();
      await expect.poll(async () => Math.round((await header.boundingBox())!.y)).toBe(0);
      // Scrolled back to the top and down again, it sticks at the top of the window.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect
        .poll(() => header.evaluate((node) => node.classList.contains('elementor-sticky--active')))
        .toBe(false);
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(async () => Math.round((await header.boundingBox())!.y)).toBe(0);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a top bar that does not stick: its document becomes the first band of the page', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/widgets/floating-bars?variant=floating-bars-var-3'),
    );
    try {
      await waitForIsletReady(page);
      await expect
        .poll(() =>
          page.evaluate(() => document.body.firstElementChild?.getAttribute('data-elementor-id')),
        )
        .toBe('90');
      expect((await page.locator('.e-floating-bars').boundingBox())!.y).toBe(0);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the ticker scrolls by itself; pause stops it and hands the focus to play; axe clean', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/widgets/floating-bars'),
    );
    try {
      await waitForIsletReady(page);
      const row = page.locator('.e-floating-bars__headlines-inner').first();
      const offset = () =>
        row.evaluate((node) => new DOMMatrix(getComputedStyle(node).transform).m41);
      const start = await offset();
      await expect.poll(offset).not.toBe(start);
      await page.locator('.e-floating-bars__pause-button').focus();
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.className)).toContain('play-button');
      const paused = await offset();
      // A running ticker would have moved in these frames.
      await renderingSteps(page, 6);
      expect(await offset()).toBe(paused);
      // Copies are silent: not announced, not in the tab order.
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll('.e-floating-bars__headlines-inner--clone a')].every(
            (link) =>
              link.closest('[aria-hidden="true"]') && link.getAttribute('tabindex') === '-1',
          ),
        ),
      ).toBe(true);
      expect(
        await axeViolations(page, {
          selector: '[data-id="a000022"]',
          disable: SERVER_MARKUP_RULES,
        }),
      ).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('an "on page scroll" ticker moves by the scroll distance', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/widgets/floating-bars?type=scroll&sticky'),
    );
    try {
      await waitForIsletReady(page);
      const row = page.locator('.e-floating-bars__headlines-inner').first();
      await page.mouse.wheel(0, 300);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const scrolled = await page.evaluate(() => window.scrollY);
      await expect
        .poll(() => row.evaluate((node) => node.style.transform))
        .toBe(`translateX(-${scrolled}px)`);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the coupon enters after its delay and copies its code', async () => {
    const context = browser.context();
    const url = demo.url('/pages/widgets/floating-bars?variant=floating-bars-var-3&sticky');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(url).origin,
    });
    const { page, pageErrors } = await openPage(context, url);
    try {
      await waitForIsletReady(page);
      const coupon = page.locator('.e-floating-bars__coupon-button');
      await expect.poll(() => coupon.getAttribute('class')).toContain('visible');
      await coupon.click();
      await expect
        .poll(() => page.locator('.e-floating-bars__coupon-success').isVisible())
        .toBe(true);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('NEW10');
      await expect
        .poll(() => page.locator('.e-floating-bars [role="status"]').textContent())
        .toBe('Copied');
      await expect
        .poll(() => page.locator('.e-floating-bars__coupon-code').isVisible(), { timeout: 4000 })
        .toBe(true);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
