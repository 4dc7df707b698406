import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  analyse,
  countsStyleAndLayout,
  forcedRendering,
  scriptLongTasks,
  type TraceEvent,
} from './trace-window.mjs';

// Two tasks of the hotel page's original runtime, cut from a Chromium 156 trace (`pnpm bench
// pages`, 4× throttle): a 73 ms task whose click handler forces five style recalculations and
// three layouts, then a rendering task that restyles and lays out outside script.
const sample = JSON.parse(
  readFileSync(new URL('fixtures/chromium-156-trace-sample.json', import.meta.url), 'utf8'),
) as TraceEvent[];
const everything = analyse(sample, 0, Number.MAX_SAFE_INTEGER);

describe('a trace window of Chromium 156', () => {
  it('counts the style recalculations and layouts, forced in script or in the lifecycle', () => {
    expect(everything.styles).toBe(6);
    expect(everything.layouts).toBe(4);
    expect(everything.styleMs).toBeCloseTo((6235 + 3955 + 3218 + 168 + 1000 + 4312) / 1000, 3);
    expect(everything.layoutMs).toBeCloseTo((1073 + 1232 + 111 + 5510) / 1000, 3);
    expect(countsStyleAndLayout(everything)).toBe(true);
  });

  it('counts outermost script once, without the style and layout it forced', () => {
    const forced = 6235 + 3955 + 3218 + 168 + 1000 + 1073 + 1232 + 111;
    expect(everything.scriptMs).toBeCloseTo((14193 + 57602 - forced) / 1000, 3);
  });

  it('counts the long task, its blocking time, and that it ran script', () => {
    expect(everything.longTasks).toBe(1);
    expect(everything.scriptLongTasks).toBe(1);
    expect(everything.tbtMs).toBeCloseTo(72958 / 1000 - 50, 3);
  });

  it('does not blame script for a long task that ran none', () => {
    const rendering = sample.filter(
      (event) => event.name === 'RunTask' || event.name === 'Layout' || event.ph === 'M',
    );
    const window = analyse(rendering, 0, Number.MAX_SAFE_INTEGER);
    expect(window.longTasks).toBe(1);
    expect(window.scriptLongTasks).toBe(0);
  });

  it('flags a trace whose style and layout events have other names', () => {
    const renamed = sample.map((event) =>
      event.name === 'Layout' || event.name === 'UpdateLayoutTree'
        ? { ...event, name: `Renamed${event.name}` }
        : event,
    );
    expect(countsStyleAndLayout(analyse(renamed, 0, Number.MAX_SAFE_INTEGER))).toBe(false);
  });
});

