// @ts-check
import { attributeValue, scanHtml } from './html-scanner.mjs';

/** @typedef {import('./html-scanner.mjs').StartTag} StartTag */

/**
 * @typedef {object} ScriptSummary
 * @property {string | null} src
 * @property {string | null} id
 * @property {string | null} type
 *
 * @typedef {object} TransformReport
 * @property {string} html
 * @property {ScriptSummary[]} removedScripts
 * @property {ScriptSummary[]} keptScripts
 * @property {number} rewrittenUrls
 *
 * @typedef {object} TransformOptions
 * @property {string} [isletSrc] the bundle to load; default `/islet/islet.js`
 * @property {string} [headSrc] the head script, loaded at the end of `<head>`; default
 *   `islet-head.js` beside the bundle
 * @property {Runtime} [runtime] which runtime the page gets; default `islet`
 * @property {UrlRewriter} [urls] where the page's URLs point; default: where they pointed (the
 *   demo points other hosts' at its offsite stand-ins, or at the page's recorded files)
 *
 * @typedef {'islet' | 'original' | 'builder' | 'none'} Runtime `islet`: the page's scripts
 *   replaced by the bundle; `original`: the page's own scripts kept; `builder`: of the page's
 *   own scripts, the builder's, its Pro add-on's and WordPress's libraries and every inline
 *   script (the oracle Islet is compared with: third-party add-ons and the site's own scripts,
 *   which Islet does not replace, are gone on both sides);
 *   `none`: scripts removed and nothing added (the floor without any runtime)
 *
 * @typedef {object} UrlRewriter
 * @property {number} count
 * @property {(value: string) => string} url
 * @property {(value: string) => string} srcset
 * @property {(css: string) => string} css
 * @property {(js: string) => string} [script] an inline script the page keeps
 */

export const RUNTIMES = /** @type {const} */ (['islet', 'original', 'builder', 'none']);

// Where the builder's scripts live: its plugin folders (the free plugin, Pro, and the
// `pro-elements` build of Pro) and WordPress's own libraries (jQuery, imagesLoaded…); and
// Lottie, which WordPress loads once under one name for whichever plugin registered it first,
// so the builder's animations may run on another plugin's copy.
const BUILDER_SCRIPT =
  /\/wp-content\/plugins\/(?:elementor|elementor-pro|pro-elements)\/|\/wp-includes\/|\/lottie(?:\.min)?\.js(?:[?#]|$)/;

// What `islet-head.js` is for: a section stretched to the window before the first paint.
const STRETCHED_SECTION = 'elementor-section-stretched';

/** @param {StartTag} tag @param {string} name */
const hasClass = (tag, name) =>
  (attributeValue(tag, 'class') ?? '').split(/[\t\n\f\r ]+/).includes(name);

// `var elementorFrontendConfig =` or `window.ElementorProFrontendConfig =`.
const CONFIG_ASSIGNMENT =
  /(?:\bvar\s+|\bwindow\s*\.\s*)(?:elementorFrontendConfig|ElementorProFrontendConfig)\s*=/;

// Types a browser runs as a classic script. Optimisers park scripts under other types
// (`rocketlazyloadscript`, `pmdelayedscript`, Cloudflare's `{hash}-text/javascript`) and run
// them later from their own loader, which is removed here.
const CLASSIC_SCRIPT_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'application/x-javascript',
  'text/ecmascript',
  'application/ecmascript',
  'text/jscript',
]);

// Attributes whose value is one URL the browser fetches (or, for `action`/`formaction`,
// submits to: a form posting to the real site would leave the sandbox). `href` and `xlink:href`
// are handled apart because links are left alone.
// The `data-lazy-*` pair is WP Rocket's: a lazy-load behaviour copies them into `src`/`srcset`;
// `data-thumbnail` is the gallery widget's image, which its behaviour loads.
const URL_ATTRIBUTES = new Set([
  'src',
  'data-src',
  'data-thumbnail',
  'data-lazy-src',
  'poster',
  'background',
  'manifest',
  'formaction',
]);
const SRCSET_ATTRIBUTES = new Set(['srcset', 'data-srcset', 'data-lazy-srcset', 'imagesrcset']);
// Following a link is a navigation the visitor chooses, not a request the page makes.
const LINK_ELEMENTS = new Set(['a', 'area']);

