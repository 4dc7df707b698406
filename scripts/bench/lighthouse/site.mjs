// @ts-check
// A recorded page at its real address: which URL it was published at, and which of its recorded
// files answers a request for `https://host/path`, so Lighthouse sees the page's own origins (one
// connection per host, as on the live site) instead of one local demo origin.
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { resolveExistingInside } from '../../../examples/demo/resolve-inside.mjs';

/** Where recorded sites keep their WordPress files; the serving rule retries from here. */
const WORDPRESS_SEGMENT = /(?:^|\/)(?=(?:wp-content|wp-includes)\/)/;
/** An absolute http(s) URL. */
const ABSOLUTE_HTTP = /^https?:\/\//i;
/** A host named in front of a WordPress folder, slashes plain or JSON-escaped. */
const WORDPRESS_HOST =
  /(?:https?:)?\\?\/\\?\/([a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d+)?\\?\/(?:wp-content|wp-includes)\\?\//gi;
/** `url(…)` in CSS, quoted or not, and `@import "…"`. */
const CSS_URL = /url\(\s*["']?([^"')\s]+)["']?\s*\)|@import\s+["']([^"']+)["']/gi;

/**
 * @typedef {object} PageSource
 * @property {string | null} repository `owner/name`, from the recorded pages' README
 * @property {string | null} path the page's path in that repository, e.g. `blog/index.html`
 */

/**
 * The rows of the recorded pages' README table: file → repository and path.
 *
 * @param {string} readme
 * @returns {Map<string, PageSource>}
 */
export function pageSources(readme) {
  /** @type {Map<string, PageSource>} */
  const sources = new Map();
  for (const line of readme.split('\n')) {
    const match = /^\|\s*`([^`]+\.html)`\s*\|\s*([^|\s]*)\s*\|\s*`([^`]*)`/.exec(line);
    if (match)
      sources.set(match[1] ?? '', { repository: match[2] || null, path: match[3] || null });
  }
  return sources;
}

/**
 * The hosts the page names in front of `wp-content/` or `wp-includes/`, most named first: the
 * site's own WordPress hosts (the builder's config builds its lazy chunks' URLs from one).
 *
 * @param {string} html
 */
export function wordpressHosts(html) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const match of html.matchAll(WORDPRESS_HOST)) {
    const host = (match[1] ?? '').toLowerCase();
    counts.set(host, (counts.get(host) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([host]) => host);
}

/**
 * The URL a recorded page was published at: its canonical or `og:url` when absolute; else the
 * site's most named WordPress host (not a storage bucket's or CDN's); else the repository name when it is a host name
 * (`owner.github.io`); else the repository's GitHub Pages address. The path is the page's path
 * in the repository (`blog/index.html` → `/blog/`), unless the canonical gives one.
 *
 * @param {string} html
 * @param {PageSource} source
 */
export function pageUrlOf(html, source) {
  const folder = (source.path ?? 'index.html').replace(/(?:^|\/)index\.html?$/i, '');
  const path = folder ? `/${folder.replace(/\/?$/, '/')}` : '/';
  for (const pattern of [
    /<link\b[^>]*\brel=["']?canonical["']?[^>]*\bhref=["']([^"']+)["']/i,
    /<meta\b[^>]*\bproperty=["']?og:url["']?[^>]*\bcontent=["']([^"']+)["']/i,
  ]) {
    const href = pattern.exec(html)?.[1];
    // Served over TLS only (HTTP/2 needs it), as these sites are today.
    if (href && ABSOLUTE_HTTP.test(href)) return new URL(href.replace(/^http:/i, 'https:')).href;
  }
  // A storage bucket or CDN offloading the uploads is not where the page was.
  const host = wordpressHosts(html).find(
    (each) => !/amazonaws\.com$|cloudfront|\bcdn\b/.test(each),
  );
  if (host) return `https://${host}${path}`;
  const [owner = 'site', name = 'site'] = (source.repository ?? '').split('/');
  if (/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i.test(name)) return `https://${name.toLowerCase()}${path}`;
  return `https://${owner.toLowerCase()}.github.io/${name}${path}`;
}

/** `host` + `pathname`, the key a request is looked up by (the query is not part of it). */
const keyOf = (/** @type {URL} */ url) => `${url.hostname}${url.pathname}`;

/**
 * A recorded page's files by the URLs they had on the live site.
 */
export class RecordedSite {
  /**
   * @param {object} options
   * @param {string} options.pageUrl
   * @param {string} options.root the site's folder, `assets/<site>/`
   * @param {Map<string, string>} options.files `host/path` → file
   * @param {Set<string>} options.hosts hosts whose paths follow the serving rule
   */
  constructor({ pageUrl, root, files, hosts }) {
    this.pageUrl = pageUrl;
    this.root = root;
    this.files = files;
    this.hosts = hosts;
  }

  /**
   * Reads a page's asset map (`<page>.assets.json`) and the style sheets it names, whose relative
   * URLs are resolved against the sheet's live URL and its recorded file alike.
   *
   * @param {string} dir the recorded pages' folder
   * @param {string} file the page's file name
   * @param {string} html
   * @param {PageSource} source
   */
  static async load(dir, file, html, source) {
    const pageUrl = pageUrlOf(html, source);
    /** @type {{ site: string, files: Record<string, string> }} */
    const map = JSON.parse(await readFile(join(dir, `${file}.assets.json`), 'utf8'));
    const root = join(dir, 'assets', map.site);
    /** @type {Map<string, string>} */
    const files = new Map();
    /** @type {[URL, string][]} */
    const sheets = [];
    for (const [written, path] of Object.entries(map.files)) {
      const url = safeUrl(written.replace(/&(?:amp|#0*38|#x0*26);/gi, '&'), pageUrl);
      const target = await resolveExistingInside(root, path);
      if (!url || !target) continue;
      files.set(keyOf(url), target);
      if (/\.css$/i.test(target)) sheets.push([url, target]);
    }
    for (const [sheetUrl, sheetFile] of sheets) {
      const css = await readFile(sheetFile, 'utf8');
      for (const match of css.matchAll(CSS_URL)) {
        const written = match[1] ?? match[2] ?? '';
        if (/^(?:data:|#|[a-z][a-z0-9+.-]*:|\/)/i.test(written)) continue;
        const url = safeUrl(written, sheetUrl.href);
        if (!url || files.has(keyOf(url))) continue;
        const path = decodeURIComponent(written.replace(/[?#].*$/, ''));
        const beside = relative(root, join(dirname(sheetFile), path));
        const target = await resolveExistingInside(root, beside);
        if (target) files.set(keyOf(url), target);
      }
    }
    const hosts = new Set([new URL(pageUrl).hostname, ...wordpressHosts(html)]);
    return new RecordedSite({ pageUrl, root, files, hosts });
  }

  /**
   * An external script's code by its `src` as written in the page, or `null` when it was not
   * recorded: what the page transform reads to tell whether a kept script needs jQuery.
   *
   * @param {string} src
   */
  scriptCode(src) {
    const url = safeUrl(src, this.pageUrl);
    const file = url && this.files.get(keyOf(url));
    return file ? readFileSync(file, 'utf8') : null;
  }

  /**
   * The recorded file for a request, or `null`: by its URL, else (on the site's own hosts) by
   * its path under the site's folder, else by the part of the path from its first `wp-content/`
   * or `wp-includes/` (the recorded pages' serving rule).
   *
   * @param {string} host
   * @param {string} pathname as requested, percent-encoded
   */
  async find(host, pathname) {
    const known = this.files.get(`${host}${pathname}`);
    if (known) return known;
    if (!this.hosts.has(host)) return null;
    let path;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    for (const candidate of [path, path.slice(path.search(WORDPRESS_SEGMENT))]) {
      if (candidate === '' || candidate === '/') continue;
      const file = await resolveExistingInside(this.root, candidate.replace(/^\//, ''));
      if (file !== null && (await stat(file)).isFile()) return file;
    }
    return null;
  }
}

/** @param {string} written @param {string} base */
function safeUrl(written, base) {
  try {
    const url = new URL(written, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
