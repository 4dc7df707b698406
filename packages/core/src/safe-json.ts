import { messageOf } from './error-message.ts';
export type JsonResult = { ok: true; value: unknown } | { ok: false; error: string };

// Settings come from markup and links anyone can write; these keys must never become
// live properties that later spreads or merges would carry onto a prototype.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function dropForbidden(key: string, value: unknown): unknown {
  return FORBIDDEN_KEYS.has(key) ? undefined : value;
}

export function parseJson(text: string): JsonResult {
  try {
    // A reviver slows parsing down several times; most settings never mention these keys.
    const risky = /__proto__|constructor|prototype/.test(text);
    return { ok: true, value: risky ? JSON.parse(text, dropForbidden) : JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type SettingsResult =
  { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

/**
 * Settings as the server prints them: a JSON object, where PHP writes an empty one as `[]`.
 * Absent or blank text is `{}`.
 */
export function parseSettings(text: string | null): SettingsResult {
  if (text === null || text.trim() === '') return { ok: true, value: {} };
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, error: `is not valid JSON (${parsed.error})` };
  if (Array.isArray(parsed.value) && parsed.value.length === 0) return { ok: true, value: {} };
  if (!isPlainObject(parsed.value)) return { ok: false, error: 'is not a JSON object' };
  return { ok: true, value: parsed.value };
}
