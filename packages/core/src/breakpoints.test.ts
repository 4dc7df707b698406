import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BREAKPOINTS,
  DEVICE_ORDER,
  SMALLEST_DEVICE_MIN,
  deviceForWidth,
  deviceQuery,
  deviceRanges,
  type Breakpoint,
  type Breakpoints,
  type DeviceRange,
} from './breakpoints.ts';

/** The default breakpoints with some devices switched on (or off) and values overridden. */
function withBreakpoints(overrides: Record<string, Partial<Breakpoint>>): Breakpoints {
  const result: Breakpoints = {};
  for (const [name, point] of Object.entries(DEFAULT_BREAKPOINTS)) {
    result[name] = { ...point, ...overrides[name] };
  }
  return result;
}

const ALL_ENABLED = withBreakpoints({
  mobile_extra: { is_enabled: true },
  tablet_extra: { is_enabled: true },
  laptop: { is_enabled: true },
  widescreen: { is_enabled: true },
});

describe('the builder defaults', () => {
  // The defaults are what a page without its own breakpoints gets: check what they produce,
  // not their literal values.
  it('give a page without its own breakpoints mobile, tablet and desktop', () => {
    expect(deviceRanges(DEFAULT_BREAKPOINTS).map((range) => range.name)).toEqual([
      'mobile',
      'tablet',
      'desktop',
    ]);
    expect(deviceForWidth(deviceRanges(DEFAULT_BREAKPOINTS), 767)).toBe('mobile');
    expect(deviceForWidth(deviceRanges(DEFAULT_BREAKPOINTS), 1025)).toBe('desktop');
  });

  it('order the devices by width, whatever order the page lists its breakpoints in', () => {
    const reversed = Object.fromEntries(Object.entries(ALL_ENABLED).reverse());
    const names = deviceRanges(reversed).map((range) => range.name);
    expect(names).toEqual(DEVICE_ORDER.filter((name) => name in ALL_ENABLED || name === 'desktop'));
    expect(names).toEqual(deviceRanges(ALL_ENABLED).map((range) => range.name));
  });

  it('start the smallest device at the smallest width the builder styles', () => {
    expect(deviceRanges(DEFAULT_BREAKPOINTS)[0]?.min).toBe(SMALLEST_DEVICE_MIN);
    expect(deviceRanges({})[0]).toEqual({
      name: 'desktop',
      min: SMALLEST_DEVICE_MIN,
      max: Infinity,
    });
  });
});

