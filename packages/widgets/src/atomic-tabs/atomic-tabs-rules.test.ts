import { describe, expect, it } from 'vitest';
import {
  defaultTab,
  focusTarget,
  panelId,
  rememberedTab,
  rememberTab,
  tabId,
} from './atomic-tabs-rules.ts';

describe('atomic tabs ids', () => {
  it('are the builder’s', () => {
    expect(tabId('3f2a1b0', 2)).toBe('3f2a1b0-tab-2');
    expect(panelId('3f2a1b0', 2)).toBe('3f2a1b0-tab-content-2');
  });
});

describe('defaultTab', () => {
  it.each([
    ['the printed id', { 'default-active-tab': 'abc-tab-1' }, { kind: 'index', index: 1 }],
    ['the first tab', { 'default-active-tab': 'abc-tab-0' }, { kind: 'index', index: 0 }],
    ['a bare index', { 'default-active-tab': 2 }, { kind: 'index', index: 2 }],
    ['an id past the last tab', { 'default-active-tab': 'abc-tab-3' }, { kind: 'none' }],
    ['a negative index', { 'default-active-tab': -1 }, { kind: 'none' }],
    ['an id with no number', { 'default-active-tab': 'abc-tab-x' }, { kind: 'none' }],
    ['another element’s id', { 'default-active-tab': 'zzz-tab-1' }, { kind: 'absent' }],
    ['nothing', {}, { kind: 'absent' }],
    ['a boolean', { 'default-active-tab': true }, { kind: 'absent' }],
    ['a fraction', { 'default-active-tab': 1.5 }, { kind: 'absent' }],
  ])('%s', (_name, settings, expected) => {
    expect(defaultTab(settings, 'abc', 3)).toEqual(expected);
  });
});

describe('focusTarget', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 0, 2],
    ['ArrowLeft', 1, 0],
    ['ArrowDown', 1, 2],
    ['ArrowUp', 0, 2],
    ['Home', 2, 0],
    ['End', 0, 2],
    ['Enter', 0, undefined],
    [' ', 0, undefined],
    ['Tab', 0, undefined],
  ])('%j from %i', (key, from, to) => {
    expect(focusTarget(key, from, 3, false)).toBe(to);
  });

  it('swaps Left and Right on right-to-left pages', () => {
    expect(focusTarget('ArrowLeft', 0, 3, true)).toBe(1);
    expect(focusTarget('ArrowRight', 0, 3, true)).toBe(2);
    expect(focusTarget('ArrowDown', 0, 3, true)).toBe(1);
  });
});

describe('rememberedTab', () => {
  it('keeps the last selection per document and tabs id, while the tab still exists', () => {
    const doc = {} as Document;
    const other = {} as Document;
    expect(rememberedTab(doc, 'abc', 3)).toBeUndefined();
    rememberTab(doc, 'abc', 2);
    expect(rememberedTab(doc, 'abc', 3)).toBe(2);
    expect(rememberedTab(doc, 'def', 3)).toBeUndefined();
    expect(rememberedTab(other, 'abc', 3)).toBeUndefined();
    // The builder's validateActiveTab: a remembered tab that is gone is forgotten.
    expect(rememberedTab(doc, 'abc', 2)).toBeUndefined();
  });
});
