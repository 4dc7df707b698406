import { DEVICE_ORDER } from '../breakpoints.ts';
import type { SettingsOf, SettingsShape } from './schema.ts';

export type ValidationResult<S extends SettingsShape> =
  { ok: true; value: SettingsOf<S> } | { ok: false; errors: string[] };

const DEVICE_SUFFIXES = DEVICE_ORDER.filter((device) => device !== 'desktop').map((d) => `_${d}`);

/**
 * Checks the keys a behaviour declares and returns only those, parsed. Keys it does not declare
 * are left out, so a behaviour never depends on a value nobody validated.
 */
export function validateSettings<S extends SettingsShape>(
  raw: Readonly<Record<string, unknown>>,
  shape: S,
): ValidationResult<S> {
  const value: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const [key, check] of Object.entries(shape)) {
    const keys = check.responsive ? [key, ...DEVICE_SUFFIXES.map((suffix) => key + suffix)] : [key];
    for (const name of keys) {
      if (!Object.hasOwn(raw, name) || raw[name] === null) {
        if (name === key && check.required) errors.push(`${key}: required`);
        continue;
      }
      const result = check.parse(raw[name]);
      if (!result.ok) errors.push(`${name}: ${result.error}`);
      else if (result.value !== undefined) value[name] = result.value;
      else if (name === key && check.required) errors.push(`${key}: required`);
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, value: value as SettingsOf<S> };
}
