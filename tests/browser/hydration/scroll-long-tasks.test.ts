// Issue 21: scrolling a recorded page issues no long task from Islet. The visitor scrolls to the
// bottom as soon as the first viewport is up, while idle hydration still has carousels to build
// (swiper is held until the gesture has begun) and motion and sticky elements to connect; the
// gesture is traced at a 4× CPU throttle, and the tasks over 50 ms begun between its first scroll
// event and its end (the document's `scrollend`) in which Islet's own script ran over 50 ms are
// counted: there must be none.
// Thread time and script without the style it forced (`scriptLongTasks`, shared with the bench),
// so a loaded machine or the page's own style recalculation cannot be counted as Islet's.
import { describe, expect, it } from 'vitest';
import { scrollToBottom } from '../../../scripts/bench/scroll-gesture.mjs';
import {
  scriptLongTasks,
  TRACE_CATEGORIES,
  type TraceEvent,
} from '../../../scripts/bench/trace-window.mjs';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { holdRequests } from '../held-requests.ts';
import { firstViewportConnected } from '../page-settled.ts';
import { recordedPath } from '../recorded-fixtures.ts';

const demo = useDemoServer();
const browser = useBrowser();

const PAGES = [
  // Carousels below the fold, a popup.
  'benrich__little-bell-hotel-static__blog_index.html',
  // Scroll motion effects on most sections, a nested accordion, a countdown.
  'Orbi1025__EthereumDay__index.html',
  // A carousel, sticky header.
  'samedaydaas__samedaydaas.github.io__index.html',
  // An image carousel below the fold, a gallery, a popup.
  'fastandstatic__granmalecon-static__galeria_sector-recreodeportivo_index.html',
];

const isIslet = (url: string) => new URL(url, 'http://x').pathname.startsWith('/islet/');

describe('scrolling a recorded page right after its first viewport', () => {
  it.each(PAGES)('%s: no long task from Islet', async (file) => {
    let deliverSwiper = () => {};
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url(recordedPath(file)),
      async (tab) => {
        await tab.setViewportSize({ width: 1280, height: 800 });
        deliverSwiper = await holdRequests(tab, /\/chunks\/swiper-core-[\w-]+\.js$/);
      },
    );
    const cdp = await page.context().newCDPSession(page);
    try {
      await firstViewportConnected(page);
      // A listener, so the trace records the gesture's end (Islet's own may not be loaded yet).
      await page.evaluate(() =>
        addEventListener('scrollend', () => {}, { capture: true, passive: true }),
      );
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', ({ value }) =>
        events.push(...(value as unknown as TraceEvent[])),
      );
      const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', {
        categories: TRACE_CATEGORIES.join(','),
        transferMode: 'ReportEvents',
      });
      const gesture = scrollToBottom(page, cdp);
      // Swiper arrives once the visitor is scrolling, so every carousel's build is queued in the
      // middle of the gesture: it must wait for the scroll to end.
      await page.waitForFunction(() => scrollY > 0);
      deliverSwiper();
      const height = await gesture;
      await cdp.send('Tracing.end');
      await traced;
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(height / 2);
      // The trace holds script at all, or an empty one would pass.
      expect(events.some((event) => event.name === 'FunctionCall')).toBe(true);
      // Tasks begun between the first scroll event and the gesture's end: an idle build already
      // running when the visitor starts, or the queue's work once the scroll has ended, is no
      // work the scroll issued. The end is `scrollend`, not the last scroll event: at the bottom
      // of the page a height change after the gesture (a carousel built, an image loaded) moves
      // the clamped position and sends one more scroll event, which no visitor made.
      const dispatched = (type: string) =>
        events
          .filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === type)
          .map((event) => event.ts);
      const scrolled = dispatched('scroll');
      expect(scrolled.length).toBeGreaterThan(1);
      const start = Math.min(...scrolled);
      const end = dispatched('scrollend').find((ts) => ts > start);
      expect(end).toBeDefined();
      const during = scriptLongTasks(events, start, end!, isIslet);
      expect(during).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      deliverSwiper();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
      await page.close();
    }
  });
});
