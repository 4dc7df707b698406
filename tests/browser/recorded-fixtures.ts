import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const recordedDir = fileURLToPath(new URL('../../fixtures/recorded/', import.meta.url));

/** File names of the recorded pages (the README beside them is not a page). */
export const recordedFiles: string[] = readdirSync(recordedDir)
  .filter((name) => name.endsWith('.html'))
  .sort();

export function readRecorded(file: string): string {
  return readFileSync(recordedDir + file, 'utf8');
}

/** The demo server's path for a recorded page, with the page's scripts replaced by the bundle. */
export function recordedPath(file: string, query = ''): string {
  return `/recorded/${encodeURIComponent(file)}${query}`;
}

/**
 * Recorded pages on which the original runtime cannot run as recorded, and why. The parity suite
 * and the original-runtime checks skip them; Islet is still checked on them elsewhere.
 */
export const ORIGINAL_RUNTIME_BROKEN: Record<string, string> = {
  'elcreativoweb__elcreativoweb-com__desarrollo-de-software-a-la-medida_index.html':
    "Cloudflare's Rocket Loader runs every script of this page, and the repository stored an HTML page at its URL (cdn-cgi/…/rocket-loader.min.js), so the original runtime never starts.",
  'Paiddude__infinite-outsource__index.html':
    "WP Rocket parks every script of this page (type=rocketlazyloadscript) until the visitor's first interaction, so the original runtime does not run on load.",
  'nariox__nariox.github.io__category_sys-admin_index.html':
    'Not a page-builder page: there is no original builder runtime to compare with.',
};
