import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { useLoopDemoServer } from './loop-demo-server.ts';

const demo = useLoopDemoServer();
const browser = useBrowser();

describe('filter row drag-scroll (horizontal_scroll)', () => {
  it('starts at the configured end, drags by the pointer delta, clears its classes on release', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/loop/infinite/'),
    );
    try {
      await waitForIsletReady(page);
      const row = page.locator('.elementor-element-f4d5e6f .e-filter');
      const read = () =>
        row.evaluate((el: HTMLElement) => ({
          left: Math.round(el.scrollLeft),
          max: el.scrollWidth - el.clientWidth,
          justify: el.style.getPropertyValue('--e-filter-justify-content'),
          classes: el.className,
        }));
      await expect.poll(async () => (await read()).justify).toBe('start');
      const start = await read();
      expect(start.max).toBeGreaterThan(50);
      expect(start.left).toBe(start.max);

      const box = (await row.boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 150, y);
      await page.mouse.down();
      expect((await read()).classes).toContain('e-scroll');
      // Small moves scroll by their delta: 3 × 10 px to the right scrolls 30 px back.
      for (const x of [160, 170, 180]) await page.mouse.move(box.x + x, y);
      const dragged = await read();
      expect(dragged.left).toBe(start.max - 30);
      expect(dragged.classes).toContain('e-scroll-active');
      // One jump of 60 px moves only 5.
      await page.mouse.move(box.x + 240, y);
      expect((await read()).left).toBe(start.max - 35);
      await page.mouse.up();
      expect((await read()).classes).not.toMatch(/e-scroll/);
      await page.mouse.move(box.x + 100, y);
      expect((await read()).left).toBe(start.max - 35);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
