import { describe, expect, it } from 'vitest';
import { nextWord } from './rotation-timing.ts';

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
