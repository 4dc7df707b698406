import { describe, expect, it } from 'vitest';
import {
  applyAffectedRange,
  backgroundLayerSize,
  backgroundStep,
  blurAt,
  directed,
  elementStep,
  fixedProgress,
  movePoint,
  opacityAt,
  pageProgress,
  pointerProgress,
  scaleAt,
  viewportProgress,
  type MoveDirection,
} from './motion-formulas.ts';

describe('scroll progress', () => {
  it.each([
    // rectTop, contentHeight, innerHeight, expected
    [800, 400, 800, 0], // parent's top touches the viewport's bottom
    [900, 400, 800, 0], // still below: clamped
    [-400, 400, 800, 100], // parent's bottom leaves the viewport's top
    [-1000, 400, 800, 100],
    [200, 400, 800, 50], // (800 - 200) / 1200
    [0, 400, 800, 66.67], // 800 / 1200, two decimals
    [500, 100, 600, 14.29], // 100 / 700, two decimals
  ])('viewport: top %d, height %d, viewport %d → %d', (top, height, inner, expected) => {
    expect(viewportProgress(top, height, inner)).toBe(expected);
  });

  it.each([
    [0, 3000, 1000, 0],
    [1000, 3000, 1000, 50],
    [2000, 3000, 1000, 100],
    [333, 3000, 1000, 16.65],
    [10, 800, 800, 0], // nothing to scroll
  ])('page: scrollTop %d of %d/%d → %d', (top, scrollHeight, client, expected) => {
    expect(pageProgress(top, scrollHeight, client)).toBe(expected);
  });

  it.each([
    [0, 800, 0],
    [400, 800, 50],
    [1600, 800, 200], // not clamped
    [1, 3, 33.33],
  ])('fixed: scrollTop %d, viewport %d → %d', (top, inner, expected) => {
    expect(fixedProgress(top, inner)).toBe(expected);
  });
});

describe('transform steps', () => {
  it.each([
    [10, { start: 20, end: 80 }, 20],
    [50, { start: 20, end: 80 }, 50],
    [90, { start: 20, end: 80 }, 80],
    [90, undefined, 90],
  ])('affected range clamps %d into %j → %d', (p, range, expected) => {
    expect(applyAffectedRange(p, range)).toBe(expected);
  });

  it('negative direction mirrors the progress', () => {
    expect(directed(30, false)).toBe(30);
    expect(directed(30, true)).toBe(70);
  });

  it.each([
    [50, 4, 0],
    [0, 4, 200],
    [100, 4, -200],
    [75, 1, -25],
    [25, 2.5, 62.5],
  ])('element step at %d with speed %d → %d', (p, speed, expected) => {
    expect(elementStep(p, speed) + 0).toBe(expected);
  });

  it.each([
    [0, 120, 0],
    [50, 120, -60],
    [100, 120, -120],
  ])('background step at %d over %d px movable → %d', (p, movable, expected) => {
    expect(backgroundStep(p, movable) + 0).toBe(expected);
  });
});

describe('move point', () => {
  const range = { start: 20, end: 80 };
  it.each<[MoveDirection, number, number]>([
    ['out-in', 10, 0],
    ['out-in', 20, 0],
    ['out-in', 50, 50],
    ['out-in', 80, 100],
    ['out-in', 95, 100],
    ['in-out', 10, 100],
    ['in-out', 35, 75],
    ['in-out', 90, 0],
    ['in-out-in', 10, 50],
    ['in-out-in', 0, 100],
    ['in-out-in', 50, 0],
    ['in-out-in', 90, 50],
    ['in-out-in', 100, 100],
    ['out-in-out', 10, 50],
    ['out-in-out', 0, 0],
    ['out-in-out', 50, 100],
    ['out-in-out', 90, 50],
    ['out-in-out', 100, 0],
    ['out-in', 33, 21.67], // 13 / 60, two decimals
  ])('%s at %d → %d', (direction, p, expected) => {
    expect(movePoint(p, direction, range)).toBe(expected);
  });

  it('survives ranges that touch the ends', () => {
    expect(movePoint(0, 'in-out-in', { start: 0, end: 100 })).toBe(0);
    expect(movePoint(100, 'out-in-out', { start: 0, end: 100 })).toBe(0);
    expect(movePoint(50, 'out-in', { start: 50, end: 50 })).toBe(100);
  });
});

describe('effect values', () => {
  it.each([
    [0, 10, 0],
    [100, 10, 1],
    [50, 10, 0.5],
    [0, 5, 0.5],
    [50, 2, 0.9],
  ])('opacity at move point %d, level %d → %d', (mp, level, expected) => {
    expect(opacityAt(mp, level)).toBeCloseTo(expected, 10);
  });

  it.each([
    [0, 7, 7],
    [100, 7, 0],
    [50, 7, 3.5],
  ])('blur at move point %d, level %d → %dpx', (mp, level, expected) => {
    expect(blurAt(mp, level)).toBe(expected);
  });

  it.each([
    [0, 4, 1],
    [100, 4, 1.4],
    [50, -10, 0.5],
  ])('scale at move point %d, speed %d → %d', (mp, speed, expected) => {
    expect(scaleAt(mp, speed)).toBeCloseTo(expected, 10);
  });

  it('pointer progress is the share of the viewport', () => {
    expect(pointerProgress(640, 200, 1280, 800)).toEqual({ x: 50, y: 25 });
    expect(pointerProgress(0, 0, 0, 0)).toEqual({ x: 50, y: 50 });
  });

  it.each([
    [{}, { width: 100, height: 100 }],
    [{ translateY: 4 }, { width: 100, height: 140 }],
    [{ mouseTrack: 1 }, { width: 110, height: 110 }],
    [
      { mouseTrack: 1, translateX: 2 },
      { width: 120, height: 110 },
    ],
    [
      { mouseTrack: 3, translateY: 0 },
      { width: 130, height: 100 },
    ],
  ])('background layer for speeds %j is %j', (speeds, expected) => {
    expect(backgroundLayerSize(speeds)).toEqual(expected);
  });
});
