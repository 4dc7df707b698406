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
}

// What Islet replaces: the builder's and its Pro add-on's front end (with the libraries they
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
 * The page's scripts in the audit's groups. The builder's configuration is left out (Islet reads
 * it, so it stays), as are data blocks. Inline code printed for a script (`{handle}-js-extra`)
 * goes with that script.
 */
export function groupScripts(scripts: readonly PageScript[], pageUrl: URL): GroupedScript[] {
  const handleGroups = new Map<string, ScriptGroup>();
  const external = scripts.map((script) => {
    if (!script.src) return null;
    let url: URL | null = null;
    try {
      url = new URL(script.src, pageUrl);
    } catch {
      // An unparseable src is printed as is and stays unknown.
    }
    const group: ScriptGroup = !url
      ? 'unknown'
      : REPLACED.some((pattern) => pattern.test(url.pathname))
        ? 'replaced'
        : ATTRIBUTED.test(url.pathname) || url.host !== pageUrl.host
          ? 'kept'
          : 'unknown';
    const handle = script.id ? HANDLE.exec(script.id)?.[1] : undefined;
    if (handle) handleGroups.set(handle, group);
    return { url, group };
  });
  const grouped: GroupedScript[] = [];
  let inline = 0;
  scripts.forEach((script, index) => {
    if (script.type && NOT_CODE.test(script.type)) return;
    const found = external[index];
    if (found) {
      grouped.push({ src: script.src!, group: found.group, url: found.url, code: null });
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
    });
  });
  return grouped;
}

/** Whether a script needs jQuery: its code names it, or, unread, its file is a jQuery plugin. */
export function needsJquery(script: GroupedScript, code: string | null): boolean | null {
  if (code !== null) return /\bjQuery\b/.test(code);
  return /jquery/i.test(script.src) ? true : null;
}
