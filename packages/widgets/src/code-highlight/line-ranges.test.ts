import { describe, expect, it } from 'vitest';
import { parseLineRanges } from './line-ranges.ts';

const spans = (value: string | undefined, lines = 10) =>
  parseLineRanges(value, lines).map(({ start, end }) => [start, end]);

describe('parseLineRanges', () => {
  it('reads single lines and ranges, spaces ignored', () => {
    expect(spans('1-3, 7')).toEqual([
      [1, 3],
      [7, 7],
    ]);
    expect(parseLineRanges(' 2 - 4 ,5', 10)).toEqual([
      { range: '2-4', start: 2, end: 4 },
      { range: '5', start: 5, end: 5 },
    ]);
  });

  it('cuts a range at the last line and drops what starts past it', () => {
    expect(spans('8-40, 12', 10)).toEqual([[8, 10]]);
  });

  it('drops empty, backwards, zero and unreadable entries', () => {
    expect(spans('')).toEqual([]);
    expect(spans(undefined)).toEqual([]);
    expect(spans(',,5-3,0,a,3-b,-2,1.5,4')).toEqual([[4, 4]]);
  });
});
