// @ts-check
// `pnpm bench pages`: each recorded page (fixtures/recorded), styled with its own CSS, served three
// ways by the demo server (`/recorded/{file}?runtime=original|islet|none`) and measured side by
// side in alternating runs at 4× CPU throttle: JavaScript downloaded (brotli) before any
// interaction and after every feature was used once, main-thread scripting and TBT while loading,
// when the runtime stops working (interaction-ready), the latency of a first interaction issued
// right after load (input to next paint, from the Event Timing API, as INP measures it), and the
// cost of scrolling to the bottom (script + layout + style, long tasks, frames over 50 ms).
// Method and results: docs/benchmarks.md ("Recorded pages side by side").
import { readdirSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { ON_ITS_WAY } from '../hydration-state.mjs';
import { scrollToBottom } from '../scroll-gesture.mjs';
import {
  analyse,
  countsStyleAndLayout,
  scriptLongTasks,
  TRACE_CATEGORIES,
} from '../trace-window.mjs';

const THROTTLE = Number(process.env.ISLET_BENCH_THROTTLE ?? 4);
const RUNS = Number(process.env.ISLET_BENCH_RUNS ?? 3);
/** Only pages whose file name contains one of these (comma-separated), e.g. `granmalecon`. */
const ONLY = (process.env.ISLET_BENCH_PAGES ?? '').split(',').filter(Boolean);
/** After `load`, how long an idle visitor waits before anything else (4× throttled). */
const SETTLE_MS = 5000;
const RUNTIMES = /** @type {const} */ (['original', 'islet', 'none']);
const DESKTOP = { width: 1280, height: 800 };
/** Where menu toggles show, for pages with nothing to click on a desktop screen. */
const PHONE = { width: 390, height: 844 };
/** What a page must have for the targets to apply (the issue's list). */
const TARGETED =
  /swiper|image-carousel|slides\.|testimonial-carousel|motion_fx|"sticky"|data-elementor-type="popup"/;
/** Things a visitor clicks, in the order a first interaction prefers them. */
const CLICKABLE = [
  '.elementor-menu-toggle',
  '.elementor-swiper-button-next',
  '.e-n-tab-title',
  '.elementor-tab-title',
  '.e-n-accordion-item-title',
  '.elementor-toggle-title',
  '.elementor-accordion-title',
];

/** The performance measure of each idle-hydration slice (`SLICE_MEASURE`, packages/core/src/hydration.ts). */
const SLICE_MEASURE = 'islet:hydration';

/** @typedef {import('../trace-window.mjs').TraceEvent} TraceEvent */

/** @type {Map<string, number>} */
const brotliCache = new Map();
/** @param {string} url */
async function brotliBytes(url) {
  const known = brotliCache.get(url);
  if (known !== undefined) return known;
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const size = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
  brotliCache.set(url, size);
  return size;
}

/** @param {string[]} urls */
async function totalBrotli(urls) {
  let total = 0;
  for (const url of new Set(urls)) total += await brotliBytes(url);
  return total;
}

/** @param {number[]} values */
function median(values) {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * @param {import('playwright-core').BrowserContext} context
 * @param {{ width: number, height: number }} [viewport]
 * @returns {Promise<{ page: import('playwright-core').Page, cdp: import('playwright-core').CDPSession, scripts: { url: string, at: number }[], trace(): Promise<TraceEvent[]>, startTrace(): Promise<void> }>}
 */
async function openTab(context, viewport = DESKTOP) {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  /** @type {{ url: string, at: number }[]} */
  const scripts = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'script' && response.status() === 200)
      scripts.push({ url: response.url(), at: Date.now() });
  });
  /** @type {TraceEvent[]} */
  const events = [];
  cdp.on('Tracing.dataCollected', (message) => {
    events.push(.../** @type {TraceEvent[]} */ (/** @type {unknown} */ (message.value)));
  });
  return {
    page,
    cdp,
    scripts,
    async startTrace() {
      await cdp.send('Tracing.start', {
        categories: TRACE_CATEGORIES.join(','),
        transferMode: 'ReportEvents',
      });
    },
    async trace() {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      return events;
    },
  };
}

