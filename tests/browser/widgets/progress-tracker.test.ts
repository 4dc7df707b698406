import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { useWidgetsDemo } from './widgets-demo.ts';

const demo = useWidgetsDemo();
const browser = useBrowser();

describe('progress tracker in the browser', () => {
  it('fills with the page and with its element, bar and circle', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/widgets/progress-tracker'),
    );
    try {
      await waitForIsletReady(page);
      const bar = page.locator('[data-id="a000015"] .elementor-scrolling-tracker');
      const circle = page.locator('[data-id="a000016"] .elementor-scrolling-tracker');
      await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('0');
      await page.evaluate(() =>
        window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2),
      );
      await expect
        .poll(async () => Number(await bar.getAttribute('aria-valuenow')))
        .toBeGreaterThan(45);
      expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(55);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('100');
      await expect.poll(() => circle.getAttribute('aria-valuenow')).toBe('100');
      expect(
        await page
          .locator('[data-id="a000016"] circle.current-progress')
          .evaluate((c) => getComputedStyle(c).strokeDashoffset),
      ).toBe('0px');
      expect(
        await page.locator('[data-id="a000015"] .current-progress-percentage').textContent(),
      ).toBe('100%');
      expect(await axeViolations(page, { selector: '[data-id="a000015"]' })).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
