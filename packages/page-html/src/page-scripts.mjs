// @ts-check
// What the WordPress plugin takes off a page and what it keeps, told from the page as printed:
// one classification for `islet audit` (what Islet would do) and the page transform (what the
// plugin would leave), both following the plugin's own list.
import replacedScripts from '@islet/wordpress/includes/replaced-scripts.json' with { type: 'json' };
import { attributeValue, scanHtml } from './html-scanner.mjs';

/**
 * @typedef {object} PageScript a `<script>` of the page as printed: external (`src`) or inline
 *   (`code`)
 * @property {string | null} src
 * @property {string | null} id
 * @property {string | null} type
 * @property {string | null} code
 *
 * @typedef {'replaced' | 'kept' | 'unknown'} ScriptGroup
 *
 * @typedef {object} GroupedScript
 * @property {number} index the script's position in the list grouped
 * @property {string} src the URL as written, or `inline #n` (`#id` when it has one)
 * @property {ScriptGroup} group
 * @property {URL | null} url resolved against the page's URL; `null` for inline scripts
 * @property {string | null} code
 * @property {boolean} atomic one of the builder's atomic scripts (or what they need): the plugin
 *   keeps it on a page with an atomic element Islet does not run
 * @property {boolean} jquery jQuery itself, or its inline code: what stays when a kept script
 *   needs jQuery
 * @property {string | null} library the handle, where it is one of the libraries the plugin
 *   takes off only when nothing left on the page needs it (jQuery's among them)
 */

// The handles the plugin replaces (every family's seeds) and the libraries it takes off with
// them when nothing left needs them.
const FAMILY_HANDLES = new Set(
  Object.values(replacedScripts.families).flatMap((family) => family.handles),
);
const LIBRARIES = new Set(replacedScripts.libraries);
/** Atomic types Islet runs or that need no script: any other keeps the atomic scripts. */
export const RUN_ATOMIC_TYPES = /** @type {ReadonlySet<string>} */ (
  new Set(replacedScripts.atomic)
);
/**
 * What a page with an atomic element Islet does not run keeps (class-islet-frontend.php):
 * the atomic family's handles and the webpack runtime they need without declaring it, with the
 * libraries of the list only they depend on (as registered by the builder 4.1.5; the script
 * graph keeps a library a kept script depends on; checked against fixtures/atomic in the tests).
 */
export const ATOMIC_KEPT_HANDLES = /** @type {ReadonlySet<string>} */ (
  new Set([
    ...replacedScripts.families.atomic.handles,
    'elementor-webpack-runtime',
    'elementor-v2-alpinejs',
    'motion-js',
    'elementor-interactions-shared-utils',
  ])
);
// jQuery's handles as WordPress registers them: its inline code stays with it. jQuery UI's core
// is a library of the plugin's list instead: it stays only for a kept script that calls it.
const JQUERY_HANDLES = new Set(['jquery', 'jquery-core', 'jquery-migrate']);

// A script printed without its handle (an optimiser's copy, or a page saved without ids): what
// Islet replaces is told by its path: the builder's and its Pro add-on's front end (with the libraries they
// load), jQuery and the WordPress scripts the builder depends on, the themes whose navigation
// Islet runs, and the shop scripts whose work Islet does (docs/shop.md). Matched anywhere in the
// path, since optimisers serve them from their caches (`/wp-content/cache/min/1/wp-content/…`).
/** jQuery itself and jQuery Migrate: they stay when a kept script needs jQuery. */
const JQUERY = /\/wp-includes\/js\/jquery\/(jquery|jquery-migrate)(\.min)?\.js$/;
/** jQuery UI's core, which the builder's front end loads: printed without its handle. */
const JQUERY_UI_CORE = /\/wp-includes\/js\/jquery\/ui\/core(\.min)?\.js$/;
/** @type {readonly RegExp[]} */
const REPLACED = [
  /\/plugins\/elementor\/assets\/(js|lib\/(swiper|waypoints|e-gallery|jquery-numerator|dialog|share-link))\//,
  /\/plugins\/(elementor-pro|pro-elements)\/assets\/(js|lib)\//,
  JQUERY,
  JQUERY_UI_CORE,
  /\/wp-includes\/js\/dist\/(hooks|i18n|dom-ready|vendor\/wp-polyfill[\w-]*|vendor\/regenerator-runtime)(\.min)?\.js$/,
  /\/wp-includes\/js\/imagesloaded(\.min)?\.js$/,
  /\/themes\/(hello-elementor\/assets\/js\/hello-frontend|twentytwenty\/assets\/js\/index)(\.min)?\.js$/,
  /\/plugins\/woocommerce\/assets\/js\/frontend\/(add-to-cart|cart-fragments|cart|checkout)(\.min)?\.js$/,
];
// Where a script that is neither the builder's nor WordPress's comes from: a plugin, a theme,
// WordPress itself, or another host. Anything else (inline code, the site's own folders) is
// unknown.
const ATTRIBUTED = /\/wp-content\/(plugins|themes)\/[^/]+\/|\/wp-includes\//;
// Types a browser does not run: data blocks and templates.
const NOT_CODE = /json|template|html|importmap|speculationrules/i;
// WordPress prints a script's inline parts with the id `{handle}-js-{extra|before|after}`.
const HANDLE = /^(.+)-js(?:-(?:extra|before|after|translations))?$/;

