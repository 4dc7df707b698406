// @ts-check
// The demo's embedded CMS: every module in ./backends/ answers part of the site's own API
// (refresh-loop, shop ajax, forms, …) and the pages that exercise it. Handlers take and return
// fetch `Request`/`Response`, so the DOM tests run the very same code under msw.
import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * @typedef {object} BackendOptions
 * @property {string} isletSrc where pages load the bundle from, e.g. `/islet/islet.js`
 * @property {Record<string, string>} flags demo switches (`--name=value` on the command line)
 * @property {string} [bundleDir] the built bundle; default packages/runtime/dist
 *
 * @typedef {object} Backend
 * @property {string} name
 * @property {(request: Request) => Promise<Response | undefined> | Response | undefined} handle
 *   answers a request it owns, or returns undefined to let the next backend (then the demo's
 *   own routes) have it
 * @property {{ href: string, title: string }[]} [pages] pages to list on the demo's home page
 * @property {(html: string) => string} [transformPage] changes the demo's own recorded and
 *   generated pages before they are sent
 *
 * @typedef {(options: BackendOptions) => Backend | Promise<Backend>} CreateBackend
 */

export const BACKENDS_DIR = fileURLToPath(new URL('./backends/', import.meta.url));

/**
 * Home-page links for pages named by slug under `prefix`: `nested-tabs` becomes "Nested tabs",
 * after `label`. Built from the backend's own table of pages, so a page added there is listed.
 *
 * @param {string} prefix e.g. `/pages/widgets/`
 * @param {string[]} slugs
 * @param {string} label e.g. `Widget`
 * @returns {{ href: string, title: string }[]}
 */
export function pageLinks(prefix, slugs, label) {
  return slugs.map((slug) => {
    const words = slug.replace(/-/g, ' ');
    return {
      href: `${prefix}${slug}`,
      title: `${label}: ${words[0]?.toUpperCase()}${words.slice(1)}`,
    };
  });
}

/**
 * Creates one instance of every backend, in file-name order; each keeps its own state (a cart,
 * posts) for the life of one demo server.
 *
 * @param {BackendOptions} options
 * @param {string} [directory] default examples/demo/backends/
 * @returns {Promise<Backend[]>}
 */
export async function createBackends(options, directory = BACKENDS_DIR) {
  if (!directory.endsWith('/')) directory += '/';
  const files = (await readdir(directory).catch(() => /** @type {string[]} */ ([])))
    .filter((file) => file.endsWith('.mjs') && !file.includes('.test.'))
    .sort();
  const backends = [];
  for (const file of files) {
    /** @type {{ createBackend?: CreateBackend }} */
    const module = await import(pathToFileURL(`${directory}${file}`).href);
    if (typeof module.createBackend !== 'function')
      throw new Error(`demo backend ${file} does not export createBackend(options)`);
    backends.push(await module.createBackend(options));
  }
  return backends;
}

/**
 * @param {Backend[]} backends
 * @param {Request} request
 * @returns {Promise<Response | undefined>}
 */
export async function answer(backends, request) {
  for (const backend of backends) {
    const response = await backend.handle(request);
    if (response) return response;
  }
  return undefined;
}
