import type { schema, SettingsOf } from '@islet/core';

/**
 * A behaviour's typed settings from raw `data-settings`, each declared key through its check as
 * the lifecycle reads it (absent and `null` set nothing); a failing check or a required key absent throws with its error,
 * where the lifecycle would skip the behaviour. "Fine, but warn" results go to `warnings` (each
 * `key: warning`, as the lifecycle logs them). For unit tests of a settings reader.
 */
export function settingsFrom<S extends schema.SettingsShape>(
  raw: Record<string, unknown>,
  shape: S,
  warnings: string[] = [],
): SettingsOf<S> {
  const values: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(shape)) {
    if (raw[key] === undefined || raw[key] === null) {
      if (check.required) throw new Error(`${key}: required`);
      continue;
    }
    const result = check.parse(raw[key]);
    if (!result.ok) throw new Error(`${key}: ${result.error}`);
    if (result.warning) warnings.push(`${key}: ${result.warning}`);
    values[key] = result.value;
  }
  return values as SettingsOf<S>;
}
