export type TimeUnit = 'days' | 'hours' | 'minutes' | 'seconds';

export const UNITS: readonly TimeUnit[] = ['days', 'hours', 'minutes', 'seconds'];
const SIZE: Record<TimeUnit, number> = {
  days: 86_400_000,
  hours: 3_600_000,
  minutes: 60_000,
  seconds: 1000,
};

/**
 * The digits a countdown shows for `remaining` ms. A unit the widget does not show carries into
 * the next shown one (no days: 50 hours, not 2 hours), which the original dropped. Past the due
 * time every part is 0.
 */
export function timeParts(
  remaining: number,
  shown: ReadonlySet<TimeUnit> = new Set(UNITS),
): Record<TimeUnit, number> {
  const parts: Record<TimeUnit, number> = { days: 0, hours: 0, minutes: 0, seconds: 0 };
  let rest = Math.max(0, remaining);
  for (const unit of UNITS) {
    if (!shown.has(unit)) continue;
    parts[unit] = Math.floor(rest / SIZE[unit]);
    rest -= parts[unit] * SIZE[unit];
  }
  return parts;
}

/** Two digits at least, as the builder prints them. */
export const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * Milliseconds until the shown seconds change: just past the next whole second of `remaining`,
 * so each tick lands on the boundary however late the previous one ran (no drift).
 */
export function nextTickDelay(remaining: number): number {
  if (remaining <= 0) return 0;
  return (remaining % 1000) + 5;
}
