import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useElementsDemoServer } from './elements-demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';

const demo = useElementsDemoServer();
const browser = useBrowser();

function boxes(page: Page) {
  return page.evaluate(() => {
    const box = (id: string) => {
      const rect = document.querySelector(`[data-id="${id}"]`)!.getBoundingClientRect();
      return { left: Math.round(rect.left), right: Math.round(rect.right) };
    };
    return {
      stretched: box('s100'),
      boxed: box('s200'),
      viewport: document.documentElement.clientWidth,
    };
  });
}

describe('stretched sections', () => {
  for (const rtl of [false, true]) {
    it(`span the viewport at 1366 and 390 px and follow resizes${rtl ? ' (RTL)' : ''}`, async () => {
      const { page, pageErrors } = await openPage(
        browser.context(),
        demo.url(`/pages/elements/stretch${rtl ? '?rtl=1' : ''}`),
        (p) => p.setViewportSize({ width: 1366, height: 800 }),
      );
      try {
        await waitForIsletReady(page);
        for (const width of [1366, 390, 1024]) {
          await page.setViewportSize({ width, height: 800 });
          await expect
            .poll(async () => {
              const { stretched, viewport } = await boxes(page);
              return [stretched.left, stretched.right - viewport];
            })
            .toEqual([0, 0]);
          // The ordinary section keeps the theme column.
          const { boxed, viewport } = await boxes(page);
          if (width > 824) expect(boxed.right - boxed.left).toBe(800);
          expect(boxed.right - boxed.left).toBeLessThan(viewport);
        }
        expect(pageErrors.map(String)).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  it('span the container the site settings name', async () => {
    const { page } = await openPage(
      browser.context(),
      demo.url(`/pages/elements/stretch?container=${encodeURIComponent('.site-wrap')}`),
      (p) => p.setViewportSize({ width: 1366, height: 800 }),
    );
    try {
      await waitForIsletReady(page);
      const wrap = await page.evaluate(() => {
        const element = document.querySelector('.site-wrap')!;
        const rect = element.getBoundingClientRect();
        return { left: Math.round(rect.left + element.clientLeft), width: element.clientWidth };
      });
      await expect
        .poll(async () => {
          const { stretched } = await boxes(page);
          return [stretched.left, stretched.right - stretched.left];
        })
        .toEqual([wrap.left, wrap.width]);
    } finally {
      await page.close();
    }
  });
});
