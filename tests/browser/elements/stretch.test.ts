import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useElementsDemoServer } from './elements-demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import type { LayoutShiftEntry } from '../layout-shift.ts';
import { hydrationSettled, renderingSteps } from '../page-settled.ts';

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

  /** Layout shift of the page's first second, as the browser scores it (CLS sources). */
  async function layoutShift(path: string, width: number) {
    const { page, pageErrors } = await openPage(browser.context(), demo.url(path), (p) =>
      p.setViewportSize({ width, height: 800 }),
    );
    try {
      await waitForIsletReady(page);
      // The stretch chunk connects after `islet.ready`'s scan; give it time to have written.
      await expect.poll(async () => (await boxes(page)).stretched.left).toBe(0);
      // Every shift Islet's writes could cause has been laid out and recorded by then.
      await hydrationSettled(page);
      await renderingSteps(page);
      const shift = await page.evaluate(() => {
        const observer = new PerformanceObserver(() => {});
        // A buffered observer holds every shift so far at once: nothing to wait for.
        observer.observe({ type: 'layout-shift', buffered: true });
        const entries = observer.takeRecords() as LayoutShiftEntry[];
        observer.disconnect();
        return entries.reduce(
          (total, entry) => total + (entry.hadRecentInput ? 0 : entry.value),
          0,
        );
      });
      expect(pageErrors.map(String)).toEqual([]);
      return shift;
    } finally {
      await page.close();
    }
  }

  for (const width of [1366, 390]) {
    it(`are painted stretched from the first paint at ${width} px: no layout shift`, async () => {
      expect(await layoutShift('/pages/elements/stretch', width)).toBe(0);
      expect(await layoutShift('/pages/elements/stretch?rtl=1', width)).toBe(0);
    });
  }

  it('without the head script the section is painted narrow first and shifts', async () => {
    // What the head script prevents; if this ever reads 0, the test above proves nothing.
    expect(await layoutShift('/pages/elements/stretch?head=0', 1366)).toBeGreaterThan(0);
  });
});
