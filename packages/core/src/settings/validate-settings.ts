import { DEVICE_ORDER } from '../breakpoints.ts';
import type { SettingsOf, SettingsShape } from './schema.ts';

/**
 * The declared keys, parsed, with the "fine, but warn" results (each `key: warning`) that the
 * lifecycle logs; or every error when a check fails (the behaviour is skipped).
 */
export type ValidationResult<S extends SettingsShape> =
  { ok: true; value: SettingsOf<S>; warnings: string[] } | { ok: false; errors: string[] };

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
  const warnings: string[] = [];
  for (const [key, check] of Object.entries(shape)) {
    const keys = check.responsive
      ? [key, ...DEVICE_ORDER.filter((device) => device !== 'desktop').map((d) => `${key}_${d}`)]
      : [key];
    for (const name of keys) {
      // Absent and `null` get no parse: like a check's "absent" result, they set nothing. A check
      // over every setting (`all`) parses them all, whether its own key is there or not.
      const input = check.all ? raw : Object.hasOwn(raw, name) ? raw[name] : null;
      const result: { ok?: boolean; value?: unknown; error?: string; warning?: string } =
        input === null ? {} : check.parse(input);
      if (result.warning) warnings.push(`${name}: ${result.warning}`);
      if (result.ok === false) errors.push(`${name}: ${result.error}`);
      else if (result.value !== undefined) value[name] = result.value;
      else if (name === key && check.required) errors.push(`${key}: required`);
    }
  }
  return errors.length
    ? { ok: false, errors }
    : { ok: true, value: value as SettingsOf<S>, warnings };
}
