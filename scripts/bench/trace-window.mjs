// @ts-check
// What the renderer's main thread did between two points of a Chromium trace: script, style,
// layout, long tasks. Used by `pnpm bench pages`; tested on a saved Chromium 156 trace sample
// (trace-window.test.ts), so a browser that renames its events cannot make a column read 0
// unnoticed.

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number, cat?: string, args?: any }} TraceEvent
 * @typedef {{ scriptMs: number, layoutMs: number, styleMs: number, layouts: number, styles: number, tbtMs: number, longTasks: number, scriptLongTasks: number, lastWorkMs: number }} Window
 */

/** The trace categories these events come in (Chromium 156). */
export const TRACE_CATEGORIES = [
  // Script events, `Layout`, `UpdateLayoutTree` (also in `blink`), `TimeStamp`.
  'devtools.timeline',
  // RunTask, for long tasks and TBT.
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  '__metadata',
];

/** Outermost script: nested ones are inside its time. */
export const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EventDispatch',
  'FireAnimationFrame',
  'TimerFire',
  'EvaluateScript',
  'v8.evaluateModule',
  'RunMicrotasks',
  'FireIdleCallback',
  'v8.callFunction',
  'v8.compile',
  'v8.compileModule',
]);
/**
 * Style recalculation and layout, in the rendering lifecycle or forced by script. Chromium emits
 * them only when there is work: a frame with nothing to restyle or lay out has neither.
 */
export const STYLE_EVENT = 'UpdateLayoutTree';
export const LAYOUT_EVENT = 'Layout';

/**
 * The page's renderer main thread: of the trace's renderer main threads (about:blank may have had
 * its own), the one that ran the most tasks in the window.
 * @param {TraceEvent[]} events @param {number} start @param {number} end
 */
export function mainThreadOf(events, start, end) {
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  let best = null;
  let most = -1;
  for (const main of mains) {
    let count = 0;
    for (const event of events)
      if (
        event.pid === main.pid &&
        event.tid === main.tid &&
        event.name === 'RunTask' &&
        event.ts >= start &&
        event.ts <= end
      )
        count++;
    if (count > most) {
      most = count;
      best = { pid: main.pid, tid: main.tid };
    }
  }
  return best;
}

/**
 * The complete (`X`) events of the page's main thread (the busiest in `start`..`end`) from
 * `start` to `until`, in time order.
 * @param {TraceEvent[]} events @param {number} start @param {number} end @param {number} until
 */
function completeOnMain(events, start, end, until) {
  const main = mainThreadOf(events, start, end);
  if (!main) return [];
  return (
    events
      .filter(
        (event) =>
          event.pid === main.pid &&
          event.tid === main.tid &&
          event.ph === 'X' &&
          event.ts >= start &&
          event.ts <= until,
      )
      // A parent before the child that starts with it (Chromium writes a complete event when it
      // ends: the child first).
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  );
}

/**
 * Script, layout and style on the renderer's main thread between two trace timestamps (µs). A
 * style recalculation or layout forced inside script counts as style or layout, not also as
 * script, so script + layout + style is time spent once.
 * @param {TraceEvent[]} events @param {number} start @param {number} end
 * @returns {Window}
 */
export function analyse(events, start, end) {
  const complete = completeOnMain(events, start, end, end);
  let scriptUs = 0;
  let layoutUs = 0;
  let styleUs = 0;
  let layouts = 0;
  let styles = 0;
  let tbtUs = 0;
  let longTasks = 0;
  let lastWork = start;
  let openUntil = -1;
  // The task being walked through, and its script so far: the end of the last task with 5 ms or
  // more of script is when the runtime stopped working (an autoplay tick or a timer of a few ms
  // does not count).
  let taskEnd = -1;
  let taskScript = 0;
  // Long tasks with 5 ms or more of script: the ones a runtime can be blamed for, as against a
  // rendering step of the browser's own that ran long.
  let scriptLongTasks = 0;
  let taskLong = false;
  let taskCounted = false;
  for (const event of complete) {
    const dur = event.dur ?? 0;
    const inScript = event.ts < openUntil;
    if (event.name === 'RunTask' && event.ts >= taskEnd) {
      taskEnd = event.ts + dur;
      taskScript = 0;
      taskLong = dur > 50_000;
      taskCounted = false;
    }
    if (SCRIPT_EVENTS.has(event.name)) {
      if (!inScript) {
        scriptUs += dur;
        openUntil = event.ts + dur;
        if (event.ts < taskEnd) {
          taskScript += dur;
          if (taskScript >= 5000) {
            lastWork = Math.max(lastWork, taskEnd);
            if (taskLong && !taskCounted) {
              taskCounted = true;
              scriptLongTasks++;
            }
          }
        }
      }
    } else if (event.name === LAYOUT_EVENT || event.name === STYLE_EVENT) {
      if (event.name === LAYOUT_EVENT) {
        layoutUs += dur;
        layouts++;
      } else {
        styleUs += dur;
        styles++;
      }
      if (inScript) scriptUs -= dur;
    } else if (event.name === 'RunTask') {
      if (dur > 50_000) {
        tbtUs += dur - 50_000;
        longTasks++;
      }
    }
  }
  return {
    scriptMs: scriptUs / 1000,
    layoutMs: layoutUs / 1000,
    styleMs: styleUs / 1000,
    layouts,
    styles,
    tbtMs: tbtUs / 1000,
    longTasks,
    scriptLongTasks,
    lastWorkMs: (lastWork - start) / 1000,
  };
}

