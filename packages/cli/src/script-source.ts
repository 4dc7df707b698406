import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetchFromSite } from './site-fetch.ts';

/** Reads a page's script by its URL; `null` when it cannot be read. */
export type ScriptReader = (url: URL, src: string) => Promise<Buffer | null>;

interface AssetMap {
  site: string;
  files: Record<string, string>;
}

// From its first `wp-content/` or `wp-includes/` segment: where a saved site keeps the file,
// whatever host or cache path the page wrote before it.
const SITE_PATH = /(?:^|\/)((?:wp-content|wp-includes)\/.*)$/;

/**
 * Scripts of a saved page, from local files: through `<page>.assets.json` when one lies next to
 * the page (the recorded pages' map, assets under `assets/<site>/` beside it; see
 * fixtures/recorded/README.md), else relative to the page, trying the page's folder and its
 * parents for root-relative paths.
 */
export function fileReader(pagePath: string): ScriptReader {
  const mapPath = `${pagePath}.assets.json`;
  const map = existsSync(mapPath) ? (JSON.parse(readFileSync(mapPath, 'utf8')) as AssetMap) : null;
  const roots = map
    ? [join(dirname(pagePath), 'assets', map.site)]
    : ancestors(dirname(resolve(pagePath)));
  return async (url, src) => {
    const candidates: string[] = [];
    const mapped = map?.files[src];
    if (map && mapped) candidates.push(join(roots[0]!, mapped));
    if (url.protocol === 'file:' && !url.host && !map) candidates.push(fileURLToPath(url));
    const path = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    const sitePath = SITE_PATH.exec(path)?.[1];
    for (const root of roots) {
      candidates.push(join(root, path));
      if (sitePath) candidates.push(join(root, sitePath));
    }
    for (const candidate of candidates) {
      const content = await readFile(candidate).catch(() => null);
      if (content) return content;
    }
    return null;
  };
}

function ancestors(folder: string): string[] {
  const found = [folder];
  for (let at = folder; dirname(at) !== at && found.length < 6; at = dirname(at)) {
    found.push(dirname(at));
  }
  return found.filter((path) => path !== sep);
}

/** Scripts of a live page, fetched (HTTP only; anything else is not read). */
export const fetchReader: ScriptReader = async (url) => {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  try {
    const response = await fetchFromSite(url);
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
};
