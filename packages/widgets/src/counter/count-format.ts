/** jQuery's default "swing" easing, which the builder's counter animates with. */
export const swing = (progress: number): number => 0.5 - Math.cos(progress * Math.PI) / 2;

/** Decimal places the counter shows: as many as the end value was written with. */
export function decimalsOf(toValue: string): number {
  const match = /\.(\d+)$/.exec(toValue.trim());
  return match ? match[1]!.length : 0;
}

/**
 * The number as the counter prints it: rounded to `decimals`, with `delimiter` between thousands
 * of the integer part (the numerator plugin's format).
 */
export function formatCount(value: number, decimals: number, delimiter: string): string {
  const text = decimals > 0 ? value.toFixed(decimals) : String(Math.trunc(value));
  if (!delimiter) return text;
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, delimiter);
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** The value shown `elapsed` ms into a count of `duration` ms from `from` to `to`. */
export function countAt(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * swing(Math.max(0, elapsed) / duration);
}
