import { finiteNumber, isRange, numberSetting, sliderSetting, sliderUnit } from '@islet/primitives';
import { DEVICE_ORDER } from '../breakpoints.ts';

/**
 * A tiny settings schema: each check turns one raw `data-settings` value into a typed value, a
 * typed value with a warning ("fine, but warn": usable, yet worth a console line, such as an
 * unknown value read as the default), or an error text. A general validation library would cost
 * more bytes than the whole core chunk.
 */
export type CheckResult<T> =
  | {
      ok: true;
      value: T;
      /**
       * Why the value is not quite what the page asked for; the lifecycle logs it once, naming
       * the element, the behaviour and the setting.
       * @default undefined
       */
      warning?: string;
    }
  | { ok: false; error: string };

export interface Check<T> {
  /** A result of `undefined` means the value counts as absent. */
  parse(value: unknown): CheckResult<T>;
  /** Absent is an error (the server drops empty values, so most checks are optional). */
  readonly required?: boolean;
  /** Also validate `key_tablet`, `key_mobile`, … variants. */
  readonly responsive?: boolean;
  /**
   * `parse` gets every setting of the element (the object, in the page's order) instead of its
   * key's value, and runs even when that key is absent: for a check over keys named by a pattern.
   */
  readonly all?: boolean;
}

export interface CheckOptions {
  required?: boolean;
  responsive?: boolean;
}

export type SettingsShape = Record<string, Check<unknown>>;

type ValueOf<C> = C extends Check<infer T> ? T : never;

/** The devices whose values a responsive setting prints as `key_{device}`. */
export type Device = Exclude<(typeof DEVICE_ORDER)[number], 'desktop'>;

/**
 * The typed settings a shape declares; a check made with `responsive(check)` also types its
 * `key_tablet`, `key_mobile`, … variants, which `ctx.setting(key)` picks for the current device.
 */
export type SettingsOf<S extends SettingsShape> = {
  [K in keyof S]?: ValueOf<S[K]>;
} & {
  [K in keyof S as S[K] extends { responsive: true } ? `${K & string}_${Device}` : never]?: ValueOf<
    S[K]
  >;
};

/** A slider becomes its `sizes` range when it has one, else its `size`. */
export type SliderValue = number | { start: number; end: number };

const ok = <T>(value: T): CheckResult<T> => ({ ok: true, value });

/**
 * "Fine, but warn": `value` is used, and `warning` (what was wrong and what the behaviour does
 * instead) is logged once for the element. For a behaviour's own checks.
 */
export const warn = <T>(value: T, warning: string): CheckResult<T> => ({
  ok: true,
  value,
  warning,
});
const mismatch = (what: string, value: unknown) =>
  `expected ${what}, got ${JSON.stringify(value) ?? String(value)}`;
