// @ts-check
import { readFileSync } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { contentTypeFor } from '@islet/page-html/content-type';
import { OffsiteUrlRewriter } from './offsite-url.mjs';
import { offsiteResponse } from './offsite-response.mjs';
import { resolveExistingInside } from './resolve-inside.mjs';

/**
 * The recorded pages' own files (CSS, fonts, images, original scripts), as
 * `../shared/fixtures/recorded/README.md` describes them: `assets/<site>/…` beside the pages, and
 * per page a `<page>.assets.json` map `{ site, files: { "<URL as written>": "<path under
 * assets/<site>/>" } }`. They are served under `/recorded-assets/<site>/<path>`, so the site's
 * relative URLs keep working inside it.
 */

/** Path prefix of a recorded site's files on the demo server. */
export const RECORDED_ASSETS_PREFIX = '/recorded-assets/';

/** Where recorded sites keep their WordPress files; the serving rule retries from here. */
const WORDPRESS_SEGMENT = /(?:^|\/)(?=(?:wp-content|wp-includes)\/)/;
// URLs that name no file to fetch, or a file that is already in the right place.
const NOT_A_FILE = /^\s*(?:$|#|[a-z][a-z0-9+.-]*:(?!\/\/))/i;
const ABSOLUTE = /^\s*(?:https?:)?\/\//i;
// `url(…)` with or without quotes (entities when the CSS is in a `style` attribute), and
// `@import "…"`.
const QUOTE = String.raw`(?:["']|&quot;|&#0*34;|&#x0*22;|&apos;|&#0*39;|&#x0*27;)`;
const CSS_URL = new RegExp(
  String.raw`(url\(\s*${QUOTE}?\s*|@import\s+${QUOTE})([^"'()\s]+?)(?=\s*${QUOTE}?\s*\)|${QUOTE})`,
  'gi',
);
// A string literal in a script that starts with a WordPress folder URL, absolute or
// root-relative, slashes plain or JSON-escaped: `"https:\/\/host\/wp-content\/…"`,
// `'/wp-includes/…'`. The original runtime builds its lazily loaded chunks' URLs from these
// (`elementorFrontendConfig.urls.assets`).
const SCRIPT_SITE_URL =
  /(["'])(?:(?:https?:)?\\?\/\\?\/[a-z0-9.-]+(?::\d+)?)?(\\?\/)(?=(?:wp-content|wp-includes)\\?\/)/gi;

/**
 * @typedef {object} AssetMap
 * @property {string} site folder under `assets/`
 * @property {Record<string, string>} files URL as written in the page → path under the folder
 *
 * @typedef {{ status: number, type: string | null, body: Buffer }} AssetReply
 */

/**
 * The recorded pages' asset maps and files under one directory (the one holding the pages, their
 * `.assets.json` maps and `assets/`). A directory without maps gives a store that knows no page,
 * so pages are then served unstyled.
 */
export class RecordedAssets {
  /** @type {Map<string, AssetMap>} page file → its map */
  #pages;
  /** @type {Map<string, Record<string, string>>} site → the union of its pages' maps */
  #sites;

  /**
   * @param {string} dir
   * @param {Map<string, AssetMap>} pages
   */
  constructor(dir, pages) {
    this.dir = dir;
    this.#pages = pages;
    this.#sites = new Map();
    for (const { site, files } of pages.values()) {
      this.#sites.set(site, { ...this.#sites.get(site), ...files });
    }
  }

  /**
   * Reads every `<page>.assets.json` in `dir`.
   *
   * @param {string} dir
   */
  static async load(dir) {
    /** @type {Map<string, AssetMap>} */
    const pages = new Map();
    const names = await readdir(dir).catch(() => /** @type {string[]} */ ([]));
    for (const name of names) {
      if (!name.endsWith('.assets.json')) continue;
      /** @type {AssetMap} */
      const map = JSON.parse(await readFile(join(dir, name), 'utf8'));
      // A site name is one path segment; anything else could climb out of `assets/`.
      if (!/^[\w.-]+$/.test(map.site) || map.site.startsWith('.')) continue;
      pages.set(name.slice(0, -'.assets.json'.length), map);
    }
    return new RecordedAssets(dir, pages);
  }

  /**
   * The site whose files a recorded page uses, or `null` when none were recorded for it.
   *
   * @param {string} page file name, e.g. `owner__repo__index.html`
   */
  siteOf(page) {
    return this.#pages.get(page)?.site ?? null;
  }

  /** @param {string} site */
  hasSite(site) {
    return this.#sites.has(site);
  }

  /**
   * A rewriter for the URLs in a page's HTML, or `null` when the page has no recorded files.
   *
   * @param {string} page
   * @param {string} ownHost `host:port` of the serving server
   */
  pageUrls(page, ownHost) {
    const site = this.siteOf(page);
    if (site === null) return null;
    return new RecordedUrlRewriter(site, this.#sites.get(site) ?? {}, ownHost, 'page');
  }

  /**
   * A page's external scripts' code by their `src` as written (ampersands decoded), from its
   * recorded files: how the `islet-jquery` transform tells which kept scripts need jQuery.
   * `null` for a script not recorded.
   *
   * @param {string} page
   * @returns {(src: string) => string | null}
   */
  scriptCode(page) {
    const map = this.#pages.get(page);
    return (src) => {
      const path = map?.files[src];
      if (!map || path === undefined) return null;
      const file = join(this.dir, 'assets', map.site, path);
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return null;
      }
    };
  }

  /**
   * Answers `/recorded-assets/<site>/<path>`: the file by its path (the query is not part of
   * `path`), else by the part of the path from its first `wp-content/` or `wp-includes/`; style
   * sheets with their URLs pointed back here. Anything else gets the empty typed stand-in that
   * other hosts' files get, never a network request.
   *
   * @param {string} sitePath decoded path after the prefix: `<site>/<path>`
   * @param {string} ownHost
   * @param {string} [destination] the `Sec-Fetch-Dest` request header
   * @returns {Promise<AssetReply>}
   */
  async serve(sitePath, ownHost, destination = '') {
    const slash = sitePath.indexOf('/');
    const site = slash === -1 ? sitePath : sitePath.slice(0, slash);
    const path = slash === -1 ? '' : sitePath.slice(slash + 1);
    const files = this.#sites.get(site);
    const file = files && (await this.#find(site, path));
    if (!files || !file) return offsiteResponse(`/${path}`, destination);
    const body = await readFile(file);
    if (extname(file).toLowerCase() !== '.css') {
      return { status: 200, type: contentTypeFor(file), body };
    }
    const urls = new RecordedUrlRewriter(site, files, ownHost, 'file');
    return {
      status: 200,
      type: contentTypeFor(file),
      body: Buffer.from(urls.css(body.toString('utf8'))),
    };
  }

  /**
   * @param {string} site
   * @param {string} path
   */
  async #find(site, path) {
    const root = join(this.dir, 'assets', site);
    for (const candidate of [path, path.slice(path.search(WORDPRESS_SEGMENT))]) {
      if (candidate === '') continue;
      const file = await resolveExistingInside(root, candidate.replace(/^\//, ''));
      if (file !== null && (await stat(file)).isFile()) return file;
    }
    return null;
  }
}

/**
 * Points a recorded page's URLs at its recorded files: a URL its map names goes to the mapped
 * file; a site-relative one (`/wp-content/…`, or in the page `../wp-content/…`) goes under the
 * site's folder, where the serving rule finds it or answers empty; other hosts go to the offsite
 * stand-ins as before. Same interface as `OffsiteUrlRewriter`, plus `script` for the inline
 * scripts the original runtime keeps.
 */
export class RecordedUrlRewriter {
  /** How many URLs were rewritten so far. */
  count = 0;

  /**
   * @param {string} site
   * @param {Record<string, string>} files
   * @param {string} ownHost
   * @param {'page' | 'file'} context relative URLs in a served file resolve by themselves
   *   (the folder layout is the site's); in the page, which is served elsewhere, they do not
   */
  constructor(site, files, ownHost, context) {
    this.base = `${RECORDED_ASSETS_PREFIX}${site}/`;
    this.files = files;
    this.context = context;
    this.offsite = new OffsiteUrlRewriter(ownHost);
  }

  /**
   * An attribute holding one URL.
   *
   * @param {string} value raw attribute text
   */
  url(value) {
    const trimmed = value.trim();
    const mapped = this.files[trimmed] ?? this.files[decodeEntities(trimmed)];
    if (mapped !== undefined) return this.#to(encodeURI(mapped));
    if (NOT_A_FILE.test(value)) return value;
    if (ABSOLUTE.test(value)) {
      const before = this.offsite.count;
      const rewritten = this.offsite.url(value);
      this.count += this.offsite.count - before;
      return rewritten;
    }
    if (trimmed.startsWith('/')) return this.#to(trimmed.slice(1));
    if (this.context === 'file') return value;
    // Resolved against the site root: `../../wp-content/x` from a page two folders deep.
    const resolved = new URL(trimmed, 'http://site.invalid/');
    return this.#to(`${resolved.pathname.slice(1)}${resolved.search}${resolved.hash}`);
  }

  /**
   * Each candidate URL of a `srcset`.
   *
   * @param {string} value raw attribute text
   */
  srcset(value) {
    return value.replace(/(^|,)(\s*)([^\s,]+)/g, (_, comma, space, url) => {
      return `${comma}${space}${this.url(url)}`;
    });
  }

  /**
   * CSS text: every `url(…)` and `@import`.
   *
   * @param {string} css
   */
  css(css) {
    return css.replace(CSS_URL, (_, opening, url) => `${opening}${this.url(url)}`);
  }

  /**
   * An inline script's site URLs (see `SCRIPT_SITE_URL`), so what the original runtime loads
   * later comes from the recorded files too.
   *
   * @param {string} js
   */
  script(js) {
    return js.replace(SCRIPT_SITE_URL, (_, quote, slash) => {
      this.count++;
      const base = slash === '/' ? this.base : this.base.replaceAll('/', '\\/');
      return `${quote}${base.slice(0, -slash.length)}${slash}`;
    });
  }

  /** @param {string} path under the site's folder, URL-encoded */
  #to(path) {
    this.count++;
    return `${this.base}${path}`;
  }
}

/** @param {string} text */
function decodeEntities(text) {
  return text.replace(/&(?:amp|#0*38|#x0*26);/gi, '&');
}
