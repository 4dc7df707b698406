import { describe, expect, it } from 'vitest';
import { rovingTarget, type KeyLayout } from './roving-keys.ts';

const tabs: KeyLayout = { horizontal: true, vertical: true, rtl: false };
const accordion: KeyLayout = { horizontal: false, vertical: true, rtl: false };
const rtlTabs: KeyLayout = { ...tabs, rtl: true };

describe('rovingTarget', () => {
  it.each([
    ['ArrowRight', 0, 3, tabs, 1],
    ['ArrowRight', 2, 3, tabs, 0],
    ['ArrowLeft', 0, 3, tabs, 2],
    ['ArrowDown', 1, 3, tabs, 2],
    ['ArrowUp', 0, 3, accordion, 2],
    ['ArrowDown', 2, 3, accordion, 0],
    ['ArrowRight', 0, 3, accordion, undefined],
    ['Home', 2, 3, accordion, 0],
    ['End', 0, 3, accordion, 2],
    ['ArrowLeft', 0, 3, rtlTabs, 1],
    ['ArrowRight', 0, 3, rtlTabs, 2],
    ['Tab', 0, 3, tabs, undefined],
    ['Enter', 0, 3, tabs, undefined],
    ['Home', 0, 0, tabs, undefined],
  ] as const)('%s from %i of %i', (key, index, count, layout, expected) => {
    expect(rovingTarget(key, index, count, layout)).toBe(expected);
  });
});
