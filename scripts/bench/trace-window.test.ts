import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyse, countsStyleAndLayout, type TraceEvent } from './trace-window.mjs';

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
