import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoServer } from './demo-server.ts';
import { openPage, useBrowser } from './harness.ts';
import { waitForIsletReady } from './islet-api.ts';
import { layoutShifts, watchLayoutShifts } from './layout-shift.ts';
import { hydrationSettled, renderingSteps } from './page-settled.ts';
import { recordedPath } from './recorded-fixtures.ts';
import { intersectionsDelivered } from './scroll-stop.ts';

const demo = useDemoServer();
const browser = useBrowser();

/**
 * What Islet inserts or restyles for motion effects and sticky elements, under the class names the
 * original gives them too, so the same selector measures both runtimes: the background layer's
 * container, the node a motion effect moves, a sticky element and the spacer holding its place.
 * Carousels and stretched sections have their own recorded-page tests.
 */
const ISLET_OWN = [
  '.elementor-motion-effects-container',
  '.elementor-motion-effects-element',
  '.elementor-sticky',
  '.elementor-sticky__spacer',
].join(', ');

/** The recorded pages with motion effects or sticky elements. */
const PAGES = [
  'FuYon__love-darling-marketing-website__index.html',
  'Orbi1025__EthereumDay__index.html',
  'ayyazahmad__grandwestvet.com__advanced-digital-radiography-at-grand-ave-vet-clinic_index.html',
  'health-solution__health-solution.github.io__index.html',
];

/** Lighthouse's mobile emulation is near the first, its desktop the second. */
const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1350, height: 940 },
};

/** Down the page a viewport at a time, so every sticky element and motion effect runs. */
async function scrollThrough(page: Page) {
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: innerHeight,
  }));
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await intersectionsDelivered(page);
  }
  await renderingSteps(page);
}

/** The layout shift, summed, of which one of `ISLET_OWN` was a source, and those shifts. */
async function ownShift(
  file: string,
  runtime: 'islet' | 'original',
  viewport: keyof typeof VIEWPORTS,
) {
  const { page, pageErrors } = await openPage(
    browser.context(),
    demo.url(recordedPath(file, `?runtime=${runtime}`)),
    async (p) => {
      await p.setViewportSize(VIEWPORTS[viewport]);
      await watchLayoutShifts(p, ISLET_OWN);
    },
  );
  try {
    if (runtime === 'islet') {
      await waitForIsletReady(page);
      await hydrationSettled(page, 30_000);
    } else {
      await page.waitForLoadState('load');
      await renderingSteps(page);
    }
    await scrollThrough(page);
    const own = (await layoutShifts(page)).filter((shift) => shift.own);
    return {
      value: own.reduce((sum, shift) => sum + shift.value, 0),
      own,
      pageErrors: runtime === 'islet' ? pageErrors.map(String) : [],
    };
  } finally {
    await page.close();
  }
}

describe('layout shift from what Islet inserts or restyles on the recorded pages', () => {
  for (const file of PAGES)
    for (const viewport of ['mobile', 'desktop'] as const)
      it(`${file} (${viewport}): no more than the original's`, async () => {
        const original = await ownShift(file, 'original', viewport);
        const islet = await ownShift(file, 'islet', viewport);
        console.info(
          `layout shift ${file} ${viewport}: Islet ${islet.value.toFixed(4)}, original ${original.value.toFixed(4)}`,
        );
        // A hundredth of the smallest shift Lighthouse shows is timing, not a moved element.
        expect(islet.value, JSON.stringify(islet.own)).toBeLessThanOrEqual(original.value + 0.001);
        expect(islet.pageErrors).toEqual([]);
      });
});
