import { describe, expect, it } from 'vitest';
import {
  finiteNumber,
  isRange,
  numberSetting,
  sliderSetting,
  sliderUnit,
} from './setting-values.ts';

const slider = (size: unknown, sizes: unknown = []) => ({ unit: 'px', size, sizes });

describe('finiteNumber', () => {
  it.each([
    [4, 4],
    ['2.5', 2.5],
    [' 7 ', 7],
    ['', undefined],
    ['  ', undefined],
    ['fast', undefined],
    [Number.NaN, undefined],
    [Infinity, undefined],
    [true, undefined],
    [null, undefined],
  ])('%j → %j', (value, expected) => {
    expect(finiteNumber(value)).toBe(expected);
  });
});

describe('numberSetting', () => {
  it.each([
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    [3, 3],
    ['40', 40],
    [slider(12), 12],
    [slider('1.5'), 1.5],
    [slider(''), undefined],
    [{ unit: 'px' }, undefined],
    ['abc', null],
    [slider('abc'), null],
    [{ other: 1 }, null],
    [true, null],
    [Number.NaN, null],
  ])('%j → %j', (value, expected) => {
    expect(numberSetting(value)).toBe(expected);
  });
});

describe('sliderSetting', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    [4, 4],
    ['2.5', 2.5],
    [slider(3), 3],
    [slider(0), 0],
    [slider(''), undefined],
    [slider(null), undefined],
    [slider('', {}), undefined],
    [slider('', { start: 10, end: 90 }), { start: 10, end: 90 }],
    [slider('', { start: '20', end: '57' }), { start: 20, end: 57 }],
    [slider(50, { start: 0, end: 100 }), { start: 0, end: 100 }],
    [slider(5, { start: 10 }), 5],
    [slider(5, { start: 10, end: '' }), 5],
    [slider('', { start: 'x', end: 90 }), null],
    [slider('fast'), null],
    ['abc', null],
    [true, null],
  ])('%j → %j', (value, expected) => {
    expect(sliderSetting(value)).toEqual(expected);
  });

  it('tells a range slider from a plain one', () => {
    expect(isRange(slider('', { start: 'x' }))).toBe(true);
    expect(isRange(slider(3))).toBe(false);
    expect(isRange(3)).toBe(false);
  });
});

describe('sliderUnit', () => {
  it('reads the unit, or the fallback', () => {
    expect(sliderUnit({ unit: 's', size: 1 }, 'ms')).toBe('s');
    expect(sliderUnit({ size: 1 }, 'ms')).toBe('ms');
    expect(sliderUnit(4)).toBe('');
  });
});
