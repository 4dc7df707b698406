import { finiteNumber, isRange, sliderSetting } from '@islet/primitives';

/**
 * A tiny settings schema: each check turns one raw `data-settings` value into a typed value or
 * an error text. A general validation library would cost more bytes than the whole core chunk.
 */
export type CheckResult<T> = { ok: true; value: T } | { ok: false; error: string };

export interface Check<T> {
  /** A result of `undefined` means the value counts as absent. */
  parse(value: unknown): CheckResult<T>;
  /** Absent is an error (the server drops empty values, so most checks are optional). */
  readonly required?: boolean;
  /** Also validate `key_tablet`, `key_mobile`, … variants. */
  readonly responsive?: boolean;
}

export interface CheckOptions {
  required?: boolean;
  responsive?: boolean;
}

export type SettingsShape = Record<string, Check<unknown>>;

export type SettingsOf<S extends SettingsShape> = {
  [K in keyof S]?: S[K] extends Check<infer T> ? T : never;
};

/** A slider becomes its `sizes` range when it has one, else its `size`. */
export type SliderValue = number | { start: number; end: number };

const ok = <T>(value: T): CheckResult<T> => ({ ok: true, value });
const fail = (expected: string, value: unknown): CheckResult<never> => ({
  ok: false,
  error: `expected ${expected}, got ${JSON.stringify(value) ?? String(value)}`,
});

function make<T>(parse: (value: unknown) => CheckResult<T>, options: CheckOptions = {}): Check<T> {
  return { parse, ...options };
}

export interface NumberOptions extends CheckOptions {
  min?: number;
  max?: number;
  integer?: boolean;
}

export function number(options: NumberOptions = {}): Check<number> {
  const { min = -Infinity, max = Infinity, integer = false } = options;
  const expected = `${integer ? 'an integer' : 'a number'}${min > -Infinity ? ` ≥ ${min}` : ''}${max < Infinity ? ` ≤ ${max}` : ''}`;
  return make((value) => {
    const n = finiteNumber(value);
    if (n === undefined || n < min || n > max || (integer && !Number.isInteger(n))) {
      return fail(expected, value);
    }
    return ok(n);
  }, options);
}

export function string<T extends string = string>(
  options: CheckOptions & { oneOf?: readonly T[] } = {},
): Check<T> {
  const { oneOf } = options;
  return make((value) => {
    if (typeof value !== 'string') return fail('a string', value);
    if (oneOf && !oneOf.includes(value as T)) return fail(`one of ${oneOf.join(', ')}`, value);
    return ok(value as T);
  }, options);
}

/** A switcher control: `"yes"` when on, absent when off. */
export function yes(options: CheckOptions = {}): Check<boolean> {
  return make(
    (value) => (value === 'yes' || value === '' ? ok(value === 'yes') : fail('"yes"', value)),
    options,
  );
}

export function list<T>(item: Check<T>, options: CheckOptions = {}): Check<T[]> {
  return make((value) => {
    if (!Array.isArray(value)) return fail('a list', value);
    const out: T[] = [];
    for (const [index, entry] of value.entries()) {
      const result = item.parse(entry);
      if (!result.ok) return { ok: false, error: `item ${index}: ${result.error}` };
      out.push(result.value);
    }
    return ok(out);
  }, options);
}

export function slider(options: CheckOptions = {}): Check<SliderValue | undefined> {
  return make<SliderValue | undefined>((value) => {
    // `""` and `null` are absent to the readers, but a slider key that is present must hold one.
    const read = value === null || value === '' ? null : sliderSetting(value);
    return read === null
      ? fail(isRange(value) ? 'a slider range' : 'a slider value', value)
      : ok(read);
  }, options);
}

/** Accepts any value as it is, for settings whose shape a behaviour checks itself. */
export function raw(options: CheckOptions = {}): Check<unknown> {
  return make((value) => ok(value), options);
}
