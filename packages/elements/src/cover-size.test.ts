import { describe, expect, it } from 'vitest';
import { coverSize } from './cover-size.ts';

describe('coverSize', () => {
  it.each([
    [
      'a wide box: full width, cropped top and bottom',
      { width: 1600, height: 400 },
      16 / 9,
      { width: 1600, height: 900 },
    ],
    [
      'a tall box: full height, cropped at the sides',
      { width: 390, height: 800 },
      16 / 9,
      { width: 800 * (16 / 9), height: 800 },
    ],
    [
      'the same ratio: the box itself',
      { width: 1600, height: 900 },
      16 / 9,
      { width: 1600, height: 900 },
    ],
    ['an empty box stays empty', { width: 0, height: 0 }, 16 / 9, { width: 0, height: 0 }],
  ])('%s', (_name, box, ratio, expected) => {
    expect(coverSize(box, ratio)).toEqual(expected);
  });
});
