/**
 * The one URL policy: every URL that comes from settings, markup, the URL hash or a server reply
 * passes here before it navigates, fills an iframe or a `src`, or changes `location`.
 *
 * The check runs on the URL the browser would use, not on the text: the WHATWG parser drops
 * leading and trailing control characters and spaces, removes tabs and newlines anywhere, and
 * lowercases the scheme, so `  JaVa\tScRiPt:` is `javascript:` here too. Callers use the parsed
 * `href` that was checked, never the original text, so what was checked is what runs.
 */

/** Schemes every sink accepts: the web's own, which never run script in the page. */
const WEB_SCHEMES: readonly string[] = ['http:', 'https:'];

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string };

export interface UrlPolicyOptions {
  /**
   * Schemes a sink needs beyond http and https, each named where it is used (the email share
   * button needs `mailto:`). `javascript:`, `data:`, `vbscript:`, `blob:` and `file:` are never
   * accepted, even when listed.
   * @default [] (http and https only)
   */
  schemes?: readonly string[];
}

/** Schemes that run script or hand over arbitrary content; no sink may opt in to them. */
const NEVER: readonly string[] = ['javascript:', 'vbscript:', 'data:', 'blob:', 'file:'];

/** A short, printable form of a refused value for the warning (no control characters). */
function shown(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is replaced here
  const printable = value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return printable.length > 60 ? `${printable.slice(0, 57)}...` : printable;
}

/**
 * Resolves `value` against `base` and accepts it when its scheme is http, https or one the sink
 * listed. Relative URLs take the base's scheme, so they pass on a page served over http(s).
 */
export function checkUrl(
  value: unknown,
  base: string | URL,
  options: UrlPolicyOptions = {},
): UrlVerdict {
  if (typeof value !== 'string' || !value.trim())
    return { ok: false, reason: 'the URL is empty or not text' };
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return { ok: false, reason: `"${shown(value)}" is not a URL` };
  }
  const allowed = [...WEB_SCHEMES, ...(options.schemes ?? [])];
  if (NEVER.includes(url.protocol) || !allowed.includes(url.protocol))
    return { ok: false, reason: `the URL scheme "${shown(url.protocol)}" is refused` };
  return { ok: true, url };
}

/** The checked URL's `href`, or `null` after one warning through `warn` naming `what`. */
export function allowedUrl(
  value: unknown,
  base: string | URL,
  warn: (message: string) => void,
  what: string,
  options?: UrlPolicyOptions,
): string | null {
  const verdict = checkUrl(value, base, options);
  if (verdict.ok) return verdict.url.href;
  warn(`${what}: ${verdict.reason}; it is not followed.`);
  return null;
}
