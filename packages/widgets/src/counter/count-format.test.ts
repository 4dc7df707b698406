import { describe, expect, it } from 'vitest';
import { countAt, decimalsOf, formatCount, swing } from './count-format.ts';

describe('counter formulas', () => {
  it.each([
    [1234567, 0, ',', '1,234,567'],
    [1234567, 0, '', '1234567'],
    [1234.5, 2, ' ', '1 234.50'],
    [999, 0, ',', '999'],
    [1000, 0, '.', '1.000'],
    [-12345, 0, ',', '-12,345'],
    [12.345, 1, ',', '12.3'],
    [40.9, 0, ',', '40'],
  ])('formats %d with %i decimals and %j', (value, decimals, delimiter, expected) => {
    expect(formatCount(value, decimals, delimiter)).toBe(expected);
  });

  it.each([
    ['40', 0],
    ['4.5', 1],
    ['99.125', 3],
    ['100.', 0],
  ])('%s has %i decimals', (text, expected) => expect(decimalsOf(text)).toBe(expected));

  it('eases from start to end over the duration', () => {
    expect(swing(0)).toBe(0);
    expect(swing(1)).toBe(1);
    expect(swing(0.5)).toBeCloseTo(0.5);
    expect(countAt(0, 100, 0, 2000)).toBe(0);
    expect(countAt(0, 100, 1000, 2000)).toBeCloseTo(50);
    expect(countAt(0, 100, 500, 2000)).toBeCloseTo(14.64, 1);
    expect(countAt(0, 100, 2000, 2000)).toBe(100);
    expect(countAt(10, 0, 5000, 2000)).toBe(0);
    expect(countAt(5, 50, 10, 0)).toBe(50);
  });
});
