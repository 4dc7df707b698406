import { describe, expect, it } from 'vitest';
import { anchorMargins, IN_PAGE_HASH } from './anchor-margins.ts';

describe('anchor scroll margins', () => {
  it('gives targets between a sticky element and the next one that element’s offset', () => {
    const margins = anchorMargins(
      [
        { top: 1000, margin: 40 },
        { top: 0, margin: 20 },
        { top: 500, margin: 0 }, // no anchor offset: does not count, nor end a stretch
      ],
      [{ top: 0 }, { top: 300 }, { top: 800 }, { top: 1000 }, { top: 1200 }, { top: 9000 }],
    );
    expect([...margins.entries()].sort((a, b) => a[0] - b[0])).toEqual([
      [1, 20],
      [2, 20],
      [4, 40],
      [5, 40],
    ]);
  });

  it('gives nothing without sticky elements that have an offset', () => {
    expect(anchorMargins([{ top: 0, margin: 0 }], [{ top: 10 }]).size).toBe(0);
  });

  it.each([
    ['#contact', true],
    ['#_top', true],
    ['#a-b_c9', true],
    ['#9lives', false],
    ['#', false],
    ['#a b', false],
    ['#/route', false],
  ])('%s is an in-page hash: %s', (hash, expected) => {
    expect(IN_PAGE_HASH.test(hash)).toBe(expected);
  });
});
