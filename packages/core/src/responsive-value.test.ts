import { describe, expect, it } from 'vitest';
import { responsiveValue } from './responsive-value.ts';

/** Active devices, smallest first, as `Devices.active` lists them. */
const DEFAULT_DEVICES = ['mobile', 'tablet', 'desktop'];
const ALL_DEVICES = [
  'mobile',
  'mobile_extra',
  'tablet',
  'tablet_extra',
  'laptop',
  'desktop',
  'widescreen',
];

type Settings = Record<string, unknown>;

describe('responsiveValue: the reference example', () => {
  it('counts an inherited 0 as a value (sticky_offset_tablet: 0 on mobile)', () => {
    const settings = { sticky_offset: 20, sticky_offset_tablet: 0 };
    expect(responsiveValue(settings, 'sticky_offset', 'mobile', DEFAULT_DEVICES)).toBe(0);
    expect(responsiveValue(settings, 'sticky_offset', 'tablet', DEFAULT_DEVICES)).toBe(0);
    expect(responsiveValue(settings, 'sticky_offset', 'desktop', DEFAULT_DEVICES)).toBe(20);
  });
});

describe('responsiveValue: walking towards larger devices', () => {
  const cases: Array<{
    name: string;
    settings: Settings;
    key?: string;
    device: string;
    devices?: string[];
    expected: unknown;
  }> = [
    {
      name: 'own key wins',
      settings: { gap: 10, gap_tablet: 20, gap_mobile: 30 },
      device: 'mobile',
      expected: 30,
    },
    {
      name: 'falls back to the next larger device',
      settings: { gap: 10, gap_tablet: 20 },
      device: 'mobile',
      expected: 20,
    },
    {
      name: 'falls back to desktop when nothing is set',
      settings: { gap: 10 },
      device: 'mobile',
      expected: 10,
    },
    {
      name: 'tablet ignores the smaller mobile value',
      settings: { gap: 10, gap_mobile: 30 },
      device: 'tablet',
      expected: 10,
    },
    {
      name: 'desktop is the base key',
      settings: { gap: 10, gap_tablet: 20, gap_mobile: 30 },
      device: 'desktop',
      expected: 10,
    },
    {
      name: 'own 0 wins over larger values',
      settings: { gap: 10, gap_tablet: 20, gap_mobile: 0 },
      device: 'mobile',
      expected: 0,
    },
    {
      name: 'an empty string inherits',
      settings: { gap: 10, gap_tablet: 20, gap_mobile: '' },
      device: 'mobile',
      expected: 20,
    },
    {
      name: 'null inherits',
      settings: { gap: 10, gap_tablet: null, gap_mobile: null },
      device: 'mobile',
      expected: 10,
    },
    {
      name: 'false inherits',
      settings: { gap: 10, gap_mobile: false },
      device: 'mobile',
      expected: 10,
    },
    {
      name: 'NaN inherits',
      settings: { gap: 10, gap_mobile: Number.NaN },
      device: 'mobile',
      expected: 10,
    },
    {
      name: 'the string "0" is truthy and wins',
      settings: { gap: 10, gap_mobile: '0' },
      device: 'mobile',
      expected: '0',
    },
    {
      name: 'a non-empty string wins',
      settings: { sticky: 'top', sticky_mobile: 'bottom' },
      key: 'sticky',
      device: 'mobile',
      expected: 'bottom',
    },
    {
      name: 'an empty desktop value is returned as it is',
      settings: { gap: '', gap_tablet: '' },
      device: 'mobile',
      expected: '',
    },
    {
      name: 'an absent desktop value is undefined',
      settings: {},
      device: 'mobile',
      expected: undefined,
    },
    {
      name: 'desktop 0 is returned',
      settings: { gap: 0 },
      device: 'tablet',
      expected: 0,
    },
    {
      name: 'a key_desktop entry is never consulted',
      settings: { gap: 10, gap_desktop: 99 },
      device: 'tablet',
      expected: 10,
    },
    {
      name: 'an unknown device gets the desktop value',
      settings: { gap: 10, gap_phablet: 5, gap_mobile: 3 },
      device: 'phablet',
      expected: 10,
    },
    {
      name: 'an inactive device gets the desktop value',
      settings: { gap: 10, gap_laptop: 5 },
      device: 'laptop',
      expected: 10,
    },
  ];

  it.each(cases)(
    '$name',
    ({ settings, key = 'gap', device, devices = DEFAULT_DEVICES, expected }) => {
      expect(responsiveValue(settings, key, device, devices)).toBe(expected);
    },
  );

  it('returns objects by reference, unchanged', () => {
    const tablet = ['desktop', 'tablet'];
    const settings = { sticky_on: ['desktop'], sticky_on_tablet: tablet };
    expect(responsiveValue(settings, 'sticky_on', 'mobile', DEFAULT_DEVICES)).toBe(tablet);
  });
});

