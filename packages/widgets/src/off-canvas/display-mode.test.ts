import { settingsFrom } from '@islet/test-support/settings';
import { describe, expect, it } from 'vitest';
import { nextOpen, offCanvasOptions, settings } from './display-mode.ts';

const optionsOf = (raw: Record<string, unknown>) => offCanvasOptions(settingsFrom(raw, settings));

describe('nextOpen', () => {
  it.each([
    [{ id: 'abc', displayMode: 'open' }, false, true],
    [{ id: 'abc', displayMode: 'open' }, true, true],
    [{ id: 'abc', displayMode: 'close' }, true, false],
    [{ id: 'abc', displayMode: 'toggle' }, true, false],
    [{ id: 'abc', displayMode: 'toggle' }, false, true],
    [{ id: 'other', displayMode: 'open' }, false, null],
    [{ id: 'abc', displayMode: 'explode' }, false, null],
    [{ id: 'abc' }, false, null],
    [null, false, null],
    ['abc', false, null],
  ])('%j while open=%s → %s', (detail, open, expected) => {
    expect(nextOpen(detail, 'abc', open)).toBe(expected);
  });
});

describe('offCanvasOptions', () => {
  it('closes on overlay and Escape and locks scrolling by default', () => {
    expect(optionsOf({})).toEqual({
      closeOnOverlay: true,
      closeOnEscape: true,
      preventScroll: true,
      entrance: '',
      exit: '',
    });
  });
  it.each([
    [{ is_not_close_on_overlay: 'yes' }, 'closeOnOverlay', false],
    [{ is_not_close_on_esc_overlay: 'yes' }, 'closeOnEscape', false],
    [{ prevent_scroll: '' }, 'preventScroll', false],
    [{ prevent_scroll: 'yes' }, 'preventScroll', true],
    [{ entrance_animation: 'fadeInLeft' }, 'entrance', 'fadeInLeft'],
    [{ entrance_animation: 'none' }, 'entrance', ''],
    [{ exit_animation: 'bad"class' }, 'exit', ''],
    [{ exit_animation: 42 }, 'exit', ''],
    [{ is_not_close_on_overlay: 'no' }, 'closeOnOverlay', true],
  ])('%j sets %s to %s', (raw, key, value) => {
    expect(optionsOf(raw)[key as keyof ReturnType<typeof offCanvasOptions>]).toBe(value);
  });
});
