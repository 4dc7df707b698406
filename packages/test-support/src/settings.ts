import { DEVICE_ORDER, type schema, type SettingsOf } from '@islet/core';

/**
 * A behaviour's typed settings from raw `data-settings`, each declared key (and the `key_{device}`
 * variants of a responsive one) through its check as the lifecycle reads it: absent and `null`,
 * and a check's absent result, set nothing; a failing check, or a required key absent, throws
 * with its error where the lifecycle would skip the behaviour. "Fine, but warn" results go to
 * `warnings` (each `key: warning`, as the lifecycle logs them). For unit tests of a settings
 * reader.
 */
export function settingsFrom<S extends schema.SettingsShape>(
  raw: Record<string, unknown>,
  shape: S,
  warnings: string[] = [],
): SettingsOf<S> {
  const values: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(shape)) {
    const devices = check.responsive ? DEVICE_ORDER.filter((device) => device !== 'desktop') : [];
    for (const name of [key, ...devices.map((device) => `${key}_${device}`)]) {
      // A check over every setting (`all`, such as `schema.matching`) parses the whole object.
      const input = check.all ? raw : raw[name];
      const result = input === undefined || input === null ? undefined : check.parse(input);
      if (result && !result.ok) throw new Error(`${name}: ${result.error}`);
      if (result?.warning) warnings.push(`${name}: ${result.warning}`);
      if (result?.value !== undefined) values[name] = result.value;
      else if (name === key && check.required) throw new Error(`${key}: required`);
    }
  }
  return values as SettingsOf<S>;
}
