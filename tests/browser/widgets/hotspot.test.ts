import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { useWidgetsDemo } from './widgets-demo.ts';

const demo = useWidgetsDemo();
const browser = useBrowser();

describe('hotspot in the browser', () => {
  it('places each tooltip on its side, kept inside the viewport, and opens by keyboard', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/widgets/hotspot'),
    );
    try {
      await waitForIsletReady(page);
      await page.setViewportSize({ width: 800, height: 700 });
      const widget = '[data-id="a000013"]';
      const buttons = page.locator(`${widget} .e-hotspot__button`);
      const tooltips = page.locator(`${widget} .e-hotspot__tooltip`);
      await buttons.nth(1).click();
      await expect.poll(() => tooltips.nth(1).isVisible()).toBe(true);
      const box = async (index: number) => ({
        button: (await buttons.nth(index).boundingBox())!,
        tooltip: (await tooltips.nth(index).boundingBox())!,
      });
      // Placed above its marker, centred on it.
      await expect
        .poll(async () => {
          const { button, tooltip } = await box(1);
          return [
            Math.round(tooltip.y + tooltip.height) <= Math.round(button.y),
            Math.abs(tooltip.x + tooltip.width / 2 - (button.x + button.width / 2)) < 2,
          ];
        })
        .toEqual([true, true]);
      expect(await axeViolations(page, { selector: widget })).toEqual([]);

      // With the first marker at the viewport's top edge the tooltip flips below it.
      await buttons.nth(0).evaluate((b) => window.scrollBy(0, b.getBoundingClientRect().top - 10));
      await buttons.nth(0).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => tooltips.nth(0).isVisible()).toBe(true);
      expect(await tooltips.nth(1).isVisible()).toBe(false);
      await expect
        .poll(async () => {
          const { button, tooltip } = await box(0);
          return tooltip.y >= button.y + button.height;
        })
        .toBe(true);
      // The last sits at the right edge: shifted left to stay on screen.
      await buttons.nth(2).click();
      await expect
        .poll(async () => {
          const { tooltip } = await box(2);
          return tooltip.x + tooltip.width <= 800;
        })
        .toBe(true);
      await page.keyboard.press('Escape');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
