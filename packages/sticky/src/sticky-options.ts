import { numberSetting } from '@islet/primitives';
import type { StickTo } from './sticky-geometry.ts';

/** One device's sticky configuration; comparing its JSON tells whether a resize changed it. */
export interface StickyConfig {
  to: StickTo;
  offset: number;
  effectsOffset: number;
  anchorOffset: number;
  parent: boolean;
}

export interface StickyReading {
  /** `null`: not sticky on this device (or not at all). */
  config: StickyConfig | null;
  /** Why the settings are wrong; each names the setting. */
  problems: string[];
  /** Not a problem: why it is off here (for the inspector). */
  reason?: string;
}

/** A responsive value for the current device, as `ctx.devices.value` gives it. */
export type ValueOf = (key: string) => unknown;

function pixels(valueOf: ValueOf, key: string, max: number, problems: string[]): number {
  const value = numberSetting(valueOf(key));
  if (value === undefined) return 0;
  if (value === null || value < 0 || value > max) {
    problems.push(`${key} ${JSON.stringify(valueOf(key))} is not a number within 0…${max}`);
    return 0;
  }
  return value;
}

/**
 * Reads the sticky settings for `device` (one of `devices`, the site's active devices). Any bad
 * value switches sticky off for the element with a problem text; unknown device names in
 * `sticky_on` are dropped with one.
 */
export function readStickyConfig(
  raw: Readonly<Record<string, unknown>>,
  device: string,
  devices: readonly string[],
  valueOf: ValueOf,
): StickyReading {
  const problems: string[] = [];
  const to = raw.sticky;
  if (to === undefined || to === '' || to === null)
    return { config: null, problems, reason: 'not sticky' };
  if (to !== 'top' && to !== 'bottom') {
    problems.push(`sticky ${JSON.stringify(to)} is neither "top" nor "bottom"`);
    return { config: null, problems };
  }
  let on: readonly string[] = devices;
  const listed = raw.sticky_on;
  if (Array.isArray(listed)) {
    on = listed.filter((name): name is string => {
      const known = typeof name === 'string' && devices.includes(name);
      if (!known) problems.push(`sticky_on: no device "${String(name)}" on this site, ignored`);
      return known;
    });
  } else if (listed !== undefined && listed !== '') {
    problems.push('sticky_on is not a list; sticky on every device');
  }
  const offset = pixels(valueOf, 'sticky_offset', 500, problems);
  const effectsOffset = pixels(valueOf, 'sticky_effects_offset', 1000, problems);
  const anchorOffset = pixels(valueOf, 'sticky_anchor_link_offset', 500, problems);
  if (problems.some((text) => !text.startsWith('sticky_on'))) return { config: null, problems };
  if (!on.includes(device)) return { config: null, problems, reason: `not sticky on ${device}` };
  return {
    config: { to, offset, effectsOffset, anchorOffset, parent: raw.sticky_parent === 'yes' },
    problems,
  };
}