// `var elementorFrontendConfig =` or `window.ElementorProFrontendConfig =`, as the server prints
// them (the names of @islet/core's `configGlobalNames('elementor')`).
const assigns = (/** @type {string} */ names) =>
  new RegExp(`(?:\\bvar\\s+|\\bwindow\\s*\\.\\s*)(?:${names})\\s*=`);
const CONFIG_ASSIGNMENT = assigns('elementorFrontendConfig|ElementorProFrontendConfig');
const FRONTEND_CONFIG_ASSIGNMENT = assigns('elementorFrontendConfig');

/**
 * Whether an inline script prints the builder's configuration (Islet reads it; it stays).
 *
 * @param {string} code
 */
export const printsBuilderConfig = (code) => CONFIG_ASSIGNMENT.test(code);

/**
 * Whether an inline script prints the builder's own configuration (`elementor-frontend-js-before`),
 * after which the plugin prints `FRONTEND_PLACEHOLDER` where compat is on.
 *
 * @param {string} code
 */
export const printsFrontendConfig = (code) => FRONTEND_CONFIG_ASSIGNMENT.test(code);

/**
 * What the plugin prints for `window.elementorFrontend` after the builder's configuration where a
 * kept script depends on the builder's front end (replaced-scripts.json, `Islet_Script_Graph`).
 */
export const FRONTEND_PLACEHOLDER = replacedScripts.frontendPlaceholder;

/**
 * The builder's scripts the plugin leaves on the page that only hand data to a library, which it
 * prints with the `defer` strategy (replaced-scripts.json `deferred`,
 * `Islet_Script_Graph::defer_data_scripts`).
 *
 * @type {readonly string[]}
 */
export const DEFERRED_HANDLES = replacedScripts.deferred;

/**
 * The page's scripts as printed, in order. A tokenizer: finding the scripts needs no DOM, and a
 * second parse of a large page would double the audit's time.
 *
 * @param {string} html
 * @returns {PageScript[]}
 */
export function pageScripts(html) {
  /** @type {PageScript[]} */
  const scripts = [];
  for (const token of scanHtml(html)) {
    if (token.type === 'start' && token.name === 'script') scripts.push(pageScript(html, token));
  }
  return scripts;
}

/**
 * One `<script>` as `pageScripts` reads it.
 *
 * @param {string} html
 * @param {import('./html-scanner.mjs').StartTag} token
 * @returns {PageScript}
 */
export function pageScript(html, token) {
  // Optimisers park scripts under their own attribute until they run them.
  const src = attributeValue(token, 'src') ?? attributeValue(token, 'data-rocket-src');
  return {
    src: src === null ? null : decodeAmpersands(src),
    id: attributeValue(token, 'id'),
    type: attributeValue(token, 'type'),
    code: src === null && token.text ? html.slice(token.text.start, token.text.end) : null,
  };
}

