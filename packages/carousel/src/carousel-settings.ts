import type { BehaviourContext, schema, SettingsOf } from '@islet/core';
import { numberSetting } from '@islet/primitives';

// Own checks, not `schema.fallback(schema.number())`: a carousel's download carries no schema
// chunk (0.9 kB brotli, over the image carousel's download budget). The core validates the shape
// and logs the warnings all the same.

const ok = <T>(value: T): schema.CheckResult<T> => ({ ok: true, value });

/**
 * A whole number ≥ `min` on every device (a slider counts by its size). A malformed one reads as
 * unset, so the carousel takes its default and runs, with a warning naming the setting.
 */
const count = (min: number): schema.Check<number | undefined> & { responsive: true } => ({
  responsive: true,
  parse: (value) => {
    const number = numberSetting(value);
    return number === null || number! < min
      ? { ...ok(undefined), warning: `got ${JSON.stringify(value)}: using the default` }
      : ok(number && Math.floor(number));
  },
});

/** A value the plan compares as it is (a switch, a select). */
const any: schema.Check<unknown> = { parse: ok };

/**
 * Every carousel's settings: the families name them differently (`carousel-options.ts`, `KEYS`),
 * so the shape holds each family's names.
 */
export const settings = {
  slides_to_show: count(1),
  slides_per_view: count(1),
  slides_to_scroll: count(1),
  image_spacing_custom: count(0),
  space_between: count(0),
  speed: count(0),
  transition_speed: count(0),
  autoplay_speed: count(1),
  navigation: any,
  pagination: any,
  show_arrows: any,
  arrows: any,
  autoplay: any,
  pause_on_hover: any,
  pause_on_interaction: any,
  lazyload: any,
  infinite: any,
  loop: any,
  offset_sides: any,
  effect: any,
  transition: any,
};

export type CarouselSettings = SettingsOf<typeof settings>;
export type CarouselContext = BehaviourContext<CarouselSettings>;