describe('scriptLongTasks', () => {
  const ISLET = 'http://127.0.0.1/islet/chunks/carousel-1234567.js';
  const thread = { pid: 7, tid: 9 };
  const meta = { name: 'thread_name', ph: 'M', ts: 0, ...thread, args: { name: 'CrRendererMain' } };
  /** One 80 ms task at 1 ms holding `inside`, each `[name, start ms, length ms, url?, thread ms?]`. */
  const task = (...inside: [string, number, number, string?, number?][]): TraceEvent[] => [
    meta,
    { name: 'RunTask', ph: 'X', ts: 1000, dur: 80_000, ...thread },
    ...inside.map(([name, at, ms, url, threadMs]) => ({
      name,
      ph: 'X',
      ts: 1000 + at * 1000,
      dur: ms * 1000,
      ...(threadMs === undefined ? {} : { tdur: threadMs * 1000 }),
      ...thread,
      args: url ? { data: { url } } : {},
    })),
  ];
  const islet = (url: string) => url.includes('/islet/');

  it('counts a long task whose own script ran over 50 ms', () => {
    expect(scriptLongTasks(task(['FunctionCall', 2, 70, ISLET]), 0, 1e9, islet)).toEqual([
      { atMs: 1, ms: 80, scriptMs: 70, scripts: ['FunctionCall carousel-1234567.js:, 70 ms'] },
    ]);
  });

  it("leaves out the style a script forced, another source's script, and time off the thread", () => {
    // The page's pending style recalculation, done inside a layout read.
    const forced = task(['FunctionCall', 2, 70, ISLET], ['UpdateLayoutTree', 5, 40]);
    expect(scriptLongTasks(forced, 0, 1e9, islet)).toEqual([]);
    expect(
      scriptLongTasks(task(['FunctionCall', 2, 70, 'http://x/theme.js']), 0, 1e9, islet),
    ).toEqual([]);
    // 70 ms on the clock, 20 on the thread: the machine's other processes had the core.
    expect(scriptLongTasks(task(['FunctionCall', 2, 70, ISLET, 20]), 0, 1e9, islet)).toEqual([]);
  });

  it('takes the tasks begun in the window, whole', () => {
    const long = task(['FunctionCall', 2, 70, ISLET]);
    // Begun at 1 ms, before the window's end at 2 ms: its script after the end counts.
    expect(scriptLongTasks(long, 0, 2000, islet)).toHaveLength(1);
    // Begun before the window's start, or after its end.
    expect(scriptLongTasks(long, 1500, 1e9, islet)).toEqual([]);
    expect(scriptLongTasks(long, 0, 500, islet)).toEqual([]);
  });

  it('names what ran, longest first: the event, the function, its file and line', () => {
    const events = task(['FunctionCall', 2, 20, ISLET], ['FunctionCall', 30, 45, ISLET]);
    Object.assign(events[3]!.args!.data as object, { functionName: 'build', lineNumber: 12 });
    expect(scriptLongTasks(events, 0, 1e9, islet)[0]?.scripts).toEqual([
      'FunctionCall build carousel-1234567.js:12, 45 ms',
      'FunctionCall carousel-1234567.js:, 20 ms',
    ]);
  });

  it('counts a nested script once, under the outermost one that names its source', () => {
    const nested = task(
      ['EventDispatch', 2, 75],
      ['FunctionCall', 3, 60, ISLET],
      ['v8.compile', 4, 10, ISLET],
    );
    expect(scriptLongTasks(nested, 0, 1e9, islet)).toEqual([
      { atMs: 1, ms: 80, scriptMs: 60, scripts: ['FunctionCall carousel-1234567.js:, 60 ms'] },
    ]);
  });
});

describe('forcedRendering', () => {
  const HEAD = 'http://127.0.0.1/islet/islet-head.js';
  const thread = { pid: 7, tid: 9 };
  const at = (name: string, ms: number, length: number, url?: string): TraceEvent => ({
    name,
    ph: 'X',
    ts: ms * 1000,
    dur: length * 1000,
    ...thread,
    args: url ? { data: { url } } : {},
  });
  const events: TraceEvent[] = [
    { name: 'thread_name', ph: 'M', ts: 0, ...thread, args: { name: 'CrRendererMain' } },
    at('RunTask', 1, 30),
    // A mutation observer callback of the head script reads layout: style and layout forced.
    at('FunctionCall', 2, 10, HEAD),
    at('UpdateLayoutTree', 3, 2),
    at('Layout', 6, 3),
    // The theme's script forces one too; then the frame's own rendering, outside script.
    at('FunctionCall', 14, 5, 'http://x/theme.js'),
    at('Layout', 15, 1),
    at('UpdateLayoutTree', 25, 1),
    at('Layout', 27, 1),
  ];
  const head = (url: string) => url.endsWith('/islet-head.js');

  it("counts the style and layout inside the accepted scripts' events only", () => {
    const none = { styles: 0, layouts: 0 };
    expect(forcedRendering(events, 0, 1e9, head)).toEqual({
      styles: 1,
      layouts: 1,
      ms: 5,
      inFrames: none,
    });
    expect(forcedRendering(events, 0, 1e9, () => true)).toEqual({
      styles: 1,
      layouts: 2,
      ms: 6,
      inFrames: none,
    });
  });

  it('tells the rendering forced inside an animation-frame callback apart', () => {
    const framed: TraceEvent[] = [
      ...events,
      // The next frame: the head script's callback reads layout before the frame's own rendering.
      at('RunTask', 40, 10),
      // As Chromium writes them: a complete event when it ends, the child first.
      at('FunctionCall', 41, 3, HEAD),
      at('FireAnimationFrame', 41, 4),
      at('UpdateLayoutTree', 42, 1),
      at('Layout', 43, 1),
    ];
    expect(forcedRendering(framed, 0, 1e9, head)).toEqual({
      styles: 2,
      layouts: 2,
      ms: 7,
      inFrames: { styles: 1, layouts: 1 },
    });
  });
});
