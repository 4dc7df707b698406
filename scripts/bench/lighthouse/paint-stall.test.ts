import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paintStall, STALL_MIN_MS, type TraceEvent } from './paint-stall.mjs';

// Three real runs without scripts, cut to the events the check reads (the fixture's `about` says
// how).
const sample = JSON.parse(
  readFileSync(new URL('../fixtures/lighthouse-paint-stall-sample.json', import.meta.url), 'utf8'),
) as { stalled: TraceEvent[]; painted: TraceEvent[]; heldWithoutDrops: TraceEvent[] };

const drop = (ms: number): TraceEvent => ({ name: 'DroppedFrame', ts: ms * 1000, pid: 1, tid: 3 });
const navigation: TraceEvent = {
  name: 'navigationStart',
  ts: 0,
  pid: 1,
  tid: 1,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'https://page.test/' } },
};
const fcpAt = (ms: number): TraceEvent => ({
  name: 'firstContentfulPaint',
  ts: ms * 1000,
  pid: 1,
  tid: 1,
});
/** `count` frames dropped in a row every 16.7 ms from `fromMs`. */
const streak = (fromMs: number, count: number) =>
  Array.from({ length: count }, (_, i) => drop(fromMs + i * 16.7));

describe('a first paint held back by the browser (paint stall)', () => {
  it('finds the second of dropped frames before the first contentful paint of a real run', () => {
    expect(paintStall(sample.stalled)).toEqual({ ms: 1073, frames: 63, observedFcp: 1322 });
  });

  it('finds a first paint presented a second after it was painted, no frame dropped', () => {
    expect(paintStall(sample.heldWithoutDrops)).toEqual({ ms: 1001, frames: 0, observedFcp: 1290 });
  });

  it('does not count a page that showed its background at once and its content later', () => {
    // A font or a style sheet kept the content back: the first paint was presented at once.
    const events = [
      navigation,
      { name: 'Paint', ph: 'X', ts: 100_000, dur: 1000, pid: 1, tid: 1 },
      { name: 'firstPaint', ts: 116_000, pid: 1, tid: 1 },
      { name: 'Paint', ph: 'X', ts: 1_290_000, dur: 1000, pid: 1, tid: 1 },
      fcpAt(1300),
    ];
    expect(paintStall(events)).toBeNull();
  });

  it('finds none in a run of the same page that painted at once', () => {
    expect(paintStall(sample.painted)).toBeNull();
  });

  it('does not count frames the page dropped while its main thread was busy', () => {
    // 40 frames (651 ms) dropped, 600 ms of them in a task: the page's own work.
    const events = [
      navigation,
      ...streak(100, 40),
      { name: 'RunTask', ph: 'X', ts: 100_000, dur: 600_000, pid: 1, tid: 1 },
      fcpAt(800),
    ];
    expect(paintStall(events)).toBeNull();
  });

  it('counts a streak in which scripts ran for part of it, if it was idle for long enough', () => {
    // As the original's runs: 900 ms of drops, 494 ms of them running the page's scripts.
    const events = [
      navigation,
      ...streak(360, 55),
      { name: 'RunTask', ph: 'X', ts: 400_000, dur: 494_000, pid: 1, tid: 1 },
      fcpAt(1288),
    ];
    expect(paintStall(events)).toEqual({ ms: 902, frames: 55, observedFcp: 1288 });
  });

  it('keeps the longest idle streak, and ignores a short one and any after the paint', () => {
    const events = [
      navigation,
      ...streak(50, 20),
      ...streak(400, 40),
      fcpAt(1100),
      ...streak(1200, 80),
    ];
    expect(paintStall(events)).toEqual({
      ms: Math.round(39 * 16.7),
      frames: 40,
      observedFcp: 1100,
    });
    expect(19 * 16.7).toBeLessThan(STALL_MIN_MS);
  });

  it('times the paint from the page’s navigation, not from the blank page loaded before it', () => {
    const blank: TraceEvent = {
      ...navigation,
      ts: -1_200_000,
      args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'about:blank' } },
    };
    const unnamed: TraceEvent = {
      ...blank,
      ts: -1_100_000,
      args: { data: { isLoadingMainFrame: true, documentLoaderURL: '' } },
    };
    const events = [blank, unnamed, navigation, ...streak(300, 60), fcpAt(1320)];
    expect(paintStall(events)).toMatchObject({ frames: 60, observedFcp: 1320 });
  });

  it('says nothing of a trace without the navigation or its paint', () => {
    expect(paintStall([navigation, ...streak(100, 30)])).toBeNull();
    expect(paintStall([...streak(100, 30), fcpAt(700)])).toBeNull();
  });
});
