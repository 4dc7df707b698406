export interface Breakpoint {
  value: number;
  direction: 'min' | 'max';
  is_enabled: boolean;
}

export type Breakpoints = Record<string, Breakpoint>;

export interface DeviceRange {
  name: string;
  min: number;
  max: number;
}

/** Devices from the smallest to the largest; `desktop` has no breakpoint of its own. */
export const DEVICE_ORDER = [
  'mobile',
  'mobile_extra',
  'tablet',
  'tablet_extra',
  'laptop',
  'desktop',
  'widescreen',
] as const;

export const SMALLEST_DEVICE_MIN = 320;

export const DEFAULT_BREAKPOINTS: Breakpoints = {
  mobile: { value: 767, direction: 'max', is_enabled: true },
  mobile_extra: { value: 880, direction: 'max', is_enabled: false },
  tablet: { value: 1024, direction: 'max', is_enabled: true },
  tablet_extra: { value: 1200, direction: 'max', is_enabled: false },
  laptop: { value: 1366, direction: 'max', is_enabled: false },
  widescreen: { value: 2400, direction: 'min', is_enabled: false },
};

/** Active devices, smallest first, each with its width range (desktop always included). */
export function deviceRanges(breakpoints: Breakpoints): DeviceRange[] {
  const ranges: DeviceRange[] = [];
  let nextMin = SMALLEST_DEVICE_MIN;
  const widescreen = breakpoints.widescreen;
  const widescreenMin = widescreen?.is_enabled ? widescreen.value : Infinity;
  for (const name of DEVICE_ORDER) {
    if (name === 'desktop') {
      ranges.push({ name, min: nextMin, max: widescreenMin - 1 });
      continue;
    }
    const point = breakpoints[name];
    if (!point?.is_enabled) continue;
    if (name === 'widescreen') {
      ranges.push({ name, min: point.value, max: Infinity });
      continue;
    }
    ranges.push({ name, min: nextMin, max: point.value });
    nextMin = point.value + 1;
  }
  return ranges;
}

/** Widths below the smallest minimum still belong to the smallest device, as in the site's CSS. */
export function deviceForWidth(ranges: readonly DeviceRange[], width: number): string {
  for (const range of ranges) if (width <= range.max) return range.name;
  return ranges[ranges.length - 1]?.name ?? 'desktop';
}

/** The media query that matches a device's range; the smallest device has no lower bound. */
export function deviceQuery(ranges: readonly DeviceRange[], index: number): string {
  const range = ranges[index];
  if (!range) return 'not all';
  const parts: string[] = [];
  if (index > 0) parts.push(`(min-width: ${range.min}px)`);
  if (range.max !== Infinity) parts.push(`(max-width: ${range.max}px)`);
  return parts.length ? parts.join(' and ') : 'all';
}