const fail = (what: string, value: unknown): CheckResult<never> => ({
  ok: false,
  error: mismatch(what, value),
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

/**
 * An on/off switch: `true` when the value is `on` (a switcher prints `"yes"`; some selects act as
 * switches, such as `stretch_section: "section-stretched"`), `false` for anything else. Never an
 * error: the builder's own scripts test `=== 'yes'`, so any other value is simply off.
 */
export function on(onValue = 'yes', options: CheckOptions = {}): Check<boolean> {
  return make((value) => ok(value === onValue), options);
}

/**
 * A list of device names (`["desktop", "tablet"]`), for "on these devices only" settings. A name
 * that is no device is left out with a warning; a value that is not a list reads as absent (every
 * device) with a warning; `""` is absent without one. A device the site does not use is kept: it
 * never matches the current device, so it needs no warning.
 */
export function devices(options: CheckOptions = {}): Check<string[] | undefined> {
  return make<string[] | undefined>((value) => {
    if (value === '') return ok(undefined);
    if (!Array.isArray(value)) return warn(undefined, `${mismatch('a list', value)}: every device`);
    const known = value.filter((name): name is string =>
      (DEVICE_ORDER as readonly unknown[]).includes(name),
    );
    const unknown = value.filter((name) => !known.includes(name));
    return unknown.length
      ? warn(known, `no device ${unknown.map((name) => JSON.stringify(name)).join(', ')}: ignored`)
      : ok(known);
  }, options);
}

/**
 * The settings whose keys match `pattern` (without the `g` or `y` flag, which would carry state
 * from key to key), in the page's order, which a shape's own order cannot give: `[name, value]`
 * for each, `name` being the pattern's first group (the whole key without one) and `value` its
 * value through `check`. An entry `check` reads as absent is left out, and none left is absent;
 * an entry it refuses fails the whole setting, naming its key. The shape's key only names the
 * list: `transforms: matching(/^_transform_(\w+)_effect$/, raw())`. Never responsive: the
 * pattern decides which keys it reads.
 */
export function matching<T>(
  pattern: RegExp,
  check: Check<T>,
  options: { required?: boolean } = {},
): Check<[string, T][] | undefined> {
  return {
    ...make<[string, T][] | undefined>((settings) => {
      const out: [string, T][] = [];
      const warnings: string[] = [];
      for (const [key, value] of Object.entries(settings as Record<string, unknown>)) {
        const match = pattern.exec(key);
        // `null` is absent, as for a declared key.
        if (!match || value === null) continue;
        const result = check.parse(value);
        if (!result.ok) return { ok: false, error: `${key}: ${result.error}` };
        if (result.warning) warnings.push(`${key}: ${result.warning}`);
        if (result.value !== undefined) out.push([match[1] ?? key, result.value]);
      }
      const value = out.length ? out : undefined;
      return warnings.length ? warn(value, warnings.join('; ')) : ok(value);
    }, options),
    all: true,
  };
}

/** A slider read with its unit, for settings whose unit changes the meaning (`ms` or `s`, `px` or `%`). */
export interface Measure {
  size: number;
  unit: string;
}

/**
 * A slider with its unit: `{ size, unit }`, the unit `unit` when the value has none (a bare number,
 * or a slider printed without one). A never-set slider (empty `size`) is absent; a size that is
 * not a number, or a unit outside `units` when given, is an error.
 */
export function measure(
  options: CheckOptions & { unit?: string; units?: readonly string[] } = {},
): Check<Measure | undefined> {
  const { unit: fallback = '', units } = options;
  return make<Measure | undefined>((value) => {
    const size = value === null || value === '' ? null : numberSetting(value);
    const unit = sliderUnit(value, fallback);
    if (size === null || (units && !units.includes(unit))) {
      return fail(`a slider${units ? ` in ${units.join(', ')}` : ''}`, value);
    }
    return ok(size === undefined ? undefined : { size, unit });
  }, options);
}

/**
 * The same check, with the `key_{device}` variants validated and typed too (see `SettingsOf`):
 * what `ctx.setting(key)` reads for the current device.
 */
export function responsive<T>(check: Check<T>): Check<T> & { responsive: true } {
  return { ...check, responsive: true };
}

/**
 * The same check, with a malformed value read as absent instead of an error, so the behaviour
 * takes its default and still runs, where the builder's own script would have run with a value
 * it did not understand. For settings that only tune a behaviour; keep the strict check for
 * settings without which the behaviour cannot work.
 */
export function lenient<T>(check: Check<T>): Check<T | undefined> {
  return {
    ...check,
    parse: (value) => {
      const result = check.parse(value);
      return result.ok ? result : ok(undefined);
    },
  };
}

/**
 * The same check, with a malformed value read as `value` (absent when not given) and a warning:
 * `{check's error}: {instead}`, where `instead` says what the behaviour does (`"no delay"`). The
 * behaviour runs with its default, as `lenient` does, and the console says which setting it did
 * not understand, as the builder's own script never did. `""` (the builder's "not set") reads as
 * `value` without a warning.
 */
export function fallback<T>(check: Check<T>, instead: string, value: T): Check<T>;
export function fallback<T>(check: Check<T>, instead: string): Check<T | undefined>;
export function fallback<T>(check: Check<T>, instead: string, value?: T): Check<T | undefined> {
  return {
    ...check,
    parse: (input) => {
      const result = check.parse(input);
      if (result.ok) return result;
      return input === '' ? ok(value) : warn(value, `${result.error}: ${instead}`);
    },
  };
}
