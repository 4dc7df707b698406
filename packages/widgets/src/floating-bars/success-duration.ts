import type { schema } from '@islet/core';

/** The builder's default when the slider is left empty: 1.5 s. */
const DEFAULT_MS = 1500;

/**
 * How long the coupon's "copied" message shows, in milliseconds, from the slider
 * `style_coupon_success_message_duration` as its check reads it (seconds unless the unit is `ms`;
 * absent when unset or unreadable).
 */
export function successDuration(slider: schema.Measure | undefined): number {
  if (!slider || slider.size < 0) return DEFAULT_MS;
  return slider.unit === 'ms' ? slider.size : slider.size * 1000;
}