/**
 * Whether the trace names style and layout as this file expects: a page's load always restyles
 * and lays out, so a load window without either means the browser renamed or moved the events,
 * and every style and layout figure of the run would read 0.
 * @param {Window} load
 */
export function countsStyleAndLayout(load) {
  return load.styles > 0 && load.layouts > 0;
}

/** Script events that name the script they run (`args.data.url`). */
const SOURCED_SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.callFunction',
]);

/**
 * The long tasks (over 50 ms) on the page's main thread begun between two trace timestamps (µs) in which
 * the scripts `own` accepts (by URL) ran over 50 ms themselves: a long task a runtime made long on
 * its own. Thread time where the trace has it, so a task the machine's other processes stretched
 * is not counted as script; the style and layout a script forced are left out of its time, since
 * they are the page's pending rendering work done early because the script read layout.
 * @param {TraceEvent[]} events @param {number} start @param {number} end
 * @param {(url: string) => boolean} [own] which scripts count; by default every one
 * @returns {{ atMs: number, ms: number, scriptMs: number, scripts: string[] }[]} when each began
 *   (from `start`), its length, its own script's thread time, and that script's longest parts
 *   (`FunctionCall name file:line, ms`), so a failure says what ran
 */
export function scriptLongTasks(events, start, end, own = () => true) {
  // Tasks that began in the window, whole: what one that began before `end` ran after it counts.
  const complete = completeOnMain(events, start, end, Number.POSITIVE_INFINITY);
  /** @type {{ atMs: number, ms: number, scriptMs: number, scripts: string[] }[]} */
  const found = [];
  /** @type {{ ts: number, end: number, dur: number, script: number, parts: [number, string][] } | null} */
  let task = null;
  let sourcedUntil = -1;
  let ownUntil = -1;
  const close = () => {
    if (task && task.dur > 50_000 && task.script > 50_000)
      found.push({
        atMs: (task.ts - start) / 1000,
        ms: task.dur / 1000,
        scriptMs: task.script / 1000,
        scripts: task.parts
          .sort(([a], [b]) => b - a)
          .slice(0, 5)
          .map(([time, what]) => `${what}, ${Math.round(time / 100) / 10} ms`),
      });
  };
  /** @param {TraceEvent} event */
  const nameOf = (event) => {
    const data = event.args?.data ?? {};
    const file = String(data.url ?? '').replace(/^.*\//, '');
    return [event.name, data.functionName, `${file}:${data.lineNumber ?? ''}`]
      .filter(Boolean)
      .join(' ');
  };
  for (const event of complete) {
    const dur = event.dur ?? 0;
    const time = event.tdur ?? dur;
    if (event.name === 'RunTask' && (!task || event.ts >= task.end)) {
      close();
      task = null;
      if (event.ts > end) break;
      task = { ts: event.ts, end: event.ts + dur, dur, script: 0, parts: [] };
    } else if (!task || event.ts >= task.end) continue;
    if (SOURCED_SCRIPT_EVENTS.has(event.name) && event.ts >= sourcedUntil) {
      sourcedUntil = event.ts + dur;
      if (own(String(event.args?.data?.url ?? ''))) {
        task.script += time;
        task.parts.push([time, nameOf(event)]);
        ownUntil = sourcedUntil;
      }
    } else if ((event.name === LAYOUT_EVENT || event.name === STYLE_EVENT) && event.ts < ownUntil)
      task.script -= time;
  }
  close();
  return found;
}

/**
 * The style recalculations and layouts forced inside the scripts `own` accepts (by URL), between
 * two trace timestamps (µs): work the browser did early, in the middle of a task, because the
 * script read layout while it was out of date. `inFrames` counts those forced inside an
 * animation-frame callback: there the frame's own style and layout follow at once, so a read
 * costs the rendering the paint needs anyway, done a moment earlier; forced anywhere else (a
 * parser task, a microtask), the frame does that work again.
 * @param {TraceEvent[]} events @param {number} start @param {number} end
 * @param {(url: string) => boolean} own which scripts count
 * @returns {{ styles: number, layouts: number, ms: number, inFrames: { styles: number, layouts: number } }}
 */
export function forcedRendering(events, start, end, own) {
  let styles = 0;
  let layouts = 0;
  let us = 0;
  const inFrames = { styles: 0, layouts: 0 };
  let sourcedUntil = -1;
  let ownUntil = -1;
  let frameUntil = -1;
  let ownInFrame = false;
  for (const event of completeOnMain(events, start, end, end)) {
    const dur = event.dur ?? 0;
    if (event.name === 'FireAnimationFrame') frameUntil = Math.max(frameUntil, event.ts + dur);
    else if (SOURCED_SCRIPT_EVENTS.has(event.name) && event.ts >= sourcedUntil) {
      sourcedUntil = event.ts + dur;
      if (own(String(event.args?.data?.url ?? ''))) {
        ownUntil = sourcedUntil;
        ownInFrame = event.ts < frameUntil;
      }
    } else if ((event.name === LAYOUT_EVENT || event.name === STYLE_EVENT) && event.ts < ownUntil) {
      const key = event.name === LAYOUT_EVENT ? 'layouts' : 'styles';
      if (key === 'layouts') layouts++;
      else styles++;
      if (ownInFrame) inFrames[key]++;
      us += dur;
    }
  }
  return { styles, layouts, ms: us / 1000, inFrames };
}
