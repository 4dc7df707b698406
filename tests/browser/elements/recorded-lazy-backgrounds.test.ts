import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { recordedPath } from '../recorded-fixtures.ts';
import { useElementsDemoServer } from './elements-demo-server.ts';

const demo = useElementsDemoServer();
const browser = useBrowser();

// Builder 3.18: the older lazy-loaded backgrounds (`data-e-bg-lazyload`, class `lazyloaded`).
const CFC = 'fastandstatic__cfc-static__diseno-de-sonrisa_index.html';
const HERO = '[data-id="ecb20c8"]';
// The page's last lazy-loaded container, far below the first viewport.
const LOW = '[data-id="8ec049d"]';

// Passed to the page as source: it must not close over anything.
const shown = (element: Element) => ({
  loaded: element.classList.contains('lazyloaded'),
  image: getComputedStyle(element).backgroundImage,
});

describe('the builder’s older lazy-loaded backgrounds on the recorded cfc page, 412 × 823', () => {
  // `islet`: the page's scripts all go, the builder's inline observer with them; `islet-jquery`:
  // what the WordPress plugin leaves, the builder's inline observer included; `original`: the
  // builder alone, to compare.
  it.each(['islet', 'islet-jquery', 'original'])(
    'runtime=%s: the hero shows its background, a low container once scrolled near',
    async (runtime) => {
      const { page, pageErrors } = await openPage(
        browser.context(),
        demo.url(recordedPath(CFC, `?runtime=${runtime}`)),
        (p) => p.setViewportSize({ width: 412, height: 823 }),
      );
      try {
        if (runtime !== 'original') await waitForIsletReady(page);
        await expect
          .poll(() => page.$eval(HERO, shown))
          .toEqual({ loaded: true, image: expect.stringMatching(/^url\(/) });
        expect(await page.$eval(LOW, (element) => element.classList.contains('lazyloaded'))).toBe(
          false,
        );
        await page.$eval(LOW, (element) => element.scrollIntoView());
        await expect
          .poll(() => page.$eval(LOW, (element) => element.classList.contains('lazyloaded')))
          .toBe(true);
        // Only Islet's own variant: under islet-jquery the site's kept tracking script throws
        // (`Cookies is not defined`: the plugin's list drops js-cookie, which it needs).
        if (runtime === 'islet') expect(pageErrors.map(String)).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
