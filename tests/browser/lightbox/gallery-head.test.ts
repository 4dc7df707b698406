// islet-head.js on the demo's gallery page, each layout: the page gets the head script's code in
// `<head>` (as the plugin prints it inline), and the gallery is laid out before the first paint,
// with the boxes the gallery behaviour then keeps. Without it the page paints the gallery 1 px
// high and moves everything below once the behaviour lays it out.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { layoutShifts, watchLayoutShifts } from '../layout-shift.ts';
import { renderingSteps } from '../page-settled.ts';

const demo = useDemoServer();
const browser = useBrowser();

const HEAD_CODE = readFileSync(
  new URL('../../../packages/runtime/dist/islet-head.js', import.meta.url),
  'utf8',
);
const PATH = '/pages/lightbox/gallery';

async function laidOut(layout: string, head: boolean) {
  const { page, pageErrors } = await openPage(
    browser.context(),
    demo.url(`${PATH}?settings=${encodeURIComponent(JSON.stringify({ gallery_layout: layout }))}`),
    async (tab) => {
      await tab.setViewportSize({ width: 900, height: 800 });
      await watchLayoutShifts(tab, '.elementor-widget-gallery');
      if (head)
        await tab.route(
          (url) => url.pathname === PATH,
          async (route) => {
            const response = await route.fetch();
            const html = (await response.text()).replace(
              '</head>',
              `<script>${HEAD_CODE}</script></head>`,
            );
            await route.fulfill({ response, body: html });
          },
        );
    },
  );
  try {
    await waitForIsletReady(page);
    await expect
      .poll(async () => (await inspect(page)).find((row) => row.id === 'ga11e71')?.status)
      .toBe('active');
    await renderingSteps(page);
    return {
      shift: (await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0),
      boxes: await page.$$eval('.e-gallery-item', (items) =>
        items.map((item) => {
          const r = item.getBoundingClientRect();
          return [r.x, r.y, r.width, r.height].map(Math.round).join(',');
        }),
      ),
      // Every mark taken over by the behaviour.
      marks: await page.$$eval('[data-islet-head-style]', (marked) => marked.length),
      pageErrors: pageErrors.map(String),
    };
  } finally {
    await page.close();
  }
}

describe('islet-head.js lays the gallery out before the first paint', () => {
  it.each(['grid', 'masonry', 'justified'])(
    '%s: no layout shift, the behaviour’s boxes',
    async (layout) => {
      const without = await laidOut(layout, false);
      const withHead = await laidOut(layout, true);
      // What the head script is for: without it the page below the gallery moves.
      expect(without.shift).toBeGreaterThan(0.05);
      expect(withHead.shift).toBeLessThan(0.001);
      expect(withHead.boxes).toEqual(without.boxes);
      expect(withHead.marks).toBe(0);
      expect(withHead.pageErrors).toEqual([]);
    },
  );
});
