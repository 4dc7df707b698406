// @ts-check
// A first paint held back by headless Chromium itself, found in a Lighthouse run's trace. On this
// machine kind, in some runs of every variant (the original, Islet, the page without scripts),
// the renderer paints and commits its first frames, and then its compositor drops every frame
// for about a second, the page's main thread idle for most of it; the first contentful paint is
// only presented after that. Chromium flags tried against it, without effect: PaintHolding off,
// no frame-rate limit, no checker imaging, low-resolution tiling, more tile memory, a GPU. Lighthouse's simulated FCP then counts every request that started in that
// second, and the run's score falls by about 20 points on `EthereumDay`. Flagging such runs
// tells a page's real change apart from that draw (docs/benchmarks.md, "Paint stalls").

/**
 * @typedef {{ name: string, ph?: string, ts: number, dur?: number, pid: number, tid: number, args?: any }} TraceEvent
 * @typedef {{ ms: number, frames: number, observedFcp: number }} PaintStall
 *   `ms` from the first to the last frame dropped in a row; `observedFcp` ms after navigation,
 *   unthrottled (what Lighthouse observed, before its simulation).
 */

/**
 * A stall has been 53–63 frames dropped in a row (0.9–1.0 s), with the main thread idle for
 * 100–1,000 ms of it (the original's scripts run in part of it). A healthy pipeline draws a frame
 * in any idle moment, and a busy page drops frames only while its tasks run: a streak this long
 * with this much idle time in it is the browser holding the frames back.
 */
export const STALL_MIN_MS = 500;
const IDLE_MIN_MS = 100;
/** A streak is broken by a frame not dropped, seen as a gap of more than this between drops. */
const STREAK_GAP_MS = 25;

/**
 * The longest run of frames the page's compositor dropped before the first contentful paint
 * for `STALL_MIN_MS` or more with its main thread idle for part of it, or `null` when there was
 * none (or the trace does not show the navigation and its paint).
 *
 * @param {TraceEvent[]} events a Lighthouse run's trace (`artifacts.Trace.traceEvents`)
 * @returns {PaintStall | null}
 */
export function paintStall(events) {
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame,
  );
  if (!navigation) return null;
  const { pid, tid, ts: start } = navigation;
  const fcp = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === pid && event.ts >= start,
  );
  if (!fcp) return null;
  const drops = events
    .filter(
      (event) =>
        event.name === 'DroppedFrame' &&
        event.pid === pid &&
        event.ts >= start &&
        event.ts < fcp.ts,
    )
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && event.pid === pid && event.tid === tid && event.dur,
  );

  /** @type {PaintStall | null} */
  let longest = null;
  let first = 0;
  for (let i = 0; i < drops.length; i++) {
    const next = drops[i + 1];
    if (next !== undefined && next - /** @type {number} */ (drops[i]) <= STREAK_GAP_MS * 1000)
      continue;
    const from = /** @type {number} */ (drops[first]);
    const to = /** @type {number} */ (drops[i]);
    const ms = (to - from) / 1000;
    if (ms >= STALL_MIN_MS && ms > (longest?.ms ?? 0) && ms - busy(tasks, from, to) >= IDLE_MIN_MS)
      longest = { ms, frames: i - first + 1, observedFcp: (fcp.ts - start) / 1000 };
    first = i + 1;
  }
  if (!longest) return null;
  return {
    ms: Math.round(longest.ms),
    frames: longest.frames,
    observedFcp: Math.round(longest.observedFcp),
  };
}

/**
 * Milliseconds of main-thread tasks inside `[from, to]` (trace microseconds).
 *
 * @param {TraceEvent[]} tasks @param {number} from @param {number} to
 */
function busy(tasks, from, to) {
  let total = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    if (end > from && task.ts < to) total += Math.min(end, to) - Math.max(task.ts, from);
  }
  return total / 1000;
}
