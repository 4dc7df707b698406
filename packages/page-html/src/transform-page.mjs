// @ts-check
import { attributeValue, scanHtml } from './html-scanner.mjs';
import {
  decodeAmpersands,
  groupScripts,
  jqueryStays,
  librariesCalled,
  librariesStaying,
  needsJquery,
  pageScript,
  printsBuilderConfig,
  printsFrontendConfig,
  DEFERRED_HANDLES,
  FRONTEND_PLACEHOLDER,
} from './page-scripts.mjs';

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
 * @property {string | null} headScript the head script's element as added, or null where none
 *
 * @typedef {object} TransformOptions
 * @property {string} [isletSrc] the bundle to load; default `/islet/islet.js`
 * @property {string} [headSrc] the head script, loaded at the end of `<head>`; default
 *   `islet-head.js` beside the bundle
 * @property {string} [headCode] the head script's code: printed inline instead, as the WordPress
 *   plugin prints it, so the first paint waits for no request; the `<script src>` of `headSrc`
 *   where it is not given or could end the element early (`headScriptTag`)
 * @property {Runtime} [runtime] which runtime the page gets; default `islet`
 * @property {UrlRewriter} [urls] where the page's URLs point; default: where they pointed (the
 *   demo points other hosts' at its offsite stand-ins, or at the page's recorded files)
 * @property {(src: string) => string | null} [scriptCode] an external script's code by its `src`
 *   as written (entities decoded), or `null` when unknown: `islet-jquery` keeps jQuery for a kept
 *   script whose code needs it, and turns compat on for one that talks to the builder's API;
 *   without it only the file names tell
 *
 * @typedef {'islet' | 'islet-jquery' | 'original' | 'builder' | 'none'} Runtime `islet`: the
 *   page's scripts replaced by the bundle; `islet-jquery`: what the WordPress plugin leaves (the
 *   scripts it replaces go, the theme's, add-ons' and inline ones stay, and jQuery with them when
 *   one needs it) with the bundle added as the plugin prints it, compat on where a kept script
 *   talks to the builder's API; `original`: the page's own scripts kept; `builder`: of the page's
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

export const RUNTIMES = /** @type {const} */ ([
  'islet',
  'islet-jquery',
  'original',
  'builder',
  'none',
]);

