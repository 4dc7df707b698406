/** The builder's default when the slider is left empty: 1.5 s. */
const DEFAULT_MS = 1500;

/**
 * How long the coupon's "copied" message shows, in milliseconds, from the slider
 * `style_coupon_success_message_duration` (`{ unit: 's' | 'ms', size }`, `size` empty when unset).
 */
export function successDuration(value: unknown): number {
  const slider =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const size = slider.size;
  const n =
    typeof size === 'number' ? size : typeof size === 'string' && size.trim() ? Number(size) : NaN;
  if (!Number.isFinite(n) || n < 0) return DEFAULT_MS;
  return slider.unit === 'ms' ? n : n * 1000;
}
