import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { useWidgetsDemo } from './widgets-demo.ts';

const demo = useWidgetsDemo();
const browser = useBrowser();

describe('text path in the browser', () => {
  it('draws the text along the wave, and the linked one is a link', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/widgets/text-path'),
    );
    try {
      await waitForIsletReady(page);
      const text = page.locator('[data-id="a000019"] svg text');
      await expect.poll(() => text.count()).toBe(1);
      // Laid along the path: the glyphs climb and fall with the wave.
      const heights = await text.evaluate((node) => {
        const t = node as SVGTextElement;
        return [0, Math.floor(t.getNumberOfChars() / 2)].map((i) => t.getStartPositionOfChar(i).y);
      });
      expect(Math.abs(heights[0]! - heights[1]!)).toBeGreaterThan(10);
      const link = page.locator('[data-id="a000020"] svg a');
      expect(await link.getAttribute('href')).toContain('/pages/widgets/all');
      expect(await axeViolations(page, { selector: '[data-id="a000019"]' })).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
