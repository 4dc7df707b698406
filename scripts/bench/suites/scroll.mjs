// @ts-check
// `pnpm bench scroll`: a generated page with 100 motion elements and 10 sticky elements,
// scrolled from top to bottom by a synthetic scroll gesture under 4× CPU throttling. From a
// Chromium trace: scripting time per frame (median, 95th percentile), forced layouts (a layout or
// style recalculation inside script, i.e. a read after a write), and long tasks.

import { SCROLL_SPEED, scrollableHeight, scrollToBottom } from '../scroll-gesture.mjs';
import { scriptLongTasks as longScriptTasks } from '../trace-window.mjs';

const PAGE = '/pages/motion/bench?motion=100&sticky=10';
// Overridable for investigation (docs/benchmarks.md); the reported figures use the defaults.
const THROTTLE = Number(process.env.ISLET_BENCH_THROTTLE ?? 4);
const RUNS = Number(process.env.ISLET_BENCH_RUNS ?? 5);
const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EventDispatch',
  'FireAnimationFrame',
  'TimerFire',
  'EvaluateScript',
  'RunMicrotasks',
  'FireIdleCallback',
  'v8.callFunction',
]);
const FORCED = new Set(['Layout', 'UpdateLayoutTree']);

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number, args?: any }} TraceEvent
 * @typedef {{ frames: number, scriptingPerFrame: number[], cpuPerFrame: number[], forcedLayouts: number, forcedStyles: number, scriptLongTasks: number, longTasks: number, longestTaskMs: number, longTaskStartsMs: number[] }} RunResult
 */

/** @param {number[]} values @param {number} q */
function quantile(values, q) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return /** @type {number} */ (sorted[index]);
}

