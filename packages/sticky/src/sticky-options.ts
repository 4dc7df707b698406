import { schema, type SettingsOf } from '@islet/core';
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
  /** `null`: not sticky on this device. */
  config: StickyConfig | null;
  /** Why it is off here (for the inspector). */
  reason?: string;
}

/**
 * A distance in px from 0 to `max`, a number or a slider, per device. Anything else is an error:
 * sticking with an offset the page did not ask for would cover content.
 */
const pixels = (max: number) =>
  schema.responsive<number | undefined>({
    parse(value) {
      const n = numberSetting(value);
      return n === null || (n !== undefined && (n < 0 || n > max))
        ? { ok: false, error: `expected a number within 0…${max}, got ${JSON.stringify(value)}` }
        : { ok: true, value: n };
    },
  });

/** The sticky settings of a section, column, container or widget. */
export const settings = {
  sticky: schema.string({ oneOf: ['top', 'bottom'] as const }),
  sticky_on: schema.devices(),
  sticky_offset: pixels(500),
  sticky_effects_offset: pixels(1000),
  sticky_anchor_link_offset: pixels(500),
  sticky_parent: schema.on(),
};

export type StickySettings = SettingsOf<typeof settings>;

/**
 * The sticky configuration for `device`, from the checked settings; `valueOf` reads a responsive
 * offset for the current device (`ctx.setting`).
 */
export function readStickyConfig(
  values: StickySettings,
  device: string,
  valueOf: (
    key: 'sticky_offset' | 'sticky_effects_offset' | 'sticky_anchor_link_offset',
  ) => unknown,
): StickyReading {
  const to = values.sticky;
  if (!to) return { config: null, reason: 'not sticky' };
  if (values.sticky_on && !values.sticky_on.includes(device))
    return { config: null, reason: `not sticky on ${device}` };
  const px = (key: Parameters<typeof valueOf>[0]) => (valueOf(key) as number | undefined) ?? 0;
  return {
    config: {
      to,
      offset: px('sticky_offset'),
      effectsOffset: px('sticky_effects_offset'),
      anchorOffset: px('sticky_anchor_link_offset'),
      parent: Boolean(values.sticky_parent),
    },
  };
}
