import { describe, expect, it } from 'vitest';
import { readDataValue } from './minimal-dollar.ts';

describe('readDataValue (jQuery .data() reading of data-* attributes)', () => {
  it.each([
    [null, undefined],
    ['true', true],
    ['false', false],
    ['null', null],
    ['12', 12],
    ['1.5', 1.5],
    ['007', '007'],
    ['7f969a2a', '7f969a2a'],
    ['{"a":1}', { a: 1 }],
    ['[1,2]', [1, 2]],
    ['{broken', '{broken'],
    ['', ''],
  ])('%j → %j', (raw, value) => {
    expect(readDataValue(raw)).toEqual(value);
  });
});
