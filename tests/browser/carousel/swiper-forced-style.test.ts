// Issue 42: building a carousel does not recalculate style once per slide. Swiper's
// `updateSlides` read each slide's `display` right after writing the previous slide's width, so
// every read forced a style recalculation; on the outsourcing page's image carousel (41 slides,
// built in idle time while Lighthouse measured, before it waited to come near) that was one per
// slide: 45 counted here at 4x CPU.
// `patches/swiper@14.4.0.patch` reads every slide's display before the loop writes. The page is
// traced from navigation until the carousel is built; each forced style recalculation whose
// JavaScript stack passes through swiper's code is counted.
import { describe, expect, it } from 'vitest';
import { TRACE_CATEGORIES, type TraceEvent } from '../../../scripts/bench/trace-window.mjs';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { recordedPath } from '../recorded-fixtures.ts';

const demo = useDemoServer();
const browser = useBrowser();

const FILE = 'Paiddude__infinite-outsource__index.html';
const CAROUSEL = '.elementor-element-6a31a833';
const SWIPER_CHUNK = /\/chunks\/swiper-core-[\w-]{7}\.js$/;

describe('a carousel build under a trace', () => {
  it('forces a style recalculation a few times, not once per slide', async () => {
    const events: TraceEvent[] = [];
    let complete: Promise<unknown> = Promise.resolve();
    let cdp: Awaited<ReturnType<ReturnType<typeof browser.context>['newCDPSession']>> | undefined;
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url(recordedPath(FILE)),
      async (tab) => {
        await tab.setViewportSize({ width: 412, height: 823 });
        cdp = await tab.context().newCDPSession(tab);
        // As Lighthouse's mobile run: the recalculations showed at 4x CPU.
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        cdp.on('Tracing.dataCollected', ({ value }) =>
          events.push(...(value as unknown as TraceEvent[])),
        );
        complete = new Promise((resolve) => cdp!.once('Tracing.tracingComplete', resolve));
        await cdp.send('Tracing.start', {
          // The stack of the script that forced a recalculation comes in its own category.
          categories: [...TRACE_CATEGORIES, 'disabled-by-default-devtools.timeline.stack'].join(
            ',',
          ),
          transferMode: 'ReportEvents',
        });
      },
    );
    try {
      // Below the first viewport it is built once it comes near.
      await page.locator(CAROUSEL).scrollIntoViewIfNeeded();
      await page.waitForSelector(`${CAROUSEL} .swiper-initialized`);
      await cdp!.send('Tracing.end');
      await complete;
      const slides = await page.locator(`${CAROUSEL} .swiper-slide`).count();
      expect(slides).toBeGreaterThanOrEqual(40);
      const forced = events.filter(
        (event) =>
          event.name === 'UpdateLayoutTree' &&
          (event.args?.beginData?.stackTrace as { url: string }[] | undefined)?.some((frame) =>
            SWIPER_CHUNK.test(frame.url),
          ),
      );
      // Both carousels of the page may be built by now: a handful each (size, offsets, loop).
      expect(forced.length).toBeGreaterThan(0);
      expect(forced.length).toBeLessThan(slides / 2);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
