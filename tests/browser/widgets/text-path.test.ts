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

  it('starts the text at its start point, mirrored for right to left, and aligns the shape', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/widgets/text-path'),
    );
    try {
      await waitForIsletReady(page);
      await page.setViewportSize({ width: 900, height: 900 });
      // Where the first character starts, against the point of the path at a share of its length.
      const start = (id: string, share: number) =>
        page.locator(`[data-id="${id}"] svg text`).evaluate((node, share) => {
          const text = node as SVGTextElement;
          const path = text.ownerSVGElement!.querySelector('path')!;
          const at = path.getPointAtLength(path.getTotalLength() * share);
          const first = text.getStartPositionOfChar(0);
          // A few letters on (the end of a long text may run past the path, left undrawn).
          const later = text.getStartPositionOfChar(3);
          return {
            distance: Math.hypot(first.x - at.x, first.y - at.y),
            forwards: later.x > first.x,
          };
        }, share);
      await expect.poll(() => page.locator('[data-id="a000026"] svg text').count()).toBe(1);
      // Left to right from 5 % of the wave, onwards.
      expect(await start('a000019', 0.05)).toEqual({
        distance: expect.closeTo(0, 0),
        forwards: true,
      });
      // Right to left from 10 % of the wave counted from its end, running back along it.
      expect(await start('a000026', 0.9)).toEqual({
        distance: expect.closeTo(0, 0),
        forwards: false,
      });
      // All of it is drawn on the wave (0–250 wide), none pushed past an end.
      const [left, right] = await page.locator('[data-id="a000026"] svg text').evaluate((node) => {
        const box = (node as SVGTextElement).getBBox();
        return [box.x, box.x + box.width];
      });
      expect([left! > 0, right! <= 251]).toEqual([true, true]);

      // `align: right` with a narrower `width`: the shape sits at the widget's right edge.
      const widget = (await page.locator('[data-id="a000025"]').boundingBox())!;
      const shape = (await page.locator('[data-id="a000025"] svg').boundingBox())!;
      expect(Math.round(shape.width)).toBe(300);
      expect(Math.abs(shape.x + shape.width - (widget.x + widget.width))).toBeLessThan(1);
      expect(await axeViolations(page, { selector: '[data-id="a000026"]' })).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
