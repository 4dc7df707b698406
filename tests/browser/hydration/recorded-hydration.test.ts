// Hydration on recorded pages (docs/architecture.md, "Hydration"): an interaction that comes
// before an element is ready still does its job, and no hydration work runs while the page scrolls.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCROLL_QUIET_MS, SLICE_MEASURE } from '../../../packages/core/src/hydration.ts';
import { scrollToBottom } from '../../../scripts/bench/scroll-gesture.mjs';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { holdRequests } from '../held-requests.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { firstViewportConnected } from '../page-settled.ts';
import { recordedPath } from '../recorded-fixtures.ts';

const demo = useDemoServer();
const browser = useBrowser();

const OUTSOURCING = 'Paiddude__infinite-outsource__index.html';
const DESIGN = 'samedaydaas__samedaydaas.github.io__index.html';
const VET =
  'ayyazahmad__grandwestvet.com__advanced-digital-radiography-at-grand-ave-vet-clinic_index.html';

/** The inspector's reason for `id` at the first pointerdown, before Islet's own listeners see it. */
const noteReasonAtPointerdown = (id: string) => (page: Page) =>
  page.addInitScript((watched) => {
    const state = window as unknown as Record<string, unknown>;
    addEventListener(
      'pointerdown',
      () => {
        const islet = state.islet as { inspect(): { id: string; reason: string }[] };
        state.reasonAtPointerdown ??= islet.inspect().find((row) => row.id === watched)?.reason;
      },
      true,
    );
  }, id);

const chunkLoaded = (page: Page, name: string) =>
  page.waitForFunction(
    (chunk) => 'chunks' in window.islet && window.islet.chunks.state(chunk) === 'loaded',
    name,
  );

describe('interactions before hydration', () => {
  it('a click on a carousel arrow before swiper has arrived moves the carousel once it has', async () => {
    const carousel = '[data-id="334ae1b0"]';
    let deliver = () => {};
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url(recordedPath(DESIGN)),
      async (tab) => {
        await tab.setViewportSize({ width: 1280, height: 800 });
        await noteReasonAtPointerdown('334ae1b0')(tab);
        deliver = await holdRequests(tab, /\/chunks\/swiper-core-[\w-]+\.js$/);
      },
    );
    try {
      await chunkLoaded(page, 'hydration');
      // The carousel's own chunk in, so the click finds it waiting for swiper alone (on a loaded
      // machine it could still find the carousel chunk on its way, a different waiting reason).
      await chunkLoaded(page, 'carousel');
      await page.locator(`${carousel} .elementor-swiper-button-next`).click();
      expect(
        await page.evaluate(
          () => (window as unknown as Record<string, unknown>).reasonAtPointerdown,
        ),
      ).toBe('carousel: loading chunk swiper');
      deliver();
      await expect
        .poll(() =>
          page.evaluate((selector) => {
            const active = document.querySelector(`${selector} .swiper-slide-active`);
            return active?.getAttribute('data-swiper-slide-index') ?? null;
          }, carousel),
        )
        .toBe('1');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      deliver();
      await page.close();
    }
  });

  it('a click on a menu toggle whose code is still on its way opens the menu once it arrives', async () => {
    let deliver = () => {};
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url(recordedPath(VET)),
      async (tab) => {
        await tab.setViewportSize({ width: 390, height: 844 });
        deliver = await holdRequests(tab, /\/chunks\/nav-menu-[\w-]+\.js$/);
      },
    );
    try {
      await chunkLoaded(page, 'hydration');
      const toggle = page.locator('[data-id="2290c5e2"] .elementor-menu-toggle');
      expect((await inspect(page)).find((row) => row.id === '2290c5e2')?.reason).toMatch(
        /loading chunk nav-menu/,
      );
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).not.toBe('true');
      deliver();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await expect
        .poll(() => toggle.evaluate((element) => element.classList.contains('elementor-active')))
        .toBe(true);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      deliver();
      await page.close();
    }
  });
});

// Scrolled as soon as the first viewport is up, while idle hydration still has work: that work
// waits until the scrolling stops. Asserted on what Islet starts, not on how long frames take, so
// a loaded machine cannot fail it: every slice of idle hydration (the `islet:hydration` measure)
// starts at least SCROLL_QUIET_MS after the scroll event before it. (Work a first-viewport element
// puts off until a download arrives, such as swiper's build, waits in the same queue while the
// visitor scrolls: hydration.dom.test.ts.)
describe('scrolling a recorded page', () => {
  const pages = [
    DESIGN,
    'fastandstatic__granmalecon-static__galeria_sector-recreodeportivo_index.html',
    'FuYon__love-darling-marketing-website__index.html',
    OUTSOURCING,
  ];
  it.each(pages)('%s: starts no hydration work while the visitor scrolls', async (file) => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url(recordedPath(file)),
      (tab) => tab.setViewportSize({ width: 1280, height: 800 }),
    );
    try {
      await firstViewportConnected(page);
      await chunkLoaded(page, 'hydration');
      await page.evaluate(() => {
        const scrolls: number[] = [];
        (window as unknown as { scrolls: number[] }).scrolls = scrolls;
        // The event's own time: Islet's listener, wherever it runs, saw the event no earlier.
        addEventListener('scroll', (event) => scrolls.push(event.timeStamp), {
          capture: true,
          passive: true,
        });
      });
      const cdp = await page.context().newCDPSession(page);
      const height = await scrollToBottom(page, cdp);
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(height / 2);
      await waitForIsletReady(page);
      const { scrolls, slices } = await page.evaluate(
        (measure) => ({
          scrolls: (window as unknown as { scrolls: number[] }).scrolls,
          slices: performance.getEntriesByName(measure).map((entry) => entry.startTime),
        }),
        SLICE_MEASURE,
      );
      expect(scrolls.length).toBeGreaterThan(0);
      const scrolling = (time: number) =>
        scrolls.some((scroll) => scroll <= time && time < scroll + SCROLL_QUIET_MS);
      expect(slices.filter(scrolling)).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

// Safari has no idle callbacks: there, idle time is a yield like the first viewport's slices, and
// the queue once opened as soon as its chunk arrived, so its slices took turns with the first
// viewport's (hydration.dom.test.ts has the order element by element). At 4× CPU, as on a phone,
// the first viewport takes several slices; idle hydration starts only after its last one.
describe('a browser without idle callbacks', () => {
  const pages = ['Orbi1025__EthereumDay__index.html', DESIGN, OUTSOURCING];
  it.each(pages)('%s: starts idle hydration after the first viewport', async (file) => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url(recordedPath(file)),
      async (tab) => {
        await tab.setViewportSize({ width: 390, height: 844 });
        await tab.addInitScript(() => {
          delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
        });
        const cdp = await tab.context().newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      },
    );
    try {
      await waitForIsletReady(page);
      const { firstViewport, slices } = await page.evaluate(
        (measure) => ({
          firstViewport: performance.getEntriesByName('islet:first-viewport')[0]!.startTime,
          slices: performance.getEntriesByName(measure).map((entry) => entry.startTime),
        }),
        SLICE_MEASURE,
      );
      expect(slices.length).toBeGreaterThan(0);
      expect(slices.filter((start) => start < firstViewport)).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
