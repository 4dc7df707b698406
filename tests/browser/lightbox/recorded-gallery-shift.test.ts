// The Pro gallery near the top of a recorded page on a phone: 1 px high until a script lays it
// out, so the original (and Islet before `islet-head.js` laid galleries out) moves everything
// below it down after the first paint, a layout shift of 0.75 that costs the page about 25
// Lighthouse points. With the head script it is at its final size in the first paint, and the
// gallery behaviour that takes it over moves nothing.
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { layoutShifts, watchLayoutShifts } from '../layout-shift.ts';
import { renderingSteps } from '../page-settled.ts';
import { recordedPath } from '../recorded-fixtures.ts';

const demo = useDemoServer();
const browser = useBrowser();

const FILE = 'fastandstatic__granmalecon-static__galeria_sector-recreodeportivo_index.html';
const GALLERY = '.elementor-widget-gallery';
const CONTAINER = `${GALLERY} .elementor-gallery__container`;

/** The page's layout shifts until its gallery is laid out by `runtime`, and the gallery's height. */
async function galleryLoad(runtime: 'islet' | 'original') {
  const { page, pageErrors } = await openPage(
    browser.context(),
    demo.url(recordedPath(FILE, `?runtime=${runtime}`)),
    async (p) => {
      // Lighthouse's mobile emulation.
      await p.setViewportSize({ width: 390, height: 844 });
      await watchLayoutShifts(p, GALLERY);
    },
  );
  try {
    if (runtime === 'islet') {
      await waitForIsletReady(page);
      const id = await page.$eval(GALLERY, (element) => (element as HTMLElement).dataset.id);
      await expect
        .poll(async () => (await inspect(page)).find((row) => row.id === id)?.status, {
          timeout: 15_000,
        })
        .toBe('active');
    } else {
      await page.waitForLoadState('load');
      // The builder's e-gallery: laid out once it is more than its 1 px.
      await page.waitForFunction(
        (selector) => document.querySelector(selector)!.getBoundingClientRect().height > 10,
        CONTAINER,
      );
    }
    await renderingSteps(page);
    const shifts = await layoutShifts(page);
    return {
      shift: shifts.reduce((sum, entry) => sum + entry.value, 0),
      shifts,
      height: await page.$eval(CONTAINER, (element) => element.getBoundingClientRect().height),
      pageErrors: runtime === 'islet' ? pageErrors.map(String) : [],
    };
  } finally {
    await page.close();
  }
}

describe('the Pro gallery on a recorded page, laid out before the first paint', () => {
  it(`${FILE} (390 px): no layout shift, the original's height`, async () => {
    const original = await galleryLoad('original');
    const islet = await galleryLoad('islet');
    console.info(
      `gallery layout shift: Islet ${islet.shift.toFixed(4)}, original ${original.shift.toFixed(4)}; height ${islet.height} / ${original.height}`,
    );
    // What the test is about: the original still pushes the page down when it lays the gallery out.
    expect(original.shift).toBeGreaterThan(0.5);
    expect(islet.shift, JSON.stringify(islet.shifts)).toBeLessThan(0.01);
    expect(original.height).toBeGreaterThan(100);
    expect(Math.abs(islet.height - original.height)).toBeLessThanOrEqual(1);
    expect(islet.pageErrors).toEqual([]);
  });
});
