import { describe, expect, it } from 'vitest';
import { rovingStep, rovingTarget, type KeyLayout } from './roving-keys.ts';

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

describe('rovingStep', () => {
  const key = (name: string) => {
    const event = { key: name, prevented: false, preventDefault: () => (event.prevented = true) };
    return event;
  };

  it('gives the item the key moves to and keeps the page from scrolling', () => {
    const event = key('ArrowDown');
    expect(rovingStep(event, ['a', 'b', 'c'], 'c', accordion)).toBe('a');
    expect(event.prevented).toBe(true);
  });

  it('leaves a key that moves nothing alone', () => {
    const event = key('ArrowRight');
    expect(rovingStep(event, ['a', 'b'], 'a', accordion)).toBeUndefined();
    expect(event.prevented).toBe(false);
  });
});
