// @ts-check
import { createHash, randomBytes } from 'node:crypto';
import { scanHtml } from '@islet/page-html';

/**
 * The Content-Security-Policy headers the demo can send with its HTML pages (docs/security.md):
 * - `trusted-types`: every HTML, script-URL and script sink must take a Trusted Types value, and
 *   only the `islet` and `dompurify` policies may be created;
 * - `script-self`: the same, plus scripts only from the demo's own origin and the video and social
 *   services' SDK hosts Islet loads from (a site lists only those its pages use), with the page's
 *   inline configuration allowed by a nonce fresh for every response, as a WordPress site prints it,
 *   and the page's own inline event handlers by their hashes (`'unsafe-hashes'`).
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
  const handlers = inlineHandlerHashes(html);
  const allowed = [
    "'self'",
    `'nonce-${nonce}'`,
    // The page's own inline event handlers (`<link onload>` of style-sheet loaders, `onclick`),
    // each allowed by the hash of its text, as a site must list them (docs/security.md).
    ...(handlers.length ? ["'unsafe-hashes'", ...handlers.map((hash) => `'${hash}'`)] : []),
    ...SDK_SCRIPT_HOSTS,
  ];
  return {
    header: `script-src ${allowed.join(' ')}; ${TRUSTED_TYPES_POLICY}`,
    html: nonceInlineScripts(html, nonce),
  };
}

/**
 * `sha256-…` of every inline event handler (`on*` attribute) of the page, as the browser hashes
 * it: the attribute's value after character references are decoded.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function inlineHandlerHashes(html) {
  const hashes = new Set();
  for (const token of scanHtml(html)) {
    if (token.type !== 'start') continue;
    for (const { name, value } of token.attributes) {
      if (!name.startsWith('on') || value === null) continue;
      hashes.add(`sha256-${createHash('sha256').update(decodeReferences(value)).digest('base64')}`);
    }
  }
  return [...hashes];
}

const NAMED_REFERENCES = /** @type {Record<string, string>} */ ({
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
});

/**
 * Decodes the character references an attribute value may hold: numeric ones and the five of
 * XML (enough for handler text; another named reference is left as written, so its handler's
 * hash simply does not match and the browser reports it).
 *
 * @param {string} value
 */
function decodeReferences(value) {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, body) => {
    const text = /** @type {string} */ (body);
    if (text[0] !== '#') return NAMED_REFERENCES[text.toLowerCase()] ?? reference;
    const code =
      text[1] === 'x' || text[1] === 'X' ? parseInt(text.slice(2), 16) : Number(text.slice(1));
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : reference;
  });
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