describe('deviceRanges', () => {
  const cases: Array<{ name: string; breakpoints: Breakpoints; expected: DeviceRange[] }> = [
    {
      name: 'default breakpoints',
      breakpoints: DEFAULT_BREAKPOINTS,
      expected: [
        { name: 'mobile', min: 320, max: 767 },
        { name: 'tablet', min: 768, max: 1024 },
        { name: 'desktop', min: 1025, max: Infinity },
      ],
    },
    {
      name: 'widescreen enabled',
      breakpoints: withBreakpoints({ widescreen: { is_enabled: true } }),
      expected: [
        { name: 'mobile', min: 320, max: 767 },
        { name: 'tablet', min: 768, max: 1024 },
        { name: 'desktop', min: 1025, max: 2399 },
        { name: 'widescreen', min: 2400, max: Infinity },
      ],
    },
    {
      name: 'mobile_extra enabled',
      breakpoints: withBreakpoints({ mobile_extra: { is_enabled: true } }),
      expected: [
        { name: 'mobile', min: 320, max: 767 },
        { name: 'mobile_extra', min: 768, max: 880 },
        { name: 'tablet', min: 881, max: 1024 },
        { name: 'desktop', min: 1025, max: Infinity },
      ],
    },
    {
      name: 'tablet_extra enabled',
      breakpoints: withBreakpoints({ tablet_extra: { is_enabled: true } }),
      expected: [
        { name: 'mobile', min: 320, max: 767 },
        { name: 'tablet', min: 768, max: 1024 },
        { name: 'tablet_extra', min: 1025, max: 1200 },
        { name: 'desktop', min: 1201, max: Infinity },
      ],
    },
    {
      name: 'laptop enabled',
      breakpoints: withBreakpoints({ laptop: { is_enabled: true } }),
      expected: [
        { name: 'mobile', min: 320, max: 767 },
        { name: 'tablet', min: 768, max: 1024 },
        { name: 'laptop', min: 1025, max: 1366 },
        { name: 'desktop', min: 1367, max: Infinity },
      ],
    },
    {
      name: 'every breakpoint enabled',
      breakpoints: ALL_ENABLED,
      expected: [
        { name: 'mobile', min: 320, max: 767 },
        { name: 'mobile_extra', min: 768, max: 880 },
        { name: 'tablet', min: 881, max: 1024 },
        { name: 'tablet_extra', min: 1025, max: 1200 },
        { name: 'laptop', min: 1201, max: 1366 },
        { name: 'desktop', min: 1367, max: 2399 },
        { name: 'widescreen', min: 2400, max: Infinity },
      ],
    },
    {
      name: 'custom values',
      breakpoints: withBreakpoints({
        mobile: { value: 600 },
        tablet: { value: 900 },
        laptop: { value: 1500, is_enabled: true },
        widescreen: { value: 2000, is_enabled: true },
      }),
      expected: [
        { name: 'mobile', min: 320, max: 600 },
        { name: 'tablet', min: 601, max: 900 },
        { name: 'laptop', min: 901, max: 1500 },
        { name: 'desktop', min: 1501, max: 1999 },
        { name: 'widescreen', min: 2000, max: Infinity },
      ],
    },
    {
      name: 'mobile disabled: the next device starts at 320',
      breakpoints: withBreakpoints({ mobile: { is_enabled: false } }),
      expected: [
        { name: 'tablet', min: 320, max: 1024 },
        { name: 'desktop', min: 1025, max: Infinity },
      ],
    },
    {
      name: 'every max breakpoint disabled: desktop starts at 320',
      breakpoints: withBreakpoints({
        mobile: { is_enabled: false },
        tablet: { is_enabled: false },
      }),
      expected: [{ name: 'desktop', min: 320, max: Infinity }],
    },
    {
      name: 'only desktop and widescreen',
      breakpoints: withBreakpoints({
        mobile: { is_enabled: false },
        tablet: { is_enabled: false },
        widescreen: { is_enabled: true },
      }),
      expected: [
        { name: 'desktop', min: 320, max: 2399 },
        { name: 'widescreen', min: 2400, max: Infinity },
      ],
    },
    {
      name: 'an empty object: desktop only',
      breakpoints: {},
      expected: [{ name: 'desktop', min: 320, max: Infinity }],
    },
    {
      name: 'only some breakpoints listed',
      breakpoints: { tablet: { value: 1024, direction: 'max', is_enabled: true } },
      expected: [
        { name: 'tablet', min: 320, max: 1024 },
        { name: 'desktop', min: 1025, max: Infinity },
      ],
    },
    {
      name: 'unknown breakpoint names are ignored',
      breakpoints: {
        ...DEFAULT_BREAKPOINTS,
        phablet: { value: 500, direction: 'max', is_enabled: true },
      },
      expected: [
        { name: 'mobile', min: 320, max: 767 },
        { name: 'tablet', min: 768, max: 1024 },
        { name: 'desktop', min: 1025, max: Infinity },
      ],
    },
  ];

  it.each(cases)('$name', ({ breakpoints, expected }) => {
    expect(deviceRanges(breakpoints)).toEqual(expected);
  });

  it('always includes desktop', () => {
    for (const { breakpoints } of cases) {
      expect(deviceRanges(breakpoints).map((range) => range.name)).toContain('desktop');
    }
  });

  it('leaves no gap and no overlap between consecutive devices', () => {
    for (const { breakpoints } of cases) {
      const ranges = deviceRanges(breakpoints);
      expect(ranges[0]?.min).toBe(320);
      for (let i = 1; i < ranges.length; i++) {
        expect(ranges[i]!.min).toBe(ranges[i - 1]!.max + 1);
      }
      expect(ranges[ranges.length - 1]?.max).toBe(Infinity);
    }
  });

  it('does not modify the breakpoints it reads', () => {
    const breakpoints = withBreakpoints({ widescreen: { is_enabled: true } });
    const copy = structuredClone(breakpoints);
    deviceRanges(breakpoints);
    expect(breakpoints).toEqual(copy);
  });
});

