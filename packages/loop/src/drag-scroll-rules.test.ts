import { describe, expect, it } from 'vitest';
import { dragScrollStep, initialScrollLeft } from './drag-scroll-rules.ts';

describe('dragScrollStep', () => {
  it.each([
    [0, 0],
    [7, 7],
    [-20, -20],
    [20, 20],
    [21, 5],
    [-21, -5],
    [300, 5],
  ])('%d → %d', (delta, step) => {
    expect(dragScrollStep(delta)).toBe(step);
  });
});

describe('initialScrollLeft', () => {
  it.each<[unknown, number]>([
    ['start', 0],
    [undefined, 0],
    ['center', 150],
    ['end', 300],
    ['flex-end', 300],
  ])('%s', (alignment, left) => {
    expect(initialScrollLeft(alignment, 800, 500)).toBe(left);
  });

  it('never negative when the row fits', () => {
    expect(initialScrollLeft('end', 300, 500)).toBe(0);
  });
});
