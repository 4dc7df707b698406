import { describe, expect, it } from 'vitest';
import { isDropdownMode, itemForKey } from './menu-mode.ts';

describe('isDropdownMode', () => {
  it.each([
    ['mobile', 'tablet', true],
    ['tablet', 'tablet', true],
    ['laptop', 'tablet', false],
    ['desktop', 'tablet', false],
    ['tablet', 'mobile', false],
    ['mobile', 'mobile', true],
    ['mobile', 'none', false],
    ['tablet', undefined, true],
    ['desktop', '', false],
    ['mobile', 'nonsense', false],
  ])('%s with breakpoint %j → %s', (device, breakpoint, expected) => {
    expect(isDropdownMode(device, breakpoint)).toBe(expected);
  });
});

describe('itemForKey', () => {
  it.each([
    [0, 3, 'ArrowRight', false, 1],
    [2, 3, 'ArrowRight', false, 0],
    [0, 3, 'ArrowLeft', false, 2],
    [0, 3, 'ArrowLeft', true, 1],
    [1, 3, 'Home', false, 0],
    [1, 3, 'End', false, 2],
    [1, 3, 'Tab', false, null],
  ])('from %i of %i, %s (rtl %s) → %s', (index, count, key, rtl, expected) => {
    expect(itemForKey(index, count, key, rtl)).toBe(expected);
  });
});