/** An attribute's URL with its ampersands decoded, as WordPress escapes them. @param {string} value */
export const decodeAmpersands = (value) => value.replace(/&amp;|&#0*38;/g, '&');

/**
 * The page's scripts in the audit's groups. A script printed with its handle (`id="{handle}-js"`,
 * as WordPress prints it) is replaced when the plugin's list names the handle (replaced-scripts.json:
 * a family's handle or a library), as the plugin decides; one without is told by its path. The
 * builder's configuration is left out (Islet reads it, so it stays), as are data blocks. Inline
 * code printed for a script (`{handle}-js-extra`) goes with that script.
 *
 * @param {readonly PageScript[]} scripts
 * @param {URL} pageUrl
 * @returns {GroupedScript[]}
 */
export function groupScripts(scripts, pageUrl) {
  /** @type {Map<string, ScriptGroup>} */
  const handleGroups = new Map();
  /** @param {string | undefined} handle @param {URL} url */
  const replacedHandle = (handle, url) =>
    handle
      ? FAMILY_HANDLES.has(handle) || LIBRARIES.has(handle)
      : REPLACED.some((pattern) => pattern.test(url.pathname));
  const external = scripts.map((script) => {
    if (!script.src) return null;
    /** @type {URL | null} */
    let url = null;
    try {
      url = new URL(script.src, pageUrl);
    } catch {
      // An unparseable src is printed as is and stays unknown.
    }
    const handle = script.id ? HANDLE.exec(script.id)?.[1] : undefined;
    /** @type {ScriptGroup} */
    const group = !url
      ? 'unknown'
      : replacedHandle(handle, url)
        ? 'replaced'
        : ATTRIBUTED.test(url.pathname) || url.host !== pageUrl.host
          ? 'kept'
          : 'unknown';
    if (handle) handleGroups.set(handle, group);
    return {
      url,
      group,
      atomic: !!handle && ATOMIC_KEPT_HANDLES.has(handle),
      jquery: handle ? JQUERY_HANDLES.has(handle) : !!url && JQUERY.test(url.pathname),
      library: handle
        ? LIBRARIES.has(handle)
          ? handle
          : null
        : url && JQUERY_UI_CORE.test(url.pathname)
          ? 'jquery-ui-core'
          : null,
    };
  });
  /** @type {GroupedScript[]} */
  const grouped = [];
  let inline = 0;
  scripts.forEach((script, index) => {
    if (script.type && NOT_CODE.test(script.type)) return;
    const found = external[index];
    if (found) {
      grouped.push({ index, src: /** @type {string} */ (script.src), ...found, code: null });
      return;
    }
    inline++;
    const code = script.code ?? '';
    if (printsBuilderConfig(code)) return;
    const handle = script.id ? HANDLE.exec(script.id)?.[1] : undefined;
    grouped.push({
      index,
      src: `inline #${inline}${script.id ? ` (${script.id})` : ''}`,
      group: (handle && handleGroups.get(handle)) || 'unknown',
      url: null,
      code,
      atomic: !!handle && ATOMIC_KEPT_HANDLES.has(handle) && handleGroups.has(handle),
      jquery: !!handle && JQUERY_HANDLES.has(handle) && handleGroups.has(handle),
      library: handle && LIBRARIES.has(handle) && handleGroups.has(handle) ? handle : null,
    });
  });
  return grouped;
}

/**
 * Whether jQuery stays on the page: a script the plugin keeps needs it (WordPress then prints it,
 * with jQuery Migrate, as the original did).
 *
 * @param {readonly { group: ScriptGroup, needsJquery: boolean | null }[]} scripts
 */
export const jqueryStays = (scripts) =>
  scripts.some((script) => script.group === 'kept' && script.needsJquery);

/**
 * The libraries of the plugin's list other than jQuery, by the global a script calls them by.
 * The plugin keeps a library that a script left on the page declares as a dependency
 * (`Islet_Script_Graph`); a page as printed declares none, so a kept script's code tells, as it
 * tells jQuery (`needsJquery`). A site's tracking script calling `Cookies.get` with js-cookie
 * taken off threw at load (cfc-static).
 *
 * @type {readonly [readonly string[], RegExp][]}
 */
const LIBRARY_CALLS = [
  [['js-cookie', 'wc-js-cookie'], /\bCookies\s*\.\s*(?:get|set|remove|getJSON|withConverter)\b/],
  [['imagesloaded'], /\bimagesLoaded\s*\(|\.\s*imagesLoaded\s*\(/],
  [['swiper', 'e-swiper'], /\bnew\s+Swiper\b/],
  [['lottie'], /\blottie\s*\.\s*loadAnimation\b/],
  [['wp-hooks'], /\bwp\s*\.\s*hooks\b/],
  [['wp-i18n'], /\bwp\s*\.\s*i18n\b/],
  [['wp-util', 'underscore'], /\bwp\s*\.\s*(?:template|ajax)\b/],
  [['jquery-blockui', 'wc-jquery-blockui'], /\.\s*(?:un)?block\s*\(\s*\{|\bblockUI\b/],
  // jQuery UI's namespace, its widget factory or its `.position({ my, at })` (WordPress's
  // `jquery-ui-core` file holds them all since 5.6), as a script built on jQuery UI uses them.
  [['jquery-ui-core'], /\.\s*ui\s*\.\s*[\w$]|\.\s*widget\s*\(|\.\s*position\s*\(\s*\{/],
];

/**
 * The library handles a script's code calls (`LIBRARY_CALLS`); none for code not read.
 *
 * @param {string | null} code
 * @returns {string[]}
 */
export const librariesCalled = (code) =>
  code === null ? [] : LIBRARY_CALLS.flatMap(([handles, call]) => (call.test(code) ? handles : []));

/**
 * The libraries that stay because a script the plugin keeps calls them.
 *
 * @param {readonly { group: ScriptGroup, libraries: readonly string[] }[]} scripts
 * @returns {Set<string>}
 */
export const librariesStaying = (scripts) =>
  new Set(scripts.flatMap((script) => (script.group === 'kept' ? script.libraries : [])));

/**
 * Whether a script needs jQuery: its code names it, or, unread, its file is a jQuery plugin.
 *
 * @param {{ src: string }} script
 * @param {string | null} code
 * @returns {boolean | null}
 */
export function needsJquery(script, code) {
  if (code !== null) return /\bjQuery\b/.test(code);
  return /jquery/i.test(script.src) ? true : null;
}