/** @param {TraceEvent[]} events */
function mainThreadOf(events) {
  for (const event of events)
    if (event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      return { pid: event.pid, tid: event.tid };
  return null;
}

/**
 * @param {TraceEvent[]} events
 * @param {number} start trace µs where the gesture began
 * @param {number} end
 * @returns {Omit<RunResult, 'longTasks' | 'longestTaskMs' | 'longTaskStartsMs'>}
 */
function analyse(events, start, end) {
  const main = mainThreadOf(events);
  const onMain = events.filter(
    (event) =>
      main &&
      event.pid === main.pid &&
      event.tid === main.tid &&
      event.ts >= start &&
      event.ts <= end,
  );
  const frames = onMain
    .filter((event) => event.name === 'BeginMainThreadFrame' || event.name === 'BeginFrame')
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  /** @type {TraceEvent[]} */
  const scripts = [];
  let forcedLayouts = 0;
  let forcedStyles = 0;
  const complete = onMain.filter((event) => event.ph === 'X').sort((a, b) => a.ts - b.ts);
  let openUntil = -1;
  for (const event of complete) {
    if (SCRIPT_EVENTS.has(event.name)) {
      // Only the outermost script event counts; nested ones are inside its time.
      if (event.ts >= openUntil) {
        scripts.push(event);
        openUntil = event.ts + (event.dur ?? 0);
      }
    } else if (FORCED.has(event.name) && event.ts < openUntil) {
      if (event.name === 'Layout') forcedLayouts++;
      else forcedStyles++;
    }
  }
  const perFrame = new Array(Math.max(frames.length, 1)).fill(0);
  const cpuPerFrame = new Array(Math.max(frames.length, 1)).fill(0);
  for (const script of scripts) {
    let index = 0;
    // The frame a script belongs to: the last frame start at or before it.
    let low = 0;
    let high = frames.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (/** @type {number} */ (frames[mid]) <= script.ts) {
        index = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    perFrame[index] += (script.dur ?? 0) / 1000;
    cpuPerFrame[index] += (script.tdur ?? script.dur ?? 0) / 1000;
  }
  // Long tasks whose own script ran over 50 ms of thread time; the rest of a long task is the
  // browser's rendering (style, paint, layerizing, commit).
  const scriptLongTasks = longScriptTasks(events, start, end).length;
  return {
    frames: frames.length,
    scriptingPerFrame: perFrame,
    cpuPerFrame,
    forcedLayouts,
    forcedStyles,
    scriptLongTasks,
  };
}

/**
 * The floor of this method on this machine: the same page with Islet replaced by the least any
 * scroll-driven script does, one passive scroll listener that asks for an animation frame which
 * does nothing. Under emulated throttling Chromium pauses the renderer's main thread by busy
 * waiting in a signal handler; a pause that lands inside a script event counts as scripting, so
 * even this page has frames of a few milliseconds.
 */
const CONTROL_SCRIPT =
  '<script>window.islet={ready:Promise.resolve()};let f=0;addEventListener("scroll",()=>{f||(f=requestAnimationFrame(()=>{f=0}))},{passive:true})</script>';

/**
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} pageUrl
 * Exported so two builds can be measured side by side (docs/benchmarks.md).
 *
 * @param {{ control?: boolean }} [options]
 * @returns {Promise<RunResult>}
 */
export async function measureOnce(context, pageUrl, { control = false } = {}) {
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    if (control) {
      const html = await (await fetch(pageUrl)).text();
      const body = html.replace(/<script type="module"[^>]*><\/script>/, CONTROL_SCRIPT);
      await page.route(pageUrl, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body }),
      );
    }
    await page.goto(pageUrl, { waitUntil: 'load' });
    await page.evaluate(async () => {
      const islet = /** @type {any} */ (window).islet;
      await islet.ready;
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.evaluate(() => {
      const state = /** @type {any} */ (window);
      state.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          state.__longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask' });
    });
    /** @type {TraceEvent[]} */
    const events = [];
    cdp.on('Tracing.dataCollected', (message) => {
      events.push(.../** @type {TraceEvent[]} */ (/** @type {unknown} */ (message.value)));
    });
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        // No `disabled-by-default-devtools.timeline.stack`: a JavaScript stack captured for every
        // trace event is the instrument's cost, about 0.25 ms a frame at 4× here, and no figure
        // needs it.
        '__metadata',
      ].join(','),
      transferMode: 'ReportEvents',
    });
    const height = await scrollableHeight(page);
    const gestureStart = await page.evaluate(() => {
      console.timeStamp('islet-scroll-start');
      return performance.now();
    });
    await scrollToBottom(page, cdp, height);
    await page.evaluate(() => console.timeStamp('islet-scroll-end'));
    // Long tasks are read before tracing stops: ending a trace makes the renderer serialize its
    // buffers in tasks of its own, long under throttling, that are the instrument's, not the
    // page's. Half a second after the gesture covers what the page does once scrolling stops.
    await page.waitForTimeout(500);
    const longTaskEntries = /** @type {[number, number][]} */ (
      await page.evaluate(() => /** @type {any} */ (window).__longTasks)
    );
    await cdp.send('Tracing.end');
    await done;
    const stamp = (/** @type {string} */ label) =>
      events.find(
        (event) =>
          event.name === 'TimeStamp' &&
          (event.args?.data?.message === label || event.args?.data?.name === label),
      )?.ts;
    const start = stamp('islet-scroll-start') ?? 0;
    const end = stamp('islet-scroll-end') ?? Number.POSITIVE_INFINITY;
    const result = analyse(events, start, end);
    const longTasks = longTaskEntries.map(([, duration]) => duration);
    const scrolled = await page.evaluate(() => window.scrollY);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if (scrolled < height - 5)
      console.warn(`[bench] scroll: the gesture stopped at ${scrolled} of ${height} px`);
    return {
      ...result,
      longTasks: longTasks.length,
      longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
      // When each began, from the start of the gesture (negative: before it).
      longTaskStartsMs: longTaskEntries.map(([startTime]) => Math.round(startTime - gestureStart)),
    };
  } finally {
    await page.close();
  }
}

/**
 * @param {{ url(path: string): string, context: import('playwright-core').BrowserContext, root: string }} options
 */
