import { describe, expect, it } from 'vitest';
import { nextWord, rotationTiming } from './rotation-timing.ts';

describe('nextWord', () => {
  it.each([
    [0, 3, true, 1],
    [2, 3, true, 0],
    [2, 3, false, undefined],
    [0, 1, true, undefined],
    [1, 3, false, 2],
  ])('after %i of %i (loop %s)', (index, count, loop, expected) =>
    expect(nextWord(index, count, loop)).toBe(expected),
  );
});

describe('rotationTiming', () => {
  it('uses the builder defaults without a setting', () => {
    expect(rotationTiming(undefined)).toEqual({
      hold: 2500,
      letter: 50,
      typeLetter: 150,
      selection: 500,
      typePause: 1300,
      reveal: 600,
      revealHold: 1500,
    });
  });

  it('scales every step from the iteration delay', () => {
    expect(rotationTiming(5000)).toEqual({
      hold: 5000,
      letter: 100,
      typeLetter: 300,
      selection: 1000,
      typePause: 1800,
      reveal: 1200,
      revealHold: 3000,
    });
  });
});
