// @ts-check
import { randomBytes } from 'node:crypto';
import { scanHtml } from './html-scanner.mjs';

/**
 * The Content-Security-Policy headers the demo can send with its HTML pages (docs/security.md):
 * - `trusted-types`: every HTML, script-URL and script sink must take a Trusted Types value, and
 *   only the `islet` and `dompurify` policies may be created;
 * - `script-self`: the same, plus scripts only from the demo's own origin and the video and social
 *   services' SDK hosts Islet loads from (a site lists only those its pages use), with the page's
 *   inline configuration allowed by a nonce fresh for every response, as a WordPress site prints it.
 */
export const CSP_MODES = /** @type {const} */ (['trusted-types', 'script-self']);

/** @typedef {(typeof CSP_MODES)[number]} CspMode */

/** Where Islet loads third-party SDKs from: YouTube, Vimeo, Facebook (videos, social embeds). */
export const SDK_SCRIPT_HOSTS = [
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://connect.facebook.net',
];

export const TRUSTED_TYPES_POLICY =
  "require-trusted-types-for 'script'; trusted-types islet dompurify";

/**
 * @param {string} value
 * @returns {value is CspMode}
 */
export function isCspMode(value) {
  return /** @type {readonly string[]} */ (CSP_MODES).includes(value);
}

/**
 * The header for one HTML response under `mode`, and the page with a nonce on each inline
 * script when the header asks for one.
 *
 * @param {CspMode} mode
 * @param {string} html
 * @returns {{ header: string, html: string }}
 */
export function withContentSecurityPolicy(mode, html) {
  if (mode === 'trusted-types') return { header: TRUSTED_TYPES_POLICY, html };
  const nonce = randomBytes(16).toString('base64');
  return {
    header: `script-src 'self' 'nonce-${nonce}' ${SDK_SCRIPT_HOSTS.join(' ')}; ${TRUSTED_TYPES_POLICY}`,
    html: nonceInlineScripts(html, nonce),
  };
}

/**
 * Adds `nonce` to every inline `<script>` (one without `src`). Scripts with a `src` are allowed
 * by their origin, so they are left as they are.
 *
 * @param {string} html
 * @param {string} nonce
 */
export function nonceInlineScripts(html, nonce) {
  let out = '';
  let last = 0;
  for (const token of scanHtml(html)) {
    if (token.type !== 'start' || token.name !== 'script') continue;
    const names = token.attributes.map((attribute) => attribute.name);
    if (names.includes('src') || names.includes('nonce')) continue;
    // Right after `<script`, so the tag's own closing `>` or `/>` is untouched.
    const at = token.start + '<script'.length;
    out += `${html.slice(last, at)} nonce="${nonce}"`;
    last = at;
  }
  return out + html.slice(last);
}