describe('deviceForWidth', () => {
  const defaults = deviceRanges(DEFAULT_BREAKPOINTS);
  const wide = deviceRanges(withBreakpoints({ widescreen: { is_enabled: true } }));
  const all = deviceRanges(ALL_ENABLED);

  it.each([
    [0, 'mobile'],
    [1, 'mobile'],
    [319, 'mobile'],
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [1920, 'desktop'],
    [2399, 'desktop'],
    [2400, 'desktop'],
    [10_000, 'desktop'],
  ])('default breakpoints: %i px is %s', (width, device) => {
    expect(deviceForWidth(defaults, width)).toBe(device);
  });

  it.each([
    [319, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
    [2399, 'desktop'],
    [2400, 'widescreen'],
    [5000, 'widescreen'],
  ])('widescreen enabled: %i px is %s', (width, device) => {
    expect(deviceForWidth(wide, width)).toBe(device);
  });

  it.each([
    [319, 'mobile'],
    [767, 'mobile'],
    [768, 'mobile_extra'],
    [880, 'mobile_extra'],
    [881, 'tablet'],
    [1024, 'tablet'],
    [1025, 'tablet_extra'],
    [1200, 'tablet_extra'],
    [1201, 'laptop'],
    [1366, 'laptop'],
    [1367, 'desktop'],
    [2399, 'desktop'],
    [2400, 'widescreen'],
  ])('every breakpoint enabled: %i px is %s', (width, device) => {
    expect(deviceForWidth(all, width)).toBe(device);
  });

  it('gives desktop for every width when desktop is the only device', () => {
    const only = deviceRanges({});
    for (const width of [0, 319, 320, 767, 1024, 2400]) {
      expect(deviceForWidth(only, width)).toBe('desktop');
    }
  });

  it('falls back to desktop for an empty range list', () => {
    expect(deviceForWidth([], 800)).toBe('desktop');
  });
});

describe('deviceQuery', () => {
  const defaults = deviceRanges(DEFAULT_BREAKPOINTS);
  const all = deviceRanges(ALL_ENABLED);

  it.each([
    [0, '(max-width: 767px)'],
    [1, '(min-width: 768px) and (max-width: 1024px)'],
    [2, '(min-width: 1025px)'],
  ])('default breakpoints, device %i: %s', (index, query) => {
    expect(deviceQuery(defaults, index)).toBe(query);
  });

  it.each([
    [0, 'mobile', '(max-width: 767px)'],
    [1, 'mobile_extra', '(min-width: 768px) and (max-width: 880px)'],
    [2, 'tablet', '(min-width: 881px) and (max-width: 1024px)'],
    [3, 'tablet_extra', '(min-width: 1025px) and (max-width: 1200px)'],
    [4, 'laptop', '(min-width: 1201px) and (max-width: 1366px)'],
    [5, 'desktop', '(min-width: 1367px) and (max-width: 2399px)'],
    [6, 'widescreen', '(min-width: 2400px)'],
  ])('every breakpoint enabled, device %i (%s): %s', (index, name, query) => {
    expect(all[index]?.name).toBe(name);
    expect(deviceQuery(all, index)).toBe(query);
  });

  it('gives the smallest device no lower bound, so narrower widths still match it', () => {
    expect(deviceQuery(defaults, 0)).not.toContain('min-width');
  });

  it('matches everything when desktop is the only device', () => {
    expect(deviceQuery(deviceRanges({}), 0)).toBe('all');
  });

  it('gives desktop only an upper bound when it is the smallest device', () => {
    const ranges = deviceRanges(
      withBreakpoints({
        mobile: { is_enabled: false },
        tablet: { is_enabled: false },
        widescreen: { is_enabled: true },
      }),
    );
    expect(deviceQuery(ranges, 0)).toBe('(max-width: 2399px)');
    expect(deviceQuery(ranges, 1)).toBe('(min-width: 2400px)');
  });

  it.each([-1, 3, 99])('matches nothing for index %i outside the list', (index) => {
    expect(deviceQuery(defaults, index)).toBe('not all');
  });
});
