import { schema, type SettingsOf } from '@islet/core';
import { ENTRANCE_ANIMATIONS } from './animation-names.ts';

/**
 * An entrance animation name: one the site's animation CSS has, `none`, or not set. Any other
 * value reads as `none` with a warning: an element that was meant to appear must never stay
 * hidden, and without a known name it cannot animate.
 */
const animationName = schema.responsive<string>({
  parse: (value) =>
    typeof value === 'string' && (!value || value === 'none' || ENTRANCE_ANIMATIONS.has(value))
      ? { ok: true, value }
      : schema.warn(
          'none',
          `unknown entrance animation ${JSON.stringify(value)}: shown without animation`,
        ),
});

/** A delay in ms; anything else animates without one. */
const delay = schema.fallback(schema.number({ min: 0 }), 'no delay', 0);

/** The entrance settings: sections and containers print `animation`, widgets `_animation`. */
export const settings = {
  animation: animationName,
  _animation: animationName,
  animation_delay: delay,
  _animation_delay: delay,
};

export type EntranceSettings = SettingsOf<typeof settings>;

/** What to do with one element that has an entrance animation, decided from its settings. */
export type EntrancePlan = { kind: 'reveal' } | { kind: 'animate'; name: string; delay: number };

export interface EntranceInput {
  /** The current device's `animation` value (sections, containers), or `undefined`. */
  animation: string | undefined;
  /** The current device's `_animation` value (widgets), or `undefined`. */
  widgetAnimation: string | undefined;
  /**
   * `_animation_delay` or `animation_delay`, in ms.
   * @default 0
   */
  delay: number | undefined;
  reducedMotion: boolean;
}

/** Like the original, `animation` wins over `_animation`; `none` and reduced motion reveal at once. */
export function planEntrance({
  animation,
  widgetAnimation,
  delay = 0,
  reducedMotion,
}: EntranceInput): EntrancePlan {
  const name = animation || widgetAnimation;
  if (!name || name === 'none' || reducedMotion) return { kind: 'reveal' };
  return { kind: 'animate', name, delay };
}