export async function run({ url, context }) {
  /** @type {RunResult[]} */
  const runs = [];
  /** @type {RunResult[]} */
  const controls = [];
  // Interleaved, so a busy spell of the machine weighs on both alike.
  for (let i = 0; i < RUNS; i++) {
    runs.push(await measureOnce(context, url(PAGE)));
    controls.push(await measureOnce(context, url(PAGE), { control: true }));
  }
  const controlFrames = controls.flatMap((each) => each.scriptingPerFrame);
  const perFrame = runs.flatMap((each) => each.scriptingPerFrame);
  const cpu = runs.flatMap((each) => each.cpuPerFrame);
  const round = (/** @type {number} */ value) => Math.round(value * 1000) / 1000;
  const data = {
    page: PAGE,
    cpuThrottling: THROTTLE,
    runs: RUNS,
    frames: runs.reduce((sum, each) => sum + each.frames, 0),
    scriptingPerFrameMs: {
      median: round(quantile(perFrame, 0.5)),
      p95: round(quantile(perFrame, 0.95)),
      max: round(Math.max(0, ...perFrame)),
    },
    scriptingCpuPerFrameMs: {
      median: round(quantile(cpu, 0.5)),
      p95: round(quantile(cpu, 0.95)),
      max: round(Math.max(0, ...cpu)),
    },
    control: {
      scriptingPerFrameMs: {
        median: round(quantile(controlFrames, 0.5)),
        p95: round(quantile(controlFrames, 0.95)),
      },
      longTasks: controls.reduce((sum, each) => sum + each.longTasks, 0),
    },
    forcedLayouts: runs.reduce((sum, each) => sum + each.forcedLayouts, 0),
    forcedStyleRecalcs: runs.reduce((sum, each) => sum + each.forcedStyles, 0),
    longTasks: runs.reduce((sum, each) => sum + each.longTasks, 0),
    longTasksWithScriptOver50ms: runs.reduce((sum, each) => sum + each.scriptLongTasks, 0),
    longestTaskMs: round(Math.max(0, ...runs.map((each) => each.longestTaskMs))),
    longTaskStartsMs: runs.map((each) => each.longTaskStartsMs),
  };
  const markdown = [
    `Page \`${PAGE}\` (100 motion elements, 10 sticky), 1280 × 800, scrolled top to bottom at ${SCROLL_SPEED} px/s, CPU throttled ${THROTTLE}×, ${RUNS} runs, ${data.frames} frames.`,
    '',
    '| Measure | Value | Target |',
    '| --- | ---: | ---: |',
    `| Scripting per frame, median | ${data.scriptingPerFrameMs.median} ms | |`,
    `| Scripting per frame, 95th percentile | ${data.scriptingPerFrameMs.p95} ms | < 2 ms |`,
    `| Scripting per frame, max | ${data.scriptingPerFrameMs.max} ms | |`,
    `| Script thread CPU time per frame, median | ${data.scriptingCpuPerFrameMs.median} ms | |`,
    `| Script thread CPU time per frame, 95th percentile | ${data.scriptingCpuPerFrameMs.p95} ms | |`,
    `| Script thread CPU time per frame, max | ${data.scriptingCpuPerFrameMs.max} ms | |`,
    `| Forced layouts (layout inside script) | ${data.forcedLayouts} | 0 |`,
    `| Forced style recalculations inside script | ${data.forcedStyleRecalcs} | |`,
    `| Long tasks (> 50 ms), all | ${data.longTasks} | 0 |`,
    `| Long tasks with over 50 ms of script (thread time) | ${data.longTasksWithScriptOver50ms} | 0 |`,
    `| Longest task | ${data.longestTaskMs} ms | |`,
    '',
    `Control, the floor of the method here: the same page and gesture with Islet replaced by one scroll listener whose animation frame does nothing. Scripting per frame: median ${data.control.scriptingPerFrameMs.median} ms, 95th percentile ${data.control.scriptingPerFrameMs.p95} ms; long tasks ${data.control.longTasks}.`,
  ].join('\n');
  return { title: 'Scroll: sticky and motion', markdown, data };
}
