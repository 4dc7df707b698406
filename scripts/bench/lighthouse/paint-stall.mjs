// @ts-check
// A first paint held back by headless Chromium itself, found in a Lighthouse run's trace. On this
// machine kind, in some runs of every variant (the original, Islet, the page without scripts),
// the renderer paints its first frame and the browser presents it about a second later, with the
// page's main thread idle for most of that second; where the page has more to draw meanwhile, its
// compositor drops every frame of it. Lighthouse's simulated FCP then counts every request that
// started in that second, and the run's score falls by about 20 points (`EthereumDay`,
// `love-darling`). The cause was RenderDocument, which the Chrome launcher turns off: the page's
// frame, reused from `about:blank`, was throttled by viz to one BeginFrame a second for frames it
// drew for the old surface. The runs now leave it on (`launcherFlags`); since, no run was held a
// second, and a few of the original's half a second. Flagging stays, so such holds, or a run with
// the launcher's own flags (`--chrome-flags`), are told apart from the page's real change
// (docs/benchmarks.md, "Paint stalls").

/**
 * @typedef {{ name: string, ph?: string, ts: number, dur?: number, pid: number, tid: number, args?: any }} TraceEvent
 * @typedef {{ ms: number, frames: number, observedFcp: number }} PaintStall
 *   `ms` how long the first paint waited (the longer of: from the renderer's first paint to its
 *   presentation; the streak of dropped frames); `frames` dropped in that streak (0 without
 *   one); `observedFcp` ms after navigation, unthrottled (what Lighthouse observed, before its
 *   simulation).
 */

/**
 * A stall has held the first paint 0.85–1.07 s: painted, then presented a second later, with 53–63
 * frames dropped in a row where the page had more to draw, the main thread idle for 100–1,000 ms of
 * it (the original's scripts run in part of it). A page waiting for a font or a style sheet has
 * not painted yet, and a busy page drops frames only while its tasks run.
 */
export const STALL_MIN_MS = 500;
const IDLE_MIN_MS = 100;
/** A streak is broken by a frame not dropped, seen as a gap of more than this between drops. */
const STREAK_GAP_MS = 25;

/**
 * How long the browser held back the page's first paint, when it did for `STALL_MIN_MS` or more:
 * the renderer's first paint presented that much later, or frames dropped that long before the
 * first contentful paint with the main thread idle for part of it; `null` otherwise (or when the
 * trace does not show the navigation and its paint).
 *
 * @param {TraceEvent[]} events a Lighthouse run's trace (`artifacts.Trace.traceEvents`)
 * @returns {PaintStall | null}
 */
export function paintStall(events) {
  // The page's own navigation: a run's trace can begin with Lighthouse's `about:blank` one, a
  // second or so earlier in the same frame.
  const navigations = events.filter(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame,
  );
  const navigation =
    navigations.find((event) => /^https?:/.test(event.args.data.documentLoaderURL ?? '')) ??
    navigations.at(-1);
  if (!navigation) return null;
  const { pid, tid, ts: start } = navigation;
  const ofPage = (/** @type {TraceEvent} */ event) => event.pid === pid && event.ts >= start;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && ofPage(event));
  if (!fcp) return null;

  // The first paint as presented against the renderer's first paint after the navigation.
  const presented = events.find((event) => event.name === 'firstPaint' && ofPage(event));
  const painted = events.find(
    (event) => event.name === 'Paint' && event.tid === tid && ofPage(event) && event.ts <= fcp.ts,
  );
  const held = presented && painted ? (presented.ts - painted.ts) / 1000 : 0;

  const streak = longestIdleStreak(events, pid, tid, start, fcp.ts);
  const ms = Math.max(held, streak?.ms ?? 0);
  if (ms < STALL_MIN_MS) return null;
  return {
    ms: Math.round(ms),
    frames: streak?.frames ?? 0,
    observedFcp: Math.round((fcp.ts - start) / 1000),
  };
}

/**
 * The longest run of frames the renderer dropped between `from` and `to` (trace microseconds)
 * lasting `STALL_MIN_MS` or more with the main thread idle for `IDLE_MIN_MS` of it.
 *
 * @param {TraceEvent[]} events @param {number} pid @param {number} tid
 * @param {number} from @param {number} to
 * @returns {{ ms: number, frames: number } | null}
 */
function longestIdleStreak(events, pid, tid, from, to) {
  const drops = events
    .filter(
      (event) =>
        event.name === 'DroppedFrame' && event.pid === pid && event.ts >= from && event.ts < to,
    )
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && event.pid === pid && event.tid === tid && event.dur,
  );
  /** @type {{ ms: number, frames: number } | null} */
  let longest = null;
  let first = 0;
  for (let i = 0; i < drops.length; i++) {
    const next = drops[i + 1];
    if (next !== undefined && next - /** @type {number} */ (drops[i]) <= STREAK_GAP_MS * 1000)
      continue;
    const begin = /** @type {number} */ (drops[first]);
    const end = /** @type {number} */ (drops[i]);
    const ms = (end - begin) / 1000;
    if (
      ms >= STALL_MIN_MS &&
      ms > (longest?.ms ?? 0) &&
      ms - busy(tasks, begin, end) >= IDLE_MIN_MS
    )
      longest = { ms, frames: i - first + 1 };
    first = i + 1;
  }
  return longest;
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
