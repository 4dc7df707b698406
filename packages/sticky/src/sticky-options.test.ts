import { describe, expect, it } from 'vitest';
import { responsiveValue } from '@islet/core';
import { settingsFrom } from '@islet/test-support/settings';
import { readStickyConfig, settings } from './sticky-options.ts';

const DEVICES = ['mobile', 'tablet', 'desktop'];
/** The settings checked as the lifecycle checks them, then read for `device`. */
const read = (raw: Record<string, unknown>, device = 'desktop', warnings: string[] = []) => {
  const values = settingsFrom(raw, settings, warnings);
  return readStickyConfig(values, device, (key) => responsiveValue(values, key, device, DEVICES));
};

describe('sticky settings', () => {
  it('is off without sticky', () => {
    expect(read({})).toEqual({ config: null, reason: 'not sticky' });
  });

  it('reads the current device values', () => {
    const raw = {
      sticky: 'top',
      sticky_on: ['desktop', 'mobile'],
      sticky_offset: 10,
      sticky_offset_mobile: 0,
      sticky_effects_offset: 100,
      sticky_effects_offset_mobile: 50,
      sticky_anchor_link_offset: 20,
      sticky_anchor_link_offset_mobile: 5,
      sticky_parent: 'yes',
    };
    expect(read(raw).config).toEqual({
      to: 'top',
      offset: 10,
      effectsOffset: 100,
      anchorOffset: 20,
      parent: true,
    });
    expect(read(raw, 'mobile').config).toEqual({
      to: 'top',
      offset: 0,
      effectsOffset: 50,
      anchorOffset: 5,
      parent: true,
    });
    expect(read(raw, 'tablet')).toEqual({ config: null, reason: 'not sticky on tablet' });
  });

  it('is on every device without sticky_on', () => {
    expect(read({ sticky: 'bottom' }, 'tablet').config).toMatchObject({ to: 'bottom', offset: 0 });
  });

  it('leaves names that are no device out, with a warning', () => {
    const warnings: string[] = [];
    const reading = read({ sticky: 'top', sticky_on: ['desktop', 'tv', 3] }, 'desktop', warnings);
    expect(reading.config).not.toBeNull();
    expect(read({ sticky: 'top', sticky_on: ['desktop', 'tv'] }, 'mobile').config).toBeNull();
    expect(warnings).toEqual(['sticky_on: no device "tv", 3: ignored']);
  });

  it('is sticky on every device, with a warning, when sticky_on is not a list', () => {
    const warnings: string[] = [];
    expect(read({ sticky: 'top', sticky_on: 'mobile' }, 'tablet', warnings).config).not.toBeNull();
    expect(warnings).toEqual(['sticky_on: expected a list, got "mobile": every device']);
  });

  it('ignores a device this site does not use, without a warning', () => {
    const warnings: string[] = [];
    expect(
      read({ sticky: 'top', sticky_on: ['laptop', 'desktop'] }, 'desktop', warnings).config,
    ).not.toBeNull();
    expect(warnings).toEqual([]);
  });

  it.each([
    [{ sticky: 'middle' }, 'sticky: expected one of top, bottom, got "middle"'],
    [
      { sticky: 'top', sticky_offset: 900 },
      'sticky_offset: expected a number within 0…500, got 900',
    ],
    [
      { sticky: 'top', sticky_effects_offset_mobile: -5 },
      'sticky_effects_offset_mobile: expected a number within 0…1000, got -5',
    ],
    [
      { sticky: 'top', sticky_anchor_link_offset: 'far' },
      'sticky_anchor_link_offset: expected a number within 0…500, got "far"',
    ],
  ])('is an error (the element is skipped) for %j', (raw, error) => {
    expect(() => read(raw)).toThrow(error);
  });

  it('reads slider-shaped offsets, and a never-set slider as 0', () => {
    expect(read({ sticky: 'top', sticky_offset: { unit: 'px', size: 40 } }).config?.offset).toBe(
      40,
    );
    expect(read({ sticky: 'top', sticky_offset: { unit: 'px', size: '' } }).config?.offset).toBe(0);
  });
});
