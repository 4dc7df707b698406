import type { schema, SettingsOf } from '@islet/core';
import { numberSetting } from '@islet/primitives';

// The popup's settings: the document's shape, which the core checks before the popup connects, and
// the readers the rules use for the fields of the `timing` and `triggers` groups. One module, so
// the shape travels in the small chunk the gate, the boot part, the rules and the dialog share.
//
// Own checks, not `schema.fallback(...)`: the shape is on every page with a popup, and the schema
// chunk (0.9 kB brotli) would come with it. The core validates the shape and logs the warnings all
// the same, one line per popup at connect.

// Readers for the loosely typed values the server prints: numbers arrive as numbers or numeric
// strings, switches as `"yes"`, and empty values are stripped, so every reader has a fallback.

export const isOn = (value: unknown): boolean => value === 'yes' || value === true;

/** A list of strings, from an array or a single string; `null` when malformed. */
export function listOf(value: unknown): string[] | null {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  return null;
}

export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A settings group where PHP prints an empty one as `[]`. */
function groupOf(value: unknown): Record<string, unknown> | null {
  if (Array.isArray(value)) return value.length === 0 ? {} : null;
  if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  return null;
}

type Check<T> = schema.Check<T>;

const ok = <T>(value: T): schema.CheckResult<T> => ({ ok: true, value });

/** "Fine, but warn": the value reads as unset, so the popup takes its default and runs. */
const unset = (value: unknown, why: string): schema.CheckResult<undefined> => ({
  ok: true,
  value: undefined,
  warning: `${why} (got ${JSON.stringify(value)})`,
});

/** A text field; a number counts as its digits, anything else as empty. Never a warning. */
const text: Check<string> = { parse: (value) => ok(textOf(value).trim()) };

/** A switcher: on for `"yes"` (or `true`), off for anything else. */
const on: Check<boolean> = { parse: (value) => ok(isOn(value)) };

/** Seconds ≥ 0, a number or a slider. */
const seconds = (instead: string): Check<number | undefined> => ({
  parse(value) {
    const n = numberSetting(value);
    return n === null || n! < 0 ? unset(value, `not a number of seconds: ${instead}`) : ok(n);
  },
});

/**
 * A settings group (`timing`, `triggers`): an open-ended map of rule or trigger names and their
 * `{name}_{field}` values, which `timing-rules.ts` and `trigger-rules.ts` judge one by one. PHP
 * prints an empty group as `[]`.
 */
const group = (instead: string): Check<Record<string, unknown> | undefined> => ({
  parse: (value) => {
    const read = groupOf(value);
    return read ? ok(read) : unset(value, `malformed, so ${instead}`);
  },
});

/**
 * An animation name per device. A value that is set but no name reads as `none` (no animation),
 * not as unset, which would take a larger device's animation instead.
 */
const animation: Check<string> & { responsive: true } = {
  responsive: true,
  parse: (value) => ok(textOf(value) || (value ? 'none' : '')),
};

/** The close button sits outside the dialog only for `outside`. */
const outside: Check<boolean> = { parse: (value) => ok(value === 'outside') };

/** Seconds, a number or a slider; a negative one is no animation. */
const duration: Check<number | undefined> = {
  parse: (value) => {
    const n = numberSetting(value);
    return n === null ? unset(value, 'malformed: 1.2 s') : ok(n);
  },
};

/** The document settings of a popup (reference popup.md §2). */
export const settings = {
  open_selector: text,
  avoid_multiple_popups: on,
  close_button_delay: seconds('no delay'),
  close_button_position: outside,
  entrance_animation: animation,
  exit_animation: animation,
  entrance_animation_duration: duration,
  classes: text,
  prevent_scroll: on,
  close_automatically: seconds('never'),
  prevent_close_on_background_click: on,
  prevent_close_on_esc_key: on,
  timing: group('no display rule applies'),
  /** Absent when the popup was not attached by display conditions: nothing to arm. */
  triggers: group('nothing is armed'),
};

export type PopupValues = SettingsOf<typeof settings>;
