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
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
