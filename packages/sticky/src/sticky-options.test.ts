import { describe, expect, it } from 'vitest';
import { responsiveValue } from '@islet/core';
import { readStickyConfig } from './sticky-options.ts';

const DEVICES = ['mobile', 'tablet', 'desktop'];
const read = (raw: Record<string, unknown>, device = 'desktop') =>
  readStickyConfig(raw, device, DEVICES, (key) => responsiveValue(raw, key, device, DEVICES));

describe('readStickyConfig', () => {
  it('is off without sticky', () => {
    expect(read({})).toEqual({ config: null, problems: [], reason: 'not sticky' });
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
    expect(read(raw, 'tablet')).toEqual({
      config: null,
      problems: [],
      reason: 'not sticky on tablet',
    });
  });

  it('is on every device without sticky_on', () => {
    expect(read({ sticky: 'bottom' }, 'tablet').config).toMatchObject({ to: 'bottom', offset: 0 });
  });

  it('drops devices the site does not have, with a problem', () => {
    const reading = read({ sticky: 'top', sticky_on: ['desktop', 'tv'] });
    expect(reading.config).not.toBeNull();
    expect(reading.problems).toEqual(['sticky_on: no device "tv" on this site, ignored']);
  });

  it.each([
    [{ sticky: 'middle' }, /sticky "middle"/],
    [{ sticky: 'top', sticky_offset: 900 }, /sticky_offset 900/],
    [{ sticky: 'top', sticky_effects_offset: -5 }, /sticky_effects_offset -5/],
    [{ sticky: 'top', sticky_anchor_link_offset: 'far' }, /sticky_anchor_link_offset "far"/],
  ])('is off with a problem for %j', (raw, problem) => {
    const reading = read(raw);
    expect(reading.config).toBeNull();
    expect(reading.problems).toHaveLength(1);
    expect(reading.problems[0]).toMatch(problem);
  });

  it('reads slider-shaped offsets', () => {
    expect(read({ sticky: 'top', sticky_offset: { unit: 'px', size: 40 } }).config?.offset).toBe(
      40,
    );
  });
});
