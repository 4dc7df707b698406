/**
 * The one reading of the loosely typed values the builder prints in `data-settings`: numbers
 * arrive as numbers or numeric strings, sliders as `{ unit, size, sizes }`, and a value never set
 * as `""`, `null`, or a slider with an empty `size`. Every reader tells **absent** (`undefined`:
 * take the default) from **malformed** (`null`: warn, naming the setting). The core's `schema`
 * checks and the feature packages' own option readers all parse through these.
 */

export interface SliderRange {
  start: number;
  end: number;
}

const absent = (value: unknown) => value === undefined || value === null || value === '';

/** A finite number from a number or a numeric string; `undefined` for anything else. */
export function finiteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** A number setting (a slider counts by its `size`): `undefined` when absent, `null` when malformed. */
export function numberSetting(value: unknown): number | undefined | null {
  if (absent(value)) return undefined;
  // A slider (`{ unit, size, sizes }`) counts by its size; a slider without one is unset.
  if (typeof value === 'object') {
    const slider = value as { size?: unknown; unit?: unknown };
    return 'size' in slider || 'unit' in slider ? numberSetting(slider.size) : null;
  }
  return finiteNumber(value) ?? null;
}

/**
 * A slider setting: its `sizes` range when both ends are numbers (a range slider), else its
 * `size`. `undefined` when absent (`""`, `null`, or a slider whose `size` is empty and whose range
 * is unfilled, as the server prints a never-set responsive slider); `null` when malformed.
 */
export function sliderSetting(value: unknown): number | SliderRange | undefined | null {
  if (absent(value)) return undefined;
  if (typeof value !== 'object') return finiteNumber(value) ?? null;
  const { size, sizes } = value as { size?: unknown; sizes?: unknown };
  const range = sizes && typeof sizes === 'object' ? (sizes as Record<string, unknown>) : {};
  const start = finiteNumber(range.start);
  const end = finiteNumber(range.end);
  if (start !== undefined && end !== undefined) return { start, end };
  const single = numberSetting(size);
  // A half-filled range with no size to fall back on is a broken range, not an absent one.
  return single === undefined && isRange(value) ? null : single;
}

/** Whether a slider value carries a range (`sizes` with keys), filled or not. */
export function isRange(value: unknown): boolean {
  const sizes =
    typeof value === 'object' && value !== null ? (value as { sizes?: unknown }).sizes : undefined;
  return typeof sizes === 'object' && sizes !== null && Object.keys(sizes).length > 0;
}

/** A slider's unit (`px`, `%`, `ms`, `s`…), or `fallback` when it has none. */
export function sliderUnit(value: unknown, fallback = ''): string {
  const unit =
    typeof value === 'object' && value !== null ? (value as { unit?: unknown }).unit : undefined;
  return typeof unit === 'string' && unit ? unit : fallback;
}