/**
 * Prepares a recorded page for Islet: the page's own scripts go (without jQuery they would
 * only throw), the builder's configuration globals and JSON-LD stay, the URLs of request-making
 * attributes and style pass `urls` (the demo's make other hosts' same-origin), and the
 * Islet bundle is loaded as a module at the end of `<body>`, and its head script (what must run
 * before the first paint) as a classic script at the end of `<head>`, after the style sheets, on
 * a page with a stretched section: it does nothing else, and a render-blocking request for
 * nothing would delay the first paint of every other page (the WordPress plugin decides the same).
 * `runtime: 'original'` keeps every script instead (URLs rewritten the same way) and adds
 * nothing; `runtime: 'builder'` keeps only the builder's external scripts and every inline one,
 * and adds nothing; `runtime: 'none'` removes them and adds nothing.
 *
 * @param {string} html
 * @param {TransformOptions} [options]
 * @returns {TransformReport}
 */
export function transformRecordedPage(
  html,
  {
    isletSrc = '/islet/islet.js',
    headSrc = isletSrc.replace(/islet\.js(?=$|[?#])/, 'islet-head.js'),
    runtime = 'islet',
    urls = unchangedUrls(),
  } = {},
) {
  const original = runtime === 'original' || runtime === 'builder';
  /** @param {StartTag} tag */
  const dropped = (tag) => {
    const src =
      attributeValue(tag, 'src') ?? (tag.name === 'link' ? attributeValue(tag, 'href') : null);
    return runtime === 'builder' && src !== null && !BUILDER_SCRIPT.test(src);
  };
  /** @type {ScriptSummary[]} */
  const removedScripts = [];
  /** @type {ScriptSummary[]} */
  const keptScripts = [];
  /** @type {string[]} */
  const out = [];
  let bodyClose = -1;
  let headClose = -1;
  let stretched = false;

  for (const token of scanHtml(html)) {
    if (token.type !== 'start') {
      if (token.type === 'end' && token.name === 'body') bodyClose = out.length;
      if (token.type === 'end' && token.name === 'head' && headClose === -1) headClose = out.length;
      out.push(html.slice(token.start, token.end));
      continue;
    }
    if (token.name === 'script' && original && dropped(token)) {
      removedScripts.push(summarize(token));
      continue;
    }
    if (token.name === 'script' && original) {
      keptScripts.push(summarize(token));
      out.push(rewriteStartTag(html, token, urls));
      if (token.text) {
        const content = html.slice(token.text.start, token.text.end);
        out.push(urls.script ? urls.script(content) : content);
        out.push(html.slice(token.text.end, token.elementEnd));
      }
      continue;
    }
    if (token.name === 'script') {
      const summary = summarize(token);
      const kind = keptScriptKind(html, token);
      if (kind === null) {
        removedScripts.push(summary);
        continue;
      }
      keptScripts.push(summary);
      // A parked config script would never run now that its loader is gone; drop its type so
      // the globals exist before the bundle reads them.
      const parked = kind === 'config' && !CLASSIC_SCRIPT_TYPES.has(normalizedType(token));
      out.push(
        parked ? withoutAttribute(html, token, 'type') : html.slice(token.start, token.elementEnd),
      );
      continue;
    }
    if (token.name === 'link' && preloadsScript(token) && (!original || dropped(token))) continue;
    stretched ||= hasClass(token, STRETCHED_SECTION);

    out.push(rewriteStartTag(html, token, urls));
    if (token.text) {
      const content = html.slice(token.text.start, token.text.end);
      out.push(token.name === 'style' ? urls.css(content) : content);
      out.push(html.slice(token.text.end, token.elementEnd));
    }
  }

  if (runtime !== 'islet') {
    return { html: out.join(''), removedScripts, keptScripts, rewrittenUrls: urls.count };
  }
  const escape = (/** @type {string} */ url) =>
    url.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  const islet = `<script type="module" src="${escape(isletSrc)}"></script>`;
  if (bodyClose === -1) out.push(islet);
  else out.splice(bodyClose, 0, islet);
  // Spliced after the body's, which comes later in `out`, so that index stays right.
  if (headClose !== -1 && stretched)
    out.splice(headClose, 0, `<script src="${escape(headSrc)}"></script>`);

  return { html: out.join(''), removedScripts, keptScripts, rewrittenUrls: urls.count };
}

/** A rewriter that leaves every URL as it is. @returns {UrlRewriter} */
function unchangedUrls() {
  const same = (/** @type {string} */ value) => value;
  return { count: 0, url: same, srcset: same, css: same };
}

/**
 * Why a script stays, or `null` when it goes.
 *
 * @param {string} html
 * @param {StartTag} tag
 * @returns {'config' | 'ld+json' | null}
 */
function keptScriptKind(html, tag) {
  if (attributeValue(tag, 'src') !== null) return null;
  if (normalizedType(tag) === 'application/ld+json') return 'ld+json';
  const content = tag.text ? html.slice(tag.text.start, tag.text.end) : '';
  return CONFIG_ASSIGNMENT.test(content) ? 'config' : null;
}

/** @param {StartTag} tag */
function normalizedType(tag) {
  return (attributeValue(tag, 'type') ?? '').trim().toLowerCase();
}

/**
 * @param {StartTag} tag
 * @returns {ScriptSummary}
 */
function summarize(tag) {
  return {
    src: attributeValue(tag, 'src'),
    id: attributeValue(tag, 'id'),
    type: attributeValue(tag, 'type'),
  };
}

/**
 * `<link rel="modulepreload">` and `<link rel="preload" as="script">`: every external script is
 * removed, so any script preload is for one of them.
 *
 * @param {StartTag} tag
 */
function preloadsScript(tag) {
  const rel = (attributeValue(tag, 'rel') ?? '').toLowerCase().split(/[\t\n\f\r ]+/);
  if (rel.includes('modulepreload')) return true;
  return (
    rel.includes('preload') && (attributeValue(tag, 'as') ?? '').trim().toLowerCase() === 'script'
  );
}

/**
 * The whole element, minus one attribute of its start tag.
 *
 * @param {string} html
 * @param {StartTag} tag
 * @param {string} name
 */
function withoutAttribute(html, tag, name) {
  /** @type {string[]} */
  const parts = [];
  let cursor = tag.start;
  for (const attribute of tag.attributes) {
    if (attribute.name !== name) continue;
    // Take the whitespace before it too, so no double space is left behind.
    let from = attribute.start;
    while (from > cursor && /[\t\n\f\r ]/.test(html[from - 1] ?? '')) from--;
    parts.push(html.slice(cursor, from));
    cursor = attribute.end;
  }
  parts.push(html.slice(cursor, tag.elementEnd));
  return parts.join('');
}

/**
 * The start tag with the URLs in its request-making attributes and its `style` rewritten.
 *
 * @param {string} html
 * @param {StartTag} tag
 * @param {UrlRewriter} urls
 */
function rewriteStartTag(html, tag, urls) {
  /** @type {string[]} */
  const parts = [];
  let cursor = tag.start;
  for (const attribute of tag.attributes) {
    if (attribute.value === null) continue;
    const rewrite = rewriterFor(tag.name, attribute.name, urls);
    if (!rewrite) continue;
    const value = rewrite(attribute.value);
    if (value === attribute.value) continue;
    parts.push(html.slice(cursor, attribute.valueStart), value);
    cursor = attribute.valueEnd;
  }
  parts.push(html.slice(cursor, tag.end));
  return parts.join('');
}

/**
 * @param {string} element
 * @param {string} attribute
 * @param {UrlRewriter} urls
 * @returns {((value: string) => string) | null}
 */
function rewriterFor(element, attribute, urls) {
  if (attribute === 'style') return (value) => urls.css(value);
  if (SRCSET_ATTRIBUTES.has(attribute)) return (value) => urls.srcset(value);
  if (URL_ATTRIBUTES.has(attribute)) return (value) => urls.url(value);
  if (attribute === 'href' || attribute === 'xlink:href') {
    return LINK_ELEMENTS.has(element) ? null : (value) => urls.url(value);
  }
  if (
    (attribute === 'data' && element === 'object') ||
    (attribute === 'action' && element === 'form')
  ) {
    return (value) => urls.url(value);
  }
  return null;
}
