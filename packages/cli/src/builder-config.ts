import { configGlobalNames } from '@islet/core';

const names = configGlobalNames('elementor');
// `var elementorFrontendConfig = {…};` or `window.ElementorProFrontendConfig = {…};`, as the
// server prints them (JSON from wp_json_encode).
const ASSIGNMENT = new RegExp(
  String.raw`(?:\bvar\s+|\bwindow\s*\.\s*)(${names.frontend}|${names.pro})\s*=\s*`,
  'g',
);

/**
 * The configuration globals the page's inline scripts print, read as JSON rather than run, so
 * auditing a page never runs its code. A value that is not plain JSON is left out (the runtime
 * then warns about it as it would on the page).
 */
export function builderConfig(inlineScripts: readonly string[]): Record<string, unknown> {
  const globals: Record<string, unknown> = {};
  for (const code of inlineScripts) {
    ASSIGNMENT.lastIndex = 0;
    for (let match; (match = ASSIGNMENT.exec(code));) {
      const value = jsonAt(code, match.index + match[0].length);
      if (value !== undefined) globals[match[1]!] = value;
    }
  }
  return globals;
}

/** The JSON object starting at `start`, ended by its matching brace (strings skipped). */
function jsonAt(code: string, start: number): unknown {
  if (code[start] !== '{') return undefined;
  let depth = 0;
  for (let at = start; at < code.length; at++) {
    const char = code[at];
    if (char === '"') {
      for (at++; at < code.length && code[at] !== '"'; at++) if (code[at] === '\\') at++;
    } else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      if (--depth === 0) {
        try {
          return JSON.parse(code.slice(start, at + 1)) as unknown;
        } catch {
          return undefined;
        }
      }
    }
  }
  return undefined;
}
