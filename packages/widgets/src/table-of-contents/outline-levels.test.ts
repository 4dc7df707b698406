import { describe, expect, it } from 'vitest';
import { outlineLevels } from './outline-levels.ts';

describe('outlineLevels', () => {
  it.each([
    [[], []],
    [
      [2, 2, 2],
      [0, 0, 0],
    ],
    [
      [2, 3, 3, 2, 3],
      [0, 1, 1, 0, 1],
    ],
    [
      [2, 4, 3],
      [0, 1, 1],
    ],
    [
      [3, 2, 3],
      [0, 0, 1],
    ],
    [
      [2, 3, 4, 5, 2],
      [0, 1, 2, 3, 0],
    ],
    [
      [4, 3, 2, 6],
      [0, 0, 0, 1],
    ],
  ])('%j → %j', (ranks, expected) => expect(outlineLevels(ranks)).toEqual(expected));
});
