import { describe, expect, it } from 'vitest';
import { dashOffset, readingProgress } from './reading-progress.ts';

describe('readingProgress', () => {
  it.each([
    ['page at the top', 0, 3000, 1000, 0],
    ['page half way', -1000, 3000, 1000, 0.5],
    ['page at the bottom', -2000, 3000, 1000, 1],
    ['element below the viewport', 500, 3000, 1000, 0],
    ['element scrolled past', -5000, 3000, 1000, 1],
    ['short element entering', 1000, 200, 1000, 0],
    ['short element in the middle', 400, 200, 1000, 0.5],
    ['short element gone', -200, 200, 1000, 1],
    ['page shorter than the viewport', 0, 800, 1000, 1000 / 1800],
  ])('%s', (_label, top, height, viewport, expected) =>
    expect(readingProgress(top, height, viewport)).toBeCloseTo(expected),
  );

  it('draws the circle', () => {
    expect(dashOffset(100, 0)).toBe(100);
    expect(dashOffset(100, 0.25)).toBe(75);
    expect(dashOffset(100, 1)).toBe(0);
  });
});