describe('responsiveValue: inactive devices are skipped', () => {
  const settings = {
    gap: 1,
    gap_mobile_extra: 2,
    gap_tablet: 3,
    gap_tablet_extra: 4,
    gap_laptop: 5,
    gap_widescreen: 6,
  };

  it.each([
    {
      name: 'tablet_extra disabled: tablet without its own value gets desktop',
      settings: { gap: 1, gap_tablet_extra: 4, gap_laptop: 5 },
      device: 'tablet',
      devices: DEFAULT_DEVICES,
      expected: 1,
    },
    {
      name: 'tablet_extra enabled: tablet inherits from it',
      settings: { gap: 1, gap_tablet_extra: 4, gap_laptop: 5 },
      device: 'tablet',
      devices: ['mobile', 'tablet', 'tablet_extra', 'desktop'],
      expected: 4,
    },
    {
      name: 'tablet_extra disabled, laptop enabled: tablet inherits from laptop',
      settings: { gap: 1, gap_tablet_extra: 4, gap_laptop: 5 },
      device: 'tablet',
      devices: ['mobile', 'tablet', 'laptop', 'desktop'],
      expected: 5,
    },
    {
      name: 'mobile_extra disabled: mobile inherits from tablet',
      settings,
      device: 'mobile',
      devices: DEFAULT_DEVICES,
      expected: 3,
    },
    {
      name: 'mobile_extra enabled: mobile inherits from it',
      settings,
      device: 'mobile',
      devices: ['mobile', 'mobile_extra', 'tablet', 'desktop'],
      expected: 2,
    },
    {
      name: 'the walk stops before desktop, so widescreen is never inherited',
      settings: { gap: 1, gap_widescreen: 6 },
      device: 'laptop',
      devices: ALL_DEVICES,
      expected: 1,
    },
    {
      name: 'every device active: mobile walks all the way up',
      settings: { gap: 1, gap_laptop: 5, gap_widescreen: 6 },
      device: 'mobile',
      devices: ALL_DEVICES,
      expected: 5,
    },
  ])('$name', ({ settings, device, devices, expected }) => {
    expect(responsiveValue(settings, 'gap', device, devices)).toBe(expected);
  });
});

describe('responsiveValue: widescreen', () => {
  it.each([
    { name: 'its own value', settings: { gap: 1, gap_widescreen: 6 }, expected: 6 },
    { name: 'its own 0', settings: { gap: 1, gap_widescreen: 0 }, expected: 0 },
    { name: 'absent: desktop', settings: { gap: 1 }, expected: 1 },
    { name: 'empty string: desktop', settings: { gap: 1, gap_widescreen: '' }, expected: 1 },
    { name: 'null: desktop', settings: { gap: 1, gap_widescreen: null }, expected: 1 },
    {
      name: 'never the smaller devices',
      settings: { gap: 1, gap_laptop: 5, gap_tablet: 3, gap_mobile: 2 },
      expected: 1,
    },
    {
      name: 'desktop 0 when its own is empty',
      settings: { gap: 0, gap_widescreen: '' },
      expected: 0,
    },
  ])('$name', ({ settings, expected }) => {
    expect(responsiveValue(settings, 'gap', 'widescreen', ALL_DEVICES)).toBe(expected);
  });
});

describe('responsiveValue: subKey', () => {
  const slider = (size: unknown) => ({ unit: 'px', size, sizes: [] });

  it.each([
    {
      name: 'reads the sub-key of the own value',
      settings: { gap: slider(10), gap_mobile: slider(30) },
      device: 'mobile',
      expected: 30,
    },
    {
      name: 'an empty size inherits',
      settings: { gap: slider(10), gap_tablet: slider(20), gap_mobile: slider('') },
      device: 'mobile',
      expected: 20,
    },
    {
      name: 'a size of 0 wins',
      settings: { gap: slider(10), gap_tablet: slider(20), gap_mobile: slider(0) },
      device: 'mobile',
      expected: 0,
    },
    {
      name: 'every size empty: the desktop size',
      settings: { gap: slider(10), gap_tablet: slider(''), gap_mobile: slider('') },
      device: 'mobile',
      expected: 10,
    },
    {
      name: 'desktop reads the sub-key',
      settings: { gap: slider(10), gap_mobile: slider(30) },
      device: 'desktop',
      expected: 10,
    },
    {
      name: 'a candidate that is not an object is skipped',
      settings: { gap: slider(10), gap_tablet: slider(20), gap_mobile: 30 },
      device: 'mobile',
      expected: 20,
    },
    {
      name: 'a null candidate is skipped',
      settings: { gap: slider(10), gap_mobile: null },
      device: 'mobile',
      expected: 10,
    },
    {
      name: 'widescreen reads the sub-key',
      settings: { gap: slider(10), gap_widescreen: slider(60) },
      device: 'widescreen',
      expected: 60,
    },
    {
      name: 'widescreen with an empty size: the desktop size',
      settings: { gap: slider(10), gap_widescreen: slider('') },
      device: 'widescreen',
      expected: 10,
    },
    {
      name: 'a desktop value that is not an object gives undefined',
      settings: { gap: 10 },
      device: 'mobile',
      expected: undefined,
    },
  ])('$name', ({ settings, device, expected }) => {
    expect(responsiveValue(settings, 'gap', device, ALL_DEVICES, 'size')).toBe(expected);
  });

  it('can read a range slider’s sizes', () => {
    const range = { start: 20, end: 80 };
    const settings = {
      range: { unit: '%', size: '', sizes: { start: 0, end: 100 } },
      range_tablet: { unit: '%', size: '', sizes: range },
    };
    expect(responsiveValue(settings, 'range', 'mobile', DEFAULT_DEVICES, 'sizes')).toBe(range);
  });
});