/** In the page: a long-task and frame recorder, installed before any script of the page runs. */
const RECORDERS = () => {
  const state = /** @type {any} */ (window);
  state.__bench = { longTasks: [], frames: [], events: [], recordFrames: false };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.__bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries()))
      if (entry.interactionId)
        state.__bench.events.push([entry.name, entry.duration, entry.startTime]);
  }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
  const frame = (/** @type {number} */ time) => {
    if (state.__bench.recordFrames) state.__bench.frames.push(time);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

/**
 * The first visible thing to click, preferring the first viewport.
 * @param {import('playwright-core').Page} page
 */
async function clickTarget(page) {
  return page.evaluate((selectors) => {
    const visible = (/** @type {Element} */ element) => {
      const box = element.getBoundingClientRect();
      return box.width > 4 && box.height > 4 && getComputedStyle(element).visibility !== 'hidden';
    };
    const all = selectors.flatMap((selector) =>
      [...document.querySelectorAll(selector)].filter(visible).map((element) => ({
        selector,
        element,
      })),
    );
    const chosen =
      all.find(({ element }) => element.getBoundingClientRect().top < innerHeight) ?? all[0];
    if (!chosen) return null;
    chosen.element.setAttribute('data-bench-target', '');
    return chosen.selector;
  }, CLICKABLE);
}

/**
 * Scrolls the target into view if needed and clicks its centre with a real (trusted) input.
 * @param {import('playwright-core').Page} page @param {string} selector
 */
async function clickCentre(page, selector) {
  const box = await page.evaluate((s) => {
    const element = document.querySelector(s);
    if (!element) return null;
    let rect = element.getBoundingClientRect();
    if (rect.top < 0 || rect.bottom > innerHeight) {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      rect = element.getBoundingClientRect();
    }
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  }, selector);
  if (box) await page.mouse.click(box.x, box.y);
  return box !== null;
}

/**
 * A visitor who waits: load, settle, scroll to the bottom, then use every feature once.
 * @param {import('playwright-core').BrowserContext} context @param {string} url
 */
async function idleVisit(context, url) {
  const tab = await openTab(context);
  const { page, cdp } = tab;
  try {
    await page.addInitScript(RECORDERS);
    await tab.startTrace();
    await page.goto('about:blank');
    await page.evaluate(() => console.timeStamp('bench-nav'));
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const originalRuns = await page.evaluate(() => 'elementorFrontend' in window);
    const isletReady = await page.evaluate(() => {
      const mark = performance.getEntriesByName('islet:ready')[0];
      return mark ? mark.startTime : null;
    });
    // Every element hydrated: the first viewport at `islet:ready`, the rest by the end of the last
    // idle slice; counted from `load`, as the target is. Rows still on their way after the settle
    // are counted, since their end is not in the slices.
    const hydration = await page.evaluate(
      ({ slice, onItsWay }) => {
        const ready = performance.getEntriesByName('islet:ready')[0];
        if (!ready) return null;
        const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (
          performance.getEntriesByType('navigation')
        );
        const ends = performance
          .getEntriesByName(slice)
          .map((entry) => entry.startTime + entry.duration);
        const pattern = new RegExp(onItsWay);
        const islet = /** @type {any} */ (window).islet;
        const rows = /** @type {{ status: string, reason: string }[]} */ (islet.inspect());
        return {
          afterLoadMs: Math.max(ready.startTime, ...ends) - (navigation?.loadEventStart ?? 0),
          onItsWay: rows.filter((row) => row.status === 'pending' && pattern.test(row.reason))
            .length,
        };
      },
      { slice: SLICE_MEASURE, onItsWay: ON_ITS_WAY.source },
    );
    const beforeInteraction = tab.scripts.map((each) => each.url);
    await page.evaluate(() => console.timeStamp('bench-loaded'));
    const height = await page.evaluate(() => {
      /** @type {any} */ (window).__bench.recordFrames = true;
      /** @type {any} */ (window).__bench.scrollStart = performance.now();
      console.timeStamp('bench-scroll-start');
      return document.documentElement.scrollHeight - innerHeight;
    });
    await scrollToBottom(page, cdp, height);
    const scrollWindow = await page.evaluate(() => {
      const bench = /** @type {any} */ (window).__bench;
      bench.recordFrames = false;
      console.timeStamp('bench-scroll-end');
      const end = performance.now();
      const frames = /** @type {number[]} */ (bench.frames);
      let slow = 0;
      for (let i = 1; i < frames.length; i++)
        if (/** @type {number} */ (frames[i]) - /** @type {number} */ (frames[i - 1]) > 50) slow++;
      const longTasks = /** @type {[number, number][]} */ (bench.longTasks).filter(
        ([start]) => start >= bench.scrollStart && start <= end,
      ).length;
      return { slowFrames: slow, longTasks };
    });
    // Every feature once: each clickable thing, each sub-menu opened by hovering its parent.
    await page.evaluate(() => scrollTo(0, 0));
    for (const selector of CLICKABLE) {
      const count = await page.evaluate((s) => document.querySelectorAll(s).length, selector);
      for (let index = 0; index < Math.min(count, 3); index++) {
        const marked = await page.evaluate(
          ([s, i]) => {
            const element = document.querySelectorAll(/** @type {string} */ (s))[Number(i)];
            const box = element?.getBoundingClientRect();
            if (!element || !box || box.width < 4 || box.height < 4) return false;
            document.querySelector('[data-bench-use]')?.removeAttribute('data-bench-use');
            element.setAttribute('data-bench-use', '');
            return true;
          },
          [selector, String(index)],
        );
        if (marked) await clickCentre(page, '[data-bench-use]').catch(() => false);
      }
    }
    const parents = await page.evaluate(
      () =>
        [...document.querySelectorAll('.elementor-nav-menu .menu-item-has-children > a')].filter(
          (element) => element.getBoundingClientRect().width > 0,
        ).length,
    );
    if (parents) {
      await page.evaluate(() =>
        document
          .querySelector('.elementor-nav-menu .menu-item-has-children > a')
          ?.setAttribute('data-bench-use-parent', ''),
      );
      await page.hover('[data-bench-use-parent]', { timeout: 2000 }).catch(() => {});
    }
    const lightbox = await page.evaluate(() => {
      const link = document.querySelector('a[data-elementor-open-lightbox="yes"], .gallery-item a');
      link?.setAttribute('data-bench-use-lightbox', '');
      return !!link;
    });
    if (lightbox) {
      await clickCentre(page, '[data-bench-use-lightbox]').catch(() => false);
      await page.waitForTimeout(1500);
      await page.keyboard.press('Escape');
    }
    await page.waitForTimeout(1500);
    const events = await tab.trace();
    const stamp = (/** @type {string} */ label) =>
      events.find(
        (event) =>
          event.name === 'TimeStamp' &&
          (event.args?.data?.message === label || event.args?.data?.name === label),
      )?.ts ?? 0;
    const navigationStart =
      events.find(
        (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
      )?.ts ??
      events.find((event) => event.name === 'navigationStart' && event.ts > stamp('bench-nav'))
        ?.ts ??
      stamp('bench-nav');
    const load = analyse(events, navigationStart, stamp('bench-loaded'));
    const scroll = analyse(events, stamp('bench-scroll-start'), stamp('bench-scroll-end'));
    // A runtime's own long tasks: 50 ms of script in thread time, without the style it forced
    // (the browser test of issue 21 asks Islet for none).
    const scrollOwnLongTasks = scriptLongTasks(
      events,
      stamp('bench-scroll-start'),
      stamp('bench-scroll-end'),
    ).length;
    return {
      originalRuns,
      tracedStyleAndLayout: countsStyleAndLayout(load),
      isletReadyMs: isletReady,
      hydratedAfterLoadMs: hydration?.afterLoadMs ?? null,
      stillOnItsWay: hydration?.onItsWay ?? null,
      jsBeforeInteraction: await totalBrotli(beforeInteraction),
      // Which files, for finding what loads before it is needed (in .bench/results.json).
      scriptsBeforeInteraction: await Promise.all(
        [...new Set(beforeInteraction)].map(async (script) => [
          new URL(script).pathname,
          await brotliBytes(script),
        ]),
      ),
      jsAfterFeatures: await totalBrotli(tab.scripts.map((each) => each.url)),
      load,
      scroll: { ...scroll, ...scrollWindow, ownLongTasks: scrollOwnLongTasks },
    };
  } finally {
    await page.close();
  }
}

/**
 * A visitor in a hurry: the first interaction right after `load`; its latency from the Event
 * Timing API (input to the next paint), as INP measures it.
 * @param {import('playwright-core').BrowserContext} context @param {string} url
 */
async function hurriedVisit(context, url, viewport = DESKTOP) {
  const tab = await openTab(context, viewport);
  const { page } = tab;
  try {
    await page.addInitScript(RECORDERS);
    await page.goto(url, { waitUntil: 'load' });
    const selector = await clickTarget(page);
    if (!selector) {
      if (viewport === DESKTOP) {
        await page.close();
        return hurriedVisit(context, url, PHONE);
      }
      return { target: null, latencyMs: null };
    }
    await clickCentre(page, '[data-bench-target]');
    await page.waitForTimeout(1500);
    const events = /** @type {[string, number, number][]} */ (
      await page.evaluate(() => /** @type {any} */ (window).__bench.events)
    );
    const latency = events.length ? Math.max(...events.map(([, duration]) => duration)) : 16;
    return { target: `${selector}${viewport === PHONE ? ' (phone)' : ''}`, latencyMs: latency };
  } finally {
    await page.close();
  }
}

/** @param {number} islet @param {number} original */
const ratio = (islet, original) =>
  Number.isFinite(islet / original) ? `${Math.round((100 * islet) / original)} %` : 'n/a';
/** @param {number} value */
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : 'n/a');

/**
 * The table rows of one page.
 * @param {string} file @param {any} result
 */
function pageRows(file, result) {
  const { original: o, islet: i, none: n } = result;
  const name = `${result.targeted ? '● ' : ''}${file.replace(/__.*/, '')}${o.originalRuns ? '' : ' (original does not run)'}`;
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  return [
    `| ${name} | Islet / original | ${ratio(i.jsBeforeInteraction, o.jsBeforeInteraction)} | ${ratio(i.jsAfterFeatures, o.jsAfterFeatures)} | ${ratio(i.loadScriptMs, o.loadScriptMs)} | ${ratio(i.loadTbtMs - n.loadTbtMs, o.loadTbtMs - n.loadTbtMs)} of added | ${ratio(i.readyMs, o.readyMs)} | ${ratio(i.firstInteractionMs, o.firstInteractionMs)} | ${ratio(i.scrollMs, o.scrollMs)} | ${i.scrollLongTasks} vs ${o.scrollLongTasks} | ${i.slowFrames} vs ${o.slowFrames} |`,
    `| | Islet | ${kb(i.jsBeforeInteraction)} | ${kb(i.jsAfterFeatures)} | ${ms(i.loadScriptMs)} ms | ${ms(i.loadTbtMs)} ms | ${ms(i.readyMs)} ms (islet:ready ${ms(i.isletReadyMs)}; all hydrated ${ms(i.hydratedAfterLoadMs)} ms after load${i.stillOnItsWay ? `, ${i.stillOnItsWay} still on the way` : ''}) | ${ms(i.firstInteractionMs)} ms (${i.firstInteractionTarget ?? 'none'}) | ${ms(i.scrollMs)} ms (${i.scrollLayouts} layouts, ${i.scrollStyles} styles) | ${i.scrollLongTasks} (${i.scrollScriptLongTasks} with script, ${i.scrollOwnLongTasks} with 50 ms of it) | ${i.slowFrames} |`,
    `| | original | ${kb(o.jsBeforeInteraction)} | ${kb(o.jsAfterFeatures)} | ${ms(o.loadScriptMs)} ms | ${ms(o.loadTbtMs)} ms | ${ms(o.readyMs)} ms | ${ms(o.firstInteractionMs)} ms (${o.firstInteractionTarget ?? 'none'}) | ${ms(o.scrollMs)} ms (${o.scrollLayouts} layouts, ${o.scrollStyles} styles) | ${o.scrollLongTasks} (${o.scrollScriptLongTasks} with script, ${o.scrollOwnLongTasks} with 50 ms of it) | ${o.slowFrames} |`,
    `| | no runtime | ${kb(n.jsBeforeInteraction)} | | ${ms(n.loadScriptMs)} ms | ${ms(n.loadTbtMs)} ms | | ${ms(n.firstInteractionMs)} ms (the page alone) | ${ms(n.scrollMs)} ms (${n.scrollLayouts} layouts, ${n.scrollStyles} styles) | ${n.scrollLongTasks} (${n.scrollScriptLongTasks} with script, ${n.scrollOwnLongTasks} with 50 ms of it) | ${n.slowFrames} |`,
  ];
}

/**
 * @param {{ url(path: string): string, context: import('playwright-core').BrowserContext, root: string }} options
 */
export async function run({ url, context, root }) {
  const dir = `${root}fixtures/recorded/`;
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .filter((file) => !ONLY.length || ONLY.some((part) => file.includes(part)))
    .sort();
  /** @type {Record<string, any>} */
  const data = { throttle: THROTTLE, runs: RUNS, settleMs: SETTLE_MS, pages: {} };
  /** @type {[string, any][]} */
  const rows = [];
  for (const file of files) {
    const targeted = TARGETED.test(readFileSync(dir + file, 'utf8'));
    /** @type {Record<'original' | 'islet' | 'none', any[]>} */
    const idle = { original: [], islet: [], none: [] };
    // The no-runtime page too: its click answers nothing, but the input still waits for whatever
    // the page itself is doing (a style recalculation of the whole document, images), the floor
    // under both runtimes' latency.
    /** @type {Record<'original' | 'islet' | 'none', any[]>} */
    const hurried = { original: [], islet: [], none: [] };
    for (let runIndex = 0; runIndex < RUNS; runIndex++) {
      // Alternating, and the order turns each run, so a busy spell weighs on every runtime alike.
      const order = RUNTIMES.map(
        (_, i) =>
          /** @type {(typeof RUNTIMES)[number]} */ (RUNTIMES[(i + runIndex) % RUNTIMES.length]),
      );
      for (const runtime of order) {
        const pageUrl = url(`/recorded/${encodeURIComponent(file)}?runtime=${runtime}`);
        console.info(`[bench] pages: ${file} ${runtime} run ${runIndex + 1}/${RUNS}`);
        idle[runtime].push(await idleVisit(context, pageUrl));
        hurried[runtime].push(await hurriedVisit(context, pageUrl));
      }
    }
    const med = (/** @type {any[]} */ runs, /** @type {(run: any) => number} */ pick) =>
      median(runs.map(pick).filter((value) => value !== null && value !== undefined));
    /** @param {'original' | 'islet' | 'none'} runtime */
    const summary = (runtime) => {
      const runs = idle[runtime];
      return {
        originalRuns: runs.some((each) => each.originalRuns),
        jsBeforeInteraction: med(runs, (each) => each.jsBeforeInteraction),
        jsAfterFeatures: med(runs, (each) => each.jsAfterFeatures),
        loadScriptMs: med(runs, (each) => each.load.scriptMs),
        loadTbtMs: med(runs, (each) => each.load.tbtMs),
        readyMs: med(runs, (each) => each.load.lastWorkMs),
        isletReadyMs: med(runs, (each) => each.isletReadyMs),
        hydratedAfterLoadMs: med(runs, (each) => each.hydratedAfterLoadMs),
        stillOnItsWay: Math.max(0, ...runs.map((each) => each.stillOnItsWay ?? 0)),
        scrollMs: med(
          runs,
          (each) => each.scroll.scriptMs + each.scroll.layoutMs + each.scroll.styleMs,
        ),
        scrollScriptMs: med(runs, (each) => each.scroll.scriptMs),
        scrollLayouts: med(runs, (each) => each.scroll.layouts),
        scrollStyles: med(runs, (each) => each.scroll.styles),
        scrollLongTasks: med(runs, (each) => each.scroll.longTasks),
        scrollScriptLongTasks: med(runs, (each) => each.scroll.scriptLongTasks),
        scrollOwnLongTasks: med(runs, (each) => each.scroll.ownLongTasks ?? 0),
        slowFrames: med(runs, (each) => each.scroll.slowFrames),
        firstInteractionMs: med(hurried[runtime], (each) => each.latencyMs),
        firstInteractionTarget: hurried[runtime].find((each) => each.target)?.target ?? null,
      };
    };
    const result = {
      targeted,
      original: summary('original'),
      islet: summary('islet'),
      none: summary('none'),
      idle,
      hurried,
    };
    data.pages[file] = result;
    rows.push([file, result]);
    // As each page finishes, so a long run shows its results as it goes.
    console.info(pageRows(file, result).join('\n'));
  }
  const lines = [
    `Each recorded page, 1280 × 800, CPU throttled ${THROTTLE}×, ${RUNS} runs per runtime, alternating (original, Islet, no runtime). Medians. "Islet / original" cells are ratios; the no-runtime page is the floor. Load window: navigation to ${SETTLE_MS / 1000} s after \`load\`. Target pages (carousel, motion, sticky or popup) are marked ●.`,
    '',
    '| page | | JS before interaction (br) | JS after every feature | load scripting | load TBT | interaction-ready | first interaction | scroll script+layout+style | scroll long tasks | frames > 50 ms |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const [file, result] of rows) lines.push(...pageRows(file, result));
  const untraced = rows.filter(([, result]) =>
    RUNTIMES.some((runtime) =>
      result.idle[runtime].some((/** @type {any} */ each) => !each.tracedStyleAndLayout),
    ),
  );
  if (untraced.length)
    lines.push(
      '',
      `**Style and layout not measured** on ${untraced.map(([file]) => file.replace(/__.*/, '')).join(', ')}: a load window had no \`Layout\` or no \`UpdateLayoutTree\` event, so this browser's trace names them differently (scripts/bench/trace-window.mjs); the scroll column is script only there.`,
    );
  return {
    title: 'Recorded pages side by side (original, Islet, no runtime)',
    markdown: lines.join('\n'),
    data,
  };
}