// Where the builder's scripts live: its plugin folders (the free plugin, Pro, and the
// `pro-elements` build of Pro) and WordPress's own libraries (jQuery, imagesLoaded…); and
// Lottie, which WordPress loads once under one name for whichever plugin registered it first,
// so the builder's animations may run on another plugin's copy.
const BUILDER_SCRIPT =
  /\/wp-content\/plugins\/(?:elementor|elementor-pro|pro-elements)\/|\/wp-includes\/|\/lottie(?:\.min)?\.js(?:[?#]|$)/;

// What `islet-head.js` is for: a section stretched to the window, a Pro gallery laid out, and a
// countdown whose time was up shown expired, before the first paint.
const HEAD_SCRIPT_CLASSES = [
  'elementor-section-stretched',
  'elementor-widget-gallery',
  'elementor-widget-countdown',
];

/**
 * The tokens of a space-separated attribute (`class`, `rel`), split on HTML's whitespace.
 *
 * @param {StartTag} tag @param {string} name
 */
const tokensOf = (tag, name) => (attributeValue(tag, name) ?? '').split(/[\t\n\f\r ]+/);

/** @param {StartTag} tag @param {string} name */
const hasClass = (tag, name) => tokensOf(tag, 'class').includes(name);

/** The link types of a `<link>` (`rel`), which are case-insensitive. @param {StartTag} tag */
const linkTypes = (tag) => tokensOf(tag, 'rel').map((type) => type.toLowerCase());

// WordPress prints an enqueued script, and its inline parts, with ids `{handle}-js[-part]`.
const HANDLE_ID = /^.+-js(?:-(?:extra|before|after|translations))?$/;

// What an add-on that waits for the builder's front-end API names: the plugin turns compat on
// where a kept script depended on the builder's front end (Islet_Script_Graph::BUILDER_API).
const BUILDER_API = /\belementorFrontend\b|\belementorModules\b|elementor\/frontend\/init/;
// The page's own URL is not known: its scripts' URLs resolve against a stand-in, and only their
// paths and handles decide.
const PAGE_URL = new URL('https://page.invalid/');

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
 * a page with a stretched section or a Pro gallery: it does nothing else, and render-blocking
 * code for nothing would delay the first paint of every other page (the WordPress plugin decides
 * the same). With `headCode` it is inline, as the plugin prints it: a file's request would delay
 * the first paint.
 * `runtime: 'islet-jquery'` leaves what the WordPress plugin leaves where it keeps scripts (see
 * `Runtime`), in their places with their attributes (URLs rewritten), and adds the bundle after
 * them as the plugin prints it (`Islet_Frontend`): the compat switch, then the module.
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
    headCode,
    runtime = 'islet',
    urls = unchangedUrls(),
    scriptCode = () => null,
  } = {},
) {
  const plugin = runtime === 'islet-jquery' ? pluginLeaves(html, scriptCode) : null;
  const original = runtime === 'original' || runtime === 'builder' || plugin !== null;
  /** @param {StartTag} tag @param {number} index the script's, among the page's scripts */
  const dropped = (tag, index) => {
    const src =
      attributeValue(tag, 'src') ?? (tag.name === 'link' ? attributeValue(tag, 'href') : null);
    if (plugin) {
      return tag.name === 'script'
        ? plugin.removed.has(index)
        : src !== null && plugin.removedSrcs.has(decodeAmpersands(src));
    }
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
  let needsHead = false;
  let scripts = 0;
  // Where compat is on, the placeholder for `window.elementorFrontend` after the builder's
  // configuration, once (Islet_Script_Graph::detach_dependents).
  let placeholderDue = plugin?.compat === true;
  // jQuery's elements taken out of the head, printed before the first script that needs it.
  /** @type {string[]} */
  const movedJquery = [];
  // Where Islet runs, a builder document's style sheet that WordPress printed late, at the end of
  // the body, goes just before the document's markup, as the plugin prints it
  // (Islet_Late_Styles): where the documents start in `out`, and what goes before them.
  const isletRuns = runtime === 'islet' || plugin !== null;
  const documents = documentPlaces();
  /** @type {[number, string][]} */
  const beforeDocuments = [];

  for (const token of scanHtml(html)) {
    if (isletRuns && headClose !== -1) documents.see(token, out.length);
    if (token.type !== 'start') {
      if (token.type === 'end' && token.name === 'body') {
        // Moved out of the head, with nothing in the body needing them: the footer's end.
        if (plugin?.jquery.before === -1) out.push(...movedJquery.splice(0));
        bodyClose = out.length;
      }
      if (token.type === 'end' && token.name === 'head' && headClose === -1) headClose = out.length;
      out.push(html.slice(token.start, token.end));
      continue;
    }
    const index = token.name === 'script' ? scripts++ : -1;
    if (token.name === 'script' && original && dropped(token, index)) {
      removedScripts.push(summarize(token));
      continue;
    }
    if (token.name === 'script' && plugin?.config.has(index)) {
      keptScripts.push(summarize(token));
      const config = keptConfig(html, token);
      const code = token.text ? html.slice(token.text.start, token.text.end) : '';
      // As WordPress prints a handle's `before` code: one element, the parts joined by a newline.
      if (placeholderDue && printsFrontendConfig(code) && config.endsWith('</script>')) {
        placeholderDue = false;
        out.push(`${config.slice(0, -'</script>'.length)}\n${FRONTEND_PLACEHOLDER}</script>`);
      } else out.push(config);
      continue;
    }
    if (token.name === 'script' && original) {
      keptScripts.push(summarize(token));
      const start = rewriteStartTag(html, token, urls);
      const deferred = plugin?.jquery.defer.has(index) || plugin?.deferred.has(index);
      /** @type {string[]} */
      const element = [deferred ? withDefer(start) : start];
      if (token.text) {
        const content = html.slice(token.text.start, token.text.end);
        element.push(urls.script ? urls.script(content) : content);
        element.push(html.slice(token.text.end, token.elementEnd));
      }
      if (plugin?.jquery.moved.has(index)) movedJquery.push(...element);
      else {
        if (index === plugin?.jquery.before) out.push(...movedJquery);
        out.push(...element);
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
      out.push(
        kind === 'config' ? keptConfig(html, token) : html.slice(token.start, token.elementEnd),
      );
      continue;
    }
    if (token.name === 'link' && preloadsScript(token) && (!original || dropped(token, -1))) {
      continue;
    }
    needsHead ||= HEAD_SCRIPT_CLASSES.some((name) => hasClass(token, name));
    const lateFor = isletRuns && headClose !== -1 ? lateDocumentStyle(token) : null;
    const documentStart = lateFor === null ? undefined : documents.startOf(lateFor);
    if (documentStart !== undefined) {
      beforeDocuments.push([documentStart, `${rewriteStartTag(html, token, urls)}\n`]);
      continue;
    }

    out.push(rewriteStartTag(html, token, urls));
    if (token.text) {
      const content = html.slice(token.text.start, token.text.end);
      out.push(token.name === 'style' ? urls.css(content) : content);
      out.push(html.slice(token.text.end, token.elementEnd));
    }
  }

  if (runtime !== 'islet' && !plugin) {
    return {
      html: out.join(''),
      removedScripts,
      keptScripts,
      rewrittenUrls: urls.count,
      headScript: null,
    };
  }
  // As Islet_Frontend prints them: `print_options` on wp_print_footer_scripts after the footer
  // scripts, then the script module on wp_footer after those. Where WP Rocket delays the page's
  // scripts until the first interaction, it parks these too, as it parks every script it is not
  // told to leave (`Islet_Optimizers` tells it to leave only the head script). The module at low
  // fetch priority, as the plugin asks: nothing of it is needed for the first paint.
  const parked = plugin !== null && delaysScripts(html);
  const islet = plugin
    ? parked
      ? `${plugin.compat ? parkedScript(COMPAT_OPTIONS) : ''}<script type="rocketlazyloadscript" data-rocket-type="module" data-rocket-src="${escape(isletSrc)}" id="islet-js-module"></script>`
      : `${plugin.compat ? COMPAT_OPTIONS : ''}<script type="module" src="${escape(isletSrc)}" id="islet-js-module" fetchpriority="low"></script>`
    : `<script type="module" src="${escape(isletSrc)}" fetchpriority="low"></script>`;
  if (bodyClose === -1) out.push(islet);
  else out.splice(bodyClose, 0, islet);
  // Each before its document, from the last: an insertion moves only what comes after it.
  for (const [start, link] of beforeDocuments.sort(([a], [b]) => b - a)) out.splice(start, 0, link);
  // Spliced after the body's, which comes later in `out`, so that index stays right.
  const headScript = headClose !== -1 && needsHead ? headScriptTag(headSrc, headCode) : null;
  // The entry named in the head too, after the head script, as Islet_Frontend prints it: fetched
  // before the page's images rather than behind them. Printed where WP Rocket parks the module
  // as well: the plugin cannot tell, and a fetch of 1 KB runs nothing.
  const preload = `<link rel="modulepreload" href="${escape(isletSrc)}"${plugin ? ' id="islet-js-modulepreload"' : ''} fetchpriority="low">`;
  if (headClose !== -1) out.splice(headClose, 0, ...(headScript ? [headScript] : []), preload);

  return { html: out.join(''), removedScripts, keptScripts, rewrittenUrls: urls.count, headScript };
}

const escape = (/** @type {string} */ url) =>
  url.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

// What could end a script element early or make the parser look for a second end tag.
const UNSAFE_INLINE = /<\/?script|<!--/i;

/**
 * The head script's element as Islet_Frontend::print_head_script prints it: its code inline
 * (`wp_print_inline_script_tag`), or the file where there is no code or it is unsafe inline.
 *
 * @param {string} src
 * @param {string | undefined} code
 */
function headScriptTag(src, code) {
  const trimmed = code?.replace(/^[\n\r ]+|[\n\r ]+$/g, '') ?? '';
  return trimmed && !UNSAFE_INLINE.test(trimmed)
    ? `<script id="islet-head-js">\n${trimmed}\n</script>\n`
    : `<script src="${escape(src)}"></script>`;
}

/**
 * Whether WP Rocket's "delay JavaScript execution" runs this page's scripts: its loader
 * (`RocketLazyLoadScripts`) is on the page, with scripts parked under its type.
 *
 * @param {string} html
 */
function delaysScripts(html) {
  return /\bRocketLazyLoadScripts\b/.test(html) && /type=["']?rocketlazyloadscript\b/i.test(html);
}

/**
 * An inline script as WP Rocket parks it: its type swapped for its own, run by its loader after the
 * first interaction, in order, before the parked modules.
 *
 * @param {string} element
 */
const parkedScript = (element) =>
  element.replace('<script ', '<script type="rocketlazyloadscript" ');

// `wp_print_inline_script_tag` with the options Islet_Frontend::print_options prints when a kept
// script used the builder's front-end API and nothing else differs from the defaults.
const COMPAT_OPTIONS =
  '<script id="islet-options" data-islet-compat="on">\nwindow.isletOptions = {};\n</script>\n';

/**
 * What the WordPress plugin takes off the page (`Islet_Script_Graph`), told from the page as
 * printed the way `islet audit` tells it (page-scripts.mjs): the scripts it replaces, jQuery
 * among them unless a kept script needs it; and whether a kept script talks to the builder's
 * front-end API (the plugin then turns compat on).
 *
 * @param {string} html
 * @param {(src: string) => string | null} scriptCode
 */
function pluginLeaves(html, scriptCode) {
  /** @type {import('./page-scripts.mjs').PageScript[]} */
  const printed = [];
  /** @type {ScriptPosition[]} */
  const positions = [];
  let inHead = true;
  for (const token of scanHtml(html)) {
    if (
      (token.type === 'end' && token.name === 'head') ||
      (token.type === 'start' && token.name === 'body')
    ) {
      inHead = false;
    }
    if (token.type === 'start' && token.name === 'script') {
      printed.push(pageScript(html, token));
      positions.push({
        inHead,
        deferred: isDeferred(token),
        blocking:
          CLASSIC_SCRIPT_TYPES.has(normalizedType(token)) &&
          attributeValue(token, 'src') !== null &&
          attributeValue(token, 'defer') === null &&
          attributeValue(token, 'async') === null,
        id: attributeValue(token, 'id'),
      });
    }
  }
  const scripts = groupScripts(printed, PAGE_URL).map((script) => {
    const code = script.code ?? scriptCode(script.src);
    return {
      ...script,
      needsJquery: needsJquery(script, code),
      libraries: librariesCalled(code),
      api: BUILDER_API.test(code ?? ''),
    };
  });
  const keepsJquery = jqueryStays(scripts);
  const libraries = librariesStaying(scripts);
  /** Not replaced, or jQuery or a library a kept script needs. */
  const stays = (/** @type {(typeof scripts)[number]} */ script) =>
    script.group !== 'replaced' ||
    (keepsJquery && script.jquery) ||
    (script.library !== null && libraries.has(script.library));
  const removed = scripts.filter((script) => !stays(script));
  const grouped = new Set(scripts.map((script) => script.index));
  return {
    removed: new Set(removed.map((script) => script.index)),
    // Their URLs (ampersands decoded), to drop their preloads too.
    removedSrcs: new Set(removed.flatMap((script) => printed[script.index]?.src ?? [])),
    // The builder's configuration: left out of the groups because Islet reads it.
    config: new Set(
      printed.flatMap((script, index) =>
        !grouped.has(index) && script.code !== null && printsBuilderConfig(script.code)
          ? [index]
          : [],
      ),
    ),
    compat: scripts.some((script) => script.group !== 'replaced' && script.api),
    // A library kept for a kept script (jQuery UI's core) is built on jQuery too: WordPress
    // prints jQuery before it, as its dependency.
    jquery: jqueryPlacement(scripts.filter(stays), positions),
    deferred: dataScriptsDeferred(positions),
  };
}

/**
 * The handle of an enqueued file's element, as WordPress prints it (`id="{handle}-js"`); none for
 * its inline code (`-js-before`, `-js-extra`…) or an element without the suffix.
 *
 * @param {string | null} id
 */
const enqueuedHandle = (id) => /^(.+)-js$/.exec(id ?? '')?.[1];

/**
 * The builder's scripts that only hand data to a library, deferred by the plugin
 * (`Islet_Script_Graph::defer_data_scripts`) where they block and no inline code of their own
 * follows them: by index among the page's scripts.
 *
 * @param {ScriptPosition[]} positions
 */
function dataScriptsDeferred(positions) {
  const ids = new Set(positions.map((position) => position.id));
  return new Set(
    positions.flatMap((position, index) => {
      const handle = enqueuedHandle(position.id);
      return handle !== undefined &&
        DEFERRED_HANDLES.includes(handle) &&
        position.blocking &&
        !ids.has(`${handle}-js-after`)
        ? [index]
        : [];
    }),
  );
}

/**
 * @typedef {object} ScriptPosition where a script of the page is printed, and how
 * @property {boolean} inHead
 * @property {boolean} deferred
 * @property {boolean} blocking a classic file with neither `defer` nor `async`
 * @property {string | null} id
 */

/**
 * Where the plugin prints the jQuery it keeps (`Islet_Script_Graph::place_kept_libraries`): in
 * the footer group, taking along the head scripts that need it where the plugin may move them
 * (`move_head_dependents`: an enqueued blocking classic file, `{handle}-js`, with no
 * `{handle}-js-before` or `-after` code of its own; its `-js-extra` data goes with it; a deferred
 * or async one blocks nothing where it is), unless a head script that must
 * stay needs it; so taken out of the head and printed before the first script in the body that
 * needs it (at the end of the body when none does); and deferred when every script that needs it
 * is deferred and none of its own inline code follows it. A script that stays counts as needing
 * it when its code names jQuery, inline ones included: the plugin goes by declared dependencies,
 * which a recorded page does not show.
 *
 * @param {(import('./page-scripts.mjs').GroupedScript & { needsJquery: boolean | null })[]} staying
 * @param {ScriptPosition[]} positions every script of the page, by index
 */
function jqueryPlacement(staying, positions) {
  const pieces = staying.filter((script) => script.jquery);
  const needing = staying.filter((script) => !script.jquery && script.needsJquery);
  const at = (/** @type {{ index: number }} */ script) =>
    positions[script.index] ?? { inHead: false, deferred: false, blocking: false, id: null };
  const ids = new Set(positions.map((position) => position.id));
  const movedHandles = new Set(
    needing.flatMap((script) => {
      const handle = enqueuedHandle(at(script).id);
      const movable =
        handle !== undefined &&
        at(script).inHead &&
        at(script).blocking &&
        script.group === 'kept' &&
        !ids.has(`${handle}-js-before`) &&
        !ids.has(`${handle}-js-after`);
      return movable ? [handle] : [];
    }),
  );
  // A moved script's own data (`-js-extra`, `-js-translations`) prints with it.
  const headMoved = staying.filter((script) => {
    const id = at(script).id ?? '';
    return (
      at(script).inHead &&
      [...movedHandles].some((handle) =>
        [`${handle}-js`, `${handle}-js-extra`, `${handle}-js-translations`].includes(id),
      )
    );
  });
  const movedIndexes = new Set(headMoved.map((script) => script.index));
  const stays = (/** @type {{ index: number }} */ script) => !movedIndexes.has(script.index);
  const moves = needing.length > 0 && !needing.some((script) => at(script).inHead && stays(script));
  // WordPress prints a dependency just before its first dependent: before the first that needs
  // it in the body, or the first of its own pieces already there. Moved head scripts were
  // enqueued before the footer's, so they print where the footer group starts (its first script
  // printed with a handle), jQuery before them.
  const first = [
    ...needing.filter((script) => !at(script).inHead),
    ...pieces.filter((piece) => !at(piece).inHead),
    ...(movedIndexes.size > 0
      ? staying.filter((script) => !at(script).inHead && HANDLE_ID.test(at(script).id ?? ''))
      : []),
  ].sort((a, b) => a.index - b.index)[0];
  const defers =
    needing.length > 0 &&
    needing.every((script) => at(script).deferred) &&
    !pieces.some((script) => script.code !== null);
  return {
    /** Printed elsewhere: before the script at `before` (-1: at the end of the body). */
    moved: new Set([
      ...(moves ? pieces.filter((piece) => at(piece).inHead).map((piece) => piece.index) : []),
      ...movedIndexes,
    ]),
    before: first ? first.index : -1,
    defer: new Set(defers ? pieces.map((piece) => piece.index) : []),
  };
}

/**
 * A classic external script the browser runs after parsing: what WordPress prints for the
 * `defer` strategy.
 *
 * @param {StartTag} tag
 */
function isDeferred(tag) {
  return (
    attributeValue(tag, 'defer') !== null &&
    attributeValue(tag, 'src') !== null &&
    CLASSIC_SCRIPT_TYPES.has(normalizedType(tag))
  );
}

/**
 * A start tag as WordPress prints it with the `defer` strategy.
 *
 * @param {string} start
 */
function withDefer(start) {
  return start.replace(/\s*\/?>$/, ' defer data-wp-strategy="defer">');
}

/**
 * The builder's configuration script as the bundle needs it: a parked one would never run now
 * that its loader is gone; its type goes so the globals exist before the bundle reads them.
 *
 * @param {string} html
 * @param {StartTag} token
 */
function keptConfig(html, token) {
  return CLASSIC_SCRIPT_TYPES.has(normalizedType(token))
    ? html.slice(token.start, token.elementEnd)
    : withoutAttribute(html, token, 'type');
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
  return printsBuilderConfig(content) ? 'config' : null;
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
 * Where the page's builder documents start (their element's index in the output), for those at
 * the top level, followed through the `div`s they are. A document inside another one (a mega
 * menu's, a tab's, a template widget's) is left out, as Islet_Late_Styles leaves it: it is often
 * hidden at first, and holding the parser for its sheet would only hold the first paint back.
 */
function documentPlaces() {
  let depth = 0;
  /** @type {number[]} the depth of each document element open where the scanner is */
  const open = [];
  /** @type {Map<string, number | null>} */
  const starts = new Map();
  return {
    /** @param {import('./html-scanner.mjs').HtmlToken} token @param {number} at */
    see(token, at) {
      if (token.name !== 'div') return;
      if (token.type === 'end') {
        depth--;
        while (open.length > 0 && (open.at(-1) ?? 0) > depth) open.pop();
        return;
      }
      if (token.type !== 'start') return;
      depth++;
      const id = attributeValue(token, 'data-elementor-id');
      if (id === null) return;
      if (!starts.has(id)) starts.set(id, open.length === 0 ? at : null);
      open.push(depth);
    },
    /** @param {string} id */
    startOf: (id) => starts.get(id) ?? undefined,
  };
}

/**
 * The builder's document whose style sheet this `<link rel="stylesheet">` is
 * (`elementor-post-{id}-css`, as the builder names it), or null.
 *
 * @param {StartTag} tag
 */
function lateDocumentStyle(tag) {
  if (tag.name !== 'link') return null;
  if (!linkTypes(tag).includes('stylesheet')) return null;
  return /^elementor-post-(\d+)-css$/.exec(attributeValue(tag, 'id') ?? '')?.[1] ?? null;
}

/**
 * `<link rel="modulepreload">` and `<link rel="preload" as="script">`: every external script is
 * removed, so any script preload is for one of them.
 *
 * @param {StartTag} tag
 */
function preloadsScript(tag) {
  const rel = linkTypes(tag);
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
