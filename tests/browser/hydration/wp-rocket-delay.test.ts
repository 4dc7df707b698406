// Islet as deployed on a site whose WP Rocket delays every script until the first interaction
// (the recorded `infinite-outsource` page carries WP Rocket's loader): the runtime is parked like
// the rest and starts when WP Rocket runs it, after the visitor's first move; the head script is
// left out of the delay (`Islet_Optimizers`), so the stretched sections are full width at once.
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';

const demo = useDemoServer();
const browser = useBrowser();

const PAGE = '/recorded/Paiddude__infinite-outsource__index.html?runtime=islet-jquery';

describe('Islet under WP Rocket’s delayed scripts', () => {
  it('stretches at load, and starts at the first interaction with the rest of the scripts', async () => {
    const page = await browser.context().newPage();
    try {
      await page.goto(demo.url(PAGE), { waitUntil: 'load' });
      const { islet, parked, widths, viewport } = await page.evaluate(() => ({
        islet: 'islet' in window,
        parked: !!document.querySelector(
          'script[type="rocketlazyloadscript"][data-rocket-type="module"]#islet-js-module',
        ),
        widths: [...document.querySelectorAll<HTMLElement>('.elementor-section-stretched')].map(
          (section) => section.getBoundingClientRect().width,
        ),
        viewport: document.documentElement.clientWidth,
      }));
      expect(parked).toBe(true);
      expect(islet).toBe(false);
      expect(widths.length).toBeGreaterThan(0);
      for (const width of widths) expect(width).toBe(viewport);

      // WP Rocket's loader runs the parked scripts on the first pointer move, key or touch.
      await page.mouse.move(40, 40);
      await page.mouse.move(80, 80);
      await page.waitForFunction(() => 'islet' in window);
      await waitForIsletReady(page);
      const rows = await inspect(page);
      expect(rows.filter((row) => row.status === 'failed')).toEqual([]);
      expect(rows.some((row) => row.status === 'active')).toBe(true);
    } finally {
      await page.close();
    }
  });
});
