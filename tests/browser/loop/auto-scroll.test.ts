import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { useLoopDemoServer } from './loop-demo-server.ts';
import { isBusy, search } from './loop-page.ts';

const demo = useLoopDemoServer();
const browser = useBrowser();

const PRODUCTS = 'b2c3d4e';

describe('AJAX pagination with auto_scroll', () => {
  it('brings the grid’s top into view and moves focus to the new current page', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/loop/two-grids/'),
      (p) => p.setViewportSize({ width: 1200, height: 300 }),
    );
    try {
      await waitForIsletReady(page);
      const top = () =>
        page.evaluate(
          (id) =>
            Math.round(
              document.querySelector(`.elementor-element-${id}`)!.getBoundingClientRect().top,
            ),
          PRODUCTS,
        );
      const link = page.locator(`.elementor-element-${PRODUCTS} a.page-numbers.next`);
      await link.scrollIntoViewIfNeeded();
      expect(await top()).toBeLessThan(-20);
      await link.click();
      await expect.poll(() => search(page)).toBe(`?e-page-${PRODUCTS}=2`);
      await expect.poll(() => isBusy(page, PRODUCTS)).toBe(false);
      await expect.poll(top).toBeGreaterThanOrEqual(-1);
      expect(await page.evaluate(() => document.activeElement?.className ?? '')).toContain(
        'current',
      );
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
