import { describe, expect, it } from 'vitest';
import { ratioHeight } from './intrinsic-ratio.ts';

describe('ratioHeight', () => {
  it.each([
    ['640', '360', 320, 180],
    ['560', '315', 700, 393.75],
    ['100', '100', 0, 0],
  ])('%s×%s at %d px → %d', (w, h, parent, expected) => {
    expect(ratioHeight(w, h, parent)).toBe(expected);
  });

  it.each([
    [null, '360'],
    ['640', null],
    ['', '360'],
    ['100%', '360'],
    ['0', '360'],
    ['640', '-1'],
  ])('no ratio from %s×%s', (w, h) => {
    expect(ratioHeight(w, h, 500)).toBeNull();
  });
});
