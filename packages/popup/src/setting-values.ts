/**
 * Readers for the loosely typed values the server prints: numbers arrive as numbers or numeric
 * strings, switches as `"yes"`, and empty values are stripped, so every reader has a fallback.
 */

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
export function groupOf(value: unknown): Record<string, unknown> | null {
  if (Array.isArray(value)) return value.length === 0 ? {} : null;
  if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  return null;
}
