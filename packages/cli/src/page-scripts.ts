// The WordPress plugin's own list of what it takes off a page (bundled into the CLI's build).
import replacedScripts from '../../wordpress/includes/replaced-scripts.json' with { type: 'json' };
import { printsBuilderConfig } from './builder-config.ts';

/** A `<script>` of the page as printed: external (`src`) or inline (`code`). */
export interface PageScript {
  src: string | null;
  id: string | null;
  type: string | null;
  code: string | null;
}

export type ScriptGroup = 'replaced' | 'kept' | 'unknown';

export interface GroupedScript {
  /** The URL as written, or `inline #n` (`#id` when it has one). */
  src: string;
  group: ScriptGroup;
  /** Resolved against the page's URL; `null` for inline scripts. */
  url: URL | null;
  code: string | null;
  /**
   * One of the builder's atomic scripts (or what they need): the plugin keeps it on a page with
   * an atomic element Islet does not run.
   */
  atomic: boolean;
}

// The handles the plugin replaces (every family's seeds) and the libraries it takes off with
// them when nothing left needs them.
const FAMILY_HANDLES = new Set(
  Object.values(replacedScripts.families).flatMap((family) => family.handles),
);
const LIBRARIES = new Set(replacedScripts.libraries);
/** Atomic types Islet runs or that need no script: any other keeps the atomic scripts. */
export const RUN_ATOMIC_TYPES: ReadonlySet<string> = new Set(replacedScripts.atomic);
/**
 * What a page with an atomic element Islet does not run keeps (class-islet-frontend.php):
 * the atomic family's handles and the webpack runtime they need without declaring it, with the
 * libraries of the list only they depend on (as registered by the builder 4.1.5; the script
 * graph keeps a library a kept script depends on; checked against fixtures/atomic in the tests).
 */
export const ATOMIC_KEPT_HANDLES: ReadonlySet<string> = new Set([
  ...replacedScripts.families.atomic.handles,
  'elementor-webpack-runtime',
  'elementor-v2-alpinejs',
  'motion-js',
  'elementor-interactions-shared-utils',
]);

// A script printed without its handle (an optimiser's copy, or a page saved without ids): what
// Islet replaces is told by its path: the builder's and its Pro add-on's front end (with the libraries they
// load), jQuery and the WordPress scripts the builder depends on, the themes whose navigation
// Islet runs, and the shop scripts whose work Islet does (docs/shop.md). Matched anywhere in the
// path, since optimisers serve them from their caches (`/wp-content/cache/min/1/wp-content/…`).
const REPLACED: readonly RegExp[] = [
  /\/plugins\/elementor\/assets\/(js|lib\/(swiper|waypoints|e-gallery|jquery-numerator|dialog|share-link))\//,
  /\/plugins\/(elementor-pro|pro-elements)\/assets\/(js|lib)\//,
  /\/wp-includes\/js\/jquery\/(jquery|jquery-migrate|ui\/core)(\.min)?\.js$/,
  /\/wp-includes\/js\/dist\/(hooks|i18n|dom-ready|vendor\/wp-polyfill[\w-]*|vendor\/regenerator-runtime)(\.min)?\.js$/,
  /\/wp-includes\/js\/imagesloaded(\.min)?\.js$/,
  /\/themes\/(hello-elementor\/assets\/js\/hello-frontend|twentytwenty\/assets\/js\/index)(\.min)?\.js$/,
  /\/plugins\/woocommerce\/assets\/js\/frontend\/(add-to-cart|cart-fragments|cart|checkout)(\.min)?\.js$/,
];
/** jQuery itself and what the builder loads with it: they stay when a kept script needs jQuery. */
export const JQUERY = /\/wp-includes\/js\/jquery\/(jquery|jquery-migrate|ui\/core)(\.min)?\.js$/;
// Where a script that is neither the builder's nor WordPress's comes from: a plugin, a theme,
// WordPress itself, or another host. Anything else (inline code, the site's own folders) is
// unknown.
const ATTRIBUTED = /\/wp-content\/(plugins|themes)\/[^/]+\/|\/wp-includes\//;
// Types a browser does not run: data blocks and templates.
const NOT_CODE = /json|template|html|importmap|speculationrules/i;
// WordPress prints a script's inline parts with the id `{handle}-js-{extra|before|after}`.
const HANDLE = /^(.+)-js(?:-(?:extra|before|after|translations))?$/;

/**
 * The page's scripts in the audit's groups. A script printed with its handle (`id="{handle}-js"`,
 * as WordPress prints it) is replaced when the plugin's list names the handle (replaced-scripts.json:
 * a family's handle or a library), as the plugin decides; one without is told by its path. The
 * builder's configuration is left out (Islet reads it, so it stays), as are data blocks. Inline
 * code printed for a script (`{handle}-js-extra`) goes with that script.
 */
export function groupScripts(scripts: readonly PageScript[], pageUrl: URL): GroupedScript[] {
  const handleGroups = new Map<string, ScriptGroup>();
  const replacedHandle = (handle: string | undefined, url: URL) =>
    handle
      ? FAMILY_HANDLES.has(handle) || LIBRARIES.has(handle)
      : REPLACED.some((pattern) => pattern.test(url.pathname));
  const external = scripts.map((script) => {
    if (!script.src) return null;
    let url: URL | null = null;
    try {
      url = new URL(script.src, pageUrl);
    } catch {
      // An unparseable src is printed as is and stays unknown.
    }
    const handle = script.id ? HANDLE.exec(script.id)?.[1] : undefined;
    const group: ScriptGroup = !url
      ? 'unknown'
      : replacedHandle(handle, url)
        ? 'replaced'
        : ATTRIBUTED.test(url.pathname) || url.host !== pageUrl.host
          ? 'kept'
          : 'unknown';
    if (handle) handleGroups.set(handle, group);
    return { url, group, atomic: !!handle && ATOMIC_KEPT_HANDLES.has(handle) };
  });
  const grouped: GroupedScript[] = [];
  let inline = 0;
  scripts.forEach((script, index) => {
    if (script.type && NOT_CODE.test(script.type)) return;
    const found = external[index];
    if (found) {
      grouped.push({ src: script.src!, ...found, code: null });
      return;
    }
    inline++;
    const code = script.code ?? '';
    if (printsBuilderConfig(code)) return;
    const handle = script.id ? HANDLE.exec(script.id)?.[1] : undefined;
    grouped.push({
      src: `inline #${inline}${script.id ? ` (${script.id})` : ''}`,
      group: (handle && handleGroups.get(handle)) || 'unknown',
      url: null,
      code,
      atomic: !!handle && ATOMIC_KEPT_HANDLES.has(handle) && handleGroups.has(handle),
    });
  });
  return grouped;
}

/** Whether a script needs jQuery: its code names it, or, unread, its file is a jQuery plugin. */
export function needsJquery(script: GroupedScript, code: string | null): boolean | null {
  if (code !== null) return /\bjQuery\b/.test(code);
  return /jquery/i.test(script.src) ? true : null;
}
