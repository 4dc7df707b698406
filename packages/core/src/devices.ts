import {
  deviceForWidth,
  deviceQuery,
  deviceRanges,
  type Breakpoints,
  type DeviceRange,
} from './breakpoints.ts';
import type { Cleanup } from './cleanup.ts';
import { responsiveValue } from './responsive-value.ts';

export type DeviceListener = (device: string, previous: string) => void;

export interface Devices {
  /** Active device names, smallest first (desktop always included). */
  readonly active: readonly string[];
  readonly ranges: readonly DeviceRange[];
  current(): string;
  onChange(listener: DeviceListener): Cleanup;
  /** A responsive setting's value for the current device (or for `device`). */
  value(
    settings: Readonly<Record<string, unknown>>,
    key: string,
    subKey?: string,
    device?: string,
  ): unknown;
  dispose(): void;
}

/**
 * The current device follows media queries built from the same breakpoints as the site's CSS,
 * so it can never disagree with the stylesheet and needs no resize polling.
 */
export function createDevices(breakpoints: Breakpoints, win: Window): Devices {
  const ranges = deviceRanges(breakpoints);
  const active = ranges.map((range) => range.name);
  const listeners = new Set<DeviceListener>();
  const measure = () => deviceForWidth(ranges, win.innerWidth);
  let device = measure();

  const update = () => {
    const next = measure();
    if (next === device) return;
    const previous = device;
    device = next;
    for (const listener of [...listeners]) listener(next, previous);
  };

  const stops: Cleanup[] = [];
  if (typeof win.matchMedia === 'function') {
    ranges.forEach((_, index) => {
      const query = win.matchMedia(deviceQuery(ranges, index));
      query.addEventListener('change', update);
      stops.push(() => query.removeEventListener('change', update));
    });
  } else {
    win.addEventListener('resize', update, { passive: true });
    stops.push(() => win.removeEventListener('resize', update));
  }

  return {
    active,
    ranges,
    current: () => device,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    value: (settings, key, subKey, at = device) =>
      responsiveValue(settings, key, at, active, subKey),
    dispose() {
      for (const stop of stops.splice(0)) stop();
      listeners.clear();
    },
  };
}
