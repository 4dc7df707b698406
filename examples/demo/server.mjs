// @ts-check
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answer, BACKENDS_DIR, createBackends } from './backends.mjs';
import { generatePage } from '../../fixtures/generate/generate-page.mjs';
import { parsePageParams } from '../../fixtures/generate/page-params.mjs';
import { COMPARE_WIDTHS, renderComparePage } from './compare-page.mjs';
import { contentTypeFor } from '@islet/page-html/content-type';
import { isCspMode, withContentSecurityPolicy } from './content-security-policy.mjs';
import { renderIndexPage } from './index-page.mjs';
import { OFFSITE_PREFIX } from './offsite-url.mjs';
import { offsiteResponse } from './offsite-response.mjs';
import { RECORDED_ASSETS_PREFIX, RecordedAssets } from './recorded-assets.mjs';
import { listRecordedPages } from './recorded-pages.mjs';
import { resolveExistingInside } from './resolve-inside.mjs';
import { RUNTIMES, transformRecordedPage } from './transform-page.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').Server} Server */

/**
 * @typedef {object} Reply
 * @property {number} status
 * @property {string | null} type
 * @property {string | Buffer} body
 * @property {Record<string, string>} [headers]
 *
 * @typedef {object} Roots absolute directories the server reads from
 * @property {string} recordedDir
 * @property {string} bundleDir
 * @property {string} publicDir
 * @property {RecordedAssets} assets the recorded pages' own files
 *
 * @typedef {object} DemoServerOptions
 * @property {number} [port] 0 (the default) takes a free port
 * @property {string} [host] default 127.0.0.1
 * @property {string} [recordedDir] default fixtures/recorded
 * @property {string} [recordedAssetsDir] the recorded pages' asset maps and `assets/` folder;
 *   default `../shared/fixtures/recorded` beside the checkout. Without it pages are unstyled.
 * @property {string} [bundleDir] served at `/islet/`; default packages/runtime/dist
 * @property {string} [publicDir] served at `/demo/`; default examples/demo/public
 * @property {Record<string, string>} [flags] demo switches passed to every backend
 * @property {string} [backendsDir] default examples/demo/backends
 * @property {import('./content-security-policy.mjs').CspMode} [csp] a Content-Security-Policy
 *   header for every HTML page and script (content-security-policy.mjs); also the `csp` flag
 *
 * @typedef {object} DemoServer
 * @property {string} url e.g. `http://127.0.0.1:4173`, without a trailing slash
 * @property {Server} server
 * @property {() => Promise<void>} close stops listening and drops open connections
 */

/** Generated pages are built per request; this bounds what one link can cost. */
export const MAX_GENERATED_COUNT = 20000;
const ISLET_SRC = '/islet/islet.js';
const GENERATED_SCRIPTS = [ISLET_SRC, '/demo/demo-behaviours.js'];

const fromHere = (/** @type {string} */ path) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Starts the demo server: recorded pages with their scripts replaced by the Islet bundle,
 * generated pages, the bundle itself, and instant empty answers for every other host. Routes are
 * listed in examples/demo/README.md.
 *
 * @param {DemoServerOptions} [options]
 * @returns {Promise<DemoServer>}
 */
export async function startDemoServer({
  port = 0,
  host = '127.0.0.1',
  recordedDir = fromHere('../../fixtures/recorded'),
  recordedAssetsDir = fromHere('../../../shared/fixtures/recorded'),
  bundleDir = fromHere('../../packages/runtime/dist'),
  publicDir = fromHere('./public'),
  flags = {},
  backendsDir = BACKENDS_DIR,
  csp = cspFlag(flags),
} = {}) {
  /** @type {Roots} */
  const roots = {
    recordedDir,
    bundleDir,
    publicDir,
    assets: await RecordedAssets.load(recordedAssetsDir),
  };
  const backends = await createBackends({ isletSrc: ISLET_SRC, flags, bundleDir }, backendsDir);
  const server = createServer((request, response) => {
    viaBackends(backends, request, response, csp)
      .then((answered) => (answered ? undefined : route(request, roots, backends)))
      .then(
        (reply) => reply && send(request, response, withBackendChanges(backends, reply), csp),
        (error) => {
          console.error(error);
          send(request, response, plain(500, `Internal error: ${String(error)}`));
        },
      );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('demo server: no TCP address');
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  /** @type {Promise<void> | undefined} */
  let closing;
  return {
    url: `http://${shownHost}:${address.port}`,
    server,
    close() {
      closing ??= new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Browsers and fetch keep connections alive; without this, close waits for them.
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

/**
 * Offers the request to the embedded backends as a fetch `Request`; writes their answer if one
 * takes it.
 *
 * @param {import('./backends.mjs').Backend[]} backends
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {import('./content-security-policy.mjs').CspMode | undefined} csp
 * @returns {Promise<boolean>} whether a backend answered
 */
async function viaBackends(backends, request, response, csp) {
  if (!backends.length) return false;
  const method = request.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  /** @type {Buffer[]} */
  const chunks = [];
  if (method !== 'GET' && method !== 'HEAD') for await (const chunk of request) chunks.push(chunk);
  const fetchRequest = new Request(new URL(request.url ?? '/', `http://${headers.get('host')}`), {
    method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
  const reply = await answer(backends, fetchRequest);
  if (!reply) return false;
  /** @type {Buffer} */
  let body = Buffer.from(await reply.arrayBuffer());
  /** @type {Record<string, string | string[]>} */
  const out = { 'cache-control': 'no-store' };
  reply.headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value;
  });
  const policy = csp && policyFor(csp, reply.headers.get('content-type'), body);
  if (policy) {
    body = policy.body;
    out['content-security-policy'] = policy.header;
  }
  const cookies = reply.headers.getSetCookie();
  if (cookies.length) out['set-cookie'] = cookies;
  if (reply.status !== 204 && reply.status !== 304) out['content-length'] = String(body.length);
  response.writeHead(reply.status, out);
  response.end(method === 'HEAD' ? undefined : body);
  return true;
}

/**
 * The `csp` demo switch (`--csp=trusted-types`), checked.
 *
 * @param {Record<string, string>} flags
 * @returns {import('./content-security-policy.mjs').CspMode | undefined}
 */
function cspFlag(flags) {
  const value = flags.csp;
  if (value === undefined) return undefined;
  if (!isCspMode(value))
    throw new Error(`--csp must be trusted-types or script-self, got ${value}`);
  return value;
}

/**
 * The Content-Security-Policy header for a response, and its body with nonces where the policy
 * needs them: HTML pages, and scripts (a worker runs under its own script's header).
 *
 * @param {import('./content-security-policy.mjs').CspMode} csp
 * @param {string | null} type
 * @param {string | Buffer} body
 * @returns {{ header: string, body: Buffer } | null}
 */
function policyFor(csp, type, body) {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  if (type?.startsWith('text/javascript')) {
    return { header: withContentSecurityPolicy(csp, '').header, body: buffer };
  }
  if (!type?.startsWith('text/html')) return null;
  const page = withContentSecurityPolicy(csp, buffer.toString('utf8'));
  return { header: page.header, body: Buffer.from(page.html) };
}

/**
 * Lets backends change the demo's own HTML pages (recorded and generated), e.g. to print a
 * configuration a demo switch turns on.
 *
 * @param {import('./backends.mjs').Backend[]} backends
 * @param {Reply} reply
 * @returns {Reply}
 */
function withBackendChanges(backends, reply) {
  if (reply.status !== 200 || !reply.type?.startsWith('text/html')) return reply;
  let body = typeof reply.body === 'string' ? reply.body : reply.body.toString('utf8');
  for (const backend of backends) if (backend.transformPage) body = backend.transformPage(body);
  return { ...reply, body };
}

/**
 * @param {IncomingMessage} request
 * @param {Roots} roots
 * @param {import('./backends.mjs').Backend[]} backends
 * @returns {Promise<Reply>}
 */
async function route(request, roots, backends) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return {
      ...plain(405, `Method ${request.method} not allowed`),
      headers: { allow: 'GET, HEAD' },
    };
  }
  // The WHATWG parser resolves `.` and `..` segments (also `%2e%2e`) before routing; encoded
  // slashes survive it and are checked after decoding, in `decodePath`.
  const url = new URL(request.url ?? '/', 'http://demo.invalid');
  const { pathname } = url;

  if (pathname === '/' || pathname === '/index.html') {
    const [recorded, bundleBuilt] = await Promise.all([
      listRecordedPages(roots.recordedDir),
      isFile(join(roots.bundleDir, 'islet.js')),
    ]);
    const features = backends.flatMap((backend) =>
      (backend.pages ?? []).map((page) => ({ ...page, backend: backend.name })),
    );
    return html(renderIndexPage({ recorded, bundleBuilt, features }));
  }
  const ownHost = request.headers.host ?? '';
  const destination = String(request.headers['sec-fetch-dest'] ?? '');
  if (pathname.startsWith('/recorded/')) {
    const runtime = url.searchParams.get('runtime') ?? 'islet';
    if (!isRuntime(runtime)) {
      return plain(400, `Bad query: runtime must be one of ${RUNTIMES.join(', ')}`);
    }
    // `?head=file`: the head script as a file, as the plugin's `islet_head_script_inline` false.
    const headInline = url.searchParams.get('head') !== 'file';
    return recordedPage(
      pathname.slice('/recorded/'.length),
      { ownHost, runtime, headInline },
      roots,
    );
  }
  if (pathname.startsWith('/compare/')) {
    const width = Number(url.searchParams.get('width') ?? COMPARE_WIDTHS[0]);
    if (!COMPARE_WIDTHS.includes(width)) {
      return plain(400, `Bad query: width must be one of ${COMPARE_WIDTHS.join(', ')}`);
    }
    const file = await recordedFile(pathname.slice('/compare/'.length), roots);
    return typeof file === 'string' ? html(renderComparePage({ file, width })) : file;
  }
  if (pathname.startsWith(RECORDED_ASSETS_PREFIX)) {
    const path = decodePath(pathname.slice(RECORDED_ASSETS_PREFIX.length));
    if (typeof path !== 'string') return path;
    return roots.assets.serve(path, ownHost, destination);
  }
  if (pathname === '/generated' || pathname === '/generated/') return generated(url.searchParams);
  if (pathname.startsWith(OFFSITE_PREFIX)) return offsiteResponse(pathname, destination);
  if (pathname.startsWith('/islet/')) {
    if (!(await isFile(join(roots.bundleDir, 'islet.js')))) {
      return plain(
        404,
        `The Islet bundle is not built: ${join(roots.bundleDir, 'islet.js')} is missing. Run pnpm run build first.`,
      );
    }
    return staticFile(roots.bundleDir, pathname.slice('/islet/'.length));
  }
  if (pathname.startsWith('/demo/'))
    return staticFile(roots.publicDir, pathname.slice('/demo/'.length));
  if (isSiteAsset(pathname)) {
    // A site-relative URL the page rewrite could not see (one a script builds at run time):
    // the recorded files of the page asking, when the referrer names one; else the same
    // instant, typed stand-in as other hosts' files.
    const site = refererSite(request.headers.referer, roots.assets);
    const path = decodePath(pathname.slice(1));
    if (site !== null && typeof path === 'string') {
      return roots.assets.serve(`${site}/${path}`, ownHost, destination);
    }
    return offsiteResponse(pathname, destination);
  }
  return plain(404, `Not found: ${pathname}`);
}

/**
 * A file of the recorded sites themselves, asked for by a site-relative URL: anything in their
 * WordPress folders, and any style sheet, script, font or image.
 *
 * @param {string} pathname
 */
function isSiteAsset(pathname) {
  return (
    /^\/wp-(content|includes|json|admin)\//.test(pathname) ||
    /\.(css|m?js|woff2?|ttf|otf|eot|png|gif|jpe?g|webp|avif|bmp|ico|svg)$/i.test(pathname)
  );
}

/**
 * The name of an existing recorded page, or the answer saying why there is none.
 *
 * @param {string} encodedName
 * @param {Roots} roots
 * @returns {Promise<string | Reply>}
 */
async function recordedFile(encodedName, roots) {
  const name = decodePath(encodedName);
  if (typeof name !== 'string') return name;
  // One flat directory of `.html` files: anything else is not a recorded page.
  if (name.includes('/') || name.startsWith('.') || !name.endsWith('.html')) {
    return plain(404, `No recorded page named ${JSON.stringify(name)}`);
  }
  const file = await resolveExistingInside(roots.recordedDir, name);
  if (file === null || !(await isFile(file))) {
    return plain(404, `No recorded page named ${JSON.stringify(name)}`);
  }
  return name;
}

/**
 * @param {string} value
 * @returns {value is import('./transform-page.mjs').Runtime}
 */
function isRuntime(value) {
  return /** @type {readonly string[]} */ (RUNTIMES).includes(value);
}

/**
 * The recorded site of the page or file a request came from, by its `Referer`.
 *
 * @param {string | undefined} referer
 * @param {RecordedAssets} assets
 */
function refererSite(referer, assets) {
  if (!referer) return null;
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(referer).pathname);
  } catch {
    return null;
  }
  if (pathname.startsWith('/recorded/')) return assets.siteOf(pathname.slice('/recorded/'.length));
  if (!pathname.startsWith(RECORDED_ASSETS_PREFIX)) return null;
  const site = pathname.slice(RECORDED_ASSETS_PREFIX.length).split('/')[0] ?? '';
  return assets.hasSite(site) ? site : null;
}

/**
 * @param {string} encodedName
 * @param {{ ownHost: string, runtime: import('./transform-page.mjs').Runtime, headInline: boolean }} how
 *   `ownHost`: the Host header the browser used; `headInline`: the head script's code in the page,
 *   as the WordPress plugin prints it (the file where the bundle has none)
 * @param {Roots} roots
 * @returns {Promise<Reply>}
 */
async function recordedPage(encodedName, { ownHost, runtime, headInline }, roots) {
  const name = await recordedFile(encodedName, roots);
  if (typeof name !== 'string') return name;
  const file = join(roots.recordedDir, name);
  // Read per page: the bundle may be rebuilt while the server runs.
  const headCode = headInline
    ? await readFile(join(roots.bundleDir, 'islet-head.js'), 'utf8').catch(() => undefined)
    : undefined;
  const report = transformRecordedPage(await readFile(file, 'utf8'), {
    isletSrc: ISLET_SRC,
    headCode,
    ownHost,
    runtime,
    urls: roots.assets.pageUrls(name, ownHost) ?? undefined,
    scriptCode: roots.assets.scriptCode(name),
  });
  return {
    ...html(report.html),
    headers: {
      'x-islet-removed-scripts': String(report.removedScripts.length),
      'x-islet-kept-scripts': String(report.keptScripts.length),
      'x-islet-rewritten-urls': String(report.rewrittenUrls),
    },
  };
}

/**
 * @param {URLSearchParams} query
 * @returns {Reply}
 */
function generated(query) {
  const parsed = parsePageParams(
    {
      count: query.get('count'),
      broken: query.get('broken'),
      layout: query.get('layout'),
      seed: query.get('seed'),
    },
    { maxCount: MAX_GENERATED_COUNT },
  );
  if (!parsed.ok) return plain(400, `Bad query: ${parsed.error}`);
  const { count, brokenRatio, layout, seed } = parsed.options;
  const capped = parsed.capped ? ` (capped at ${MAX_GENERATED_COUNT})` : '';
  const { html: page } = generatePage({
    ...parsed.options,
    title: `Islet generated page: ${count} elements${capped}, ${layout}, ${brokenRatio} broken, seed ${seed}`,
    scripts: GENERATED_SCRIPTS,
  });
  return html(page);
}

/**
 * @param {string} root
 * @param {string} encodedPath
 * @returns {Promise<Reply>}
 */
async function staticFile(root, encodedPath) {
  const path = decodePath(encodedPath);
  if (typeof path !== 'string') return path;
  const file = path === '' ? null : await resolveExistingInside(root, path);
  if (file === null || !(await isFile(file)))
    return plain(404, `Not found: ${JSON.stringify(path)}`);
  return { status: 200, type: contentTypeFor(file), body: await readFile(file) };
}

/**
 * Percent-decodes a path, refusing what could climb out of a directory once decoded.
 *
 * @param {string} encoded
 * @returns {string | Reply}
 */
function decodePath(encoded) {
  let decoded;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return plain(400, `Bad path: malformed percent-encoding in ${JSON.stringify(encoded)}`);
  }
  if (decoded.includes('\0') || decoded.split(/[/\\]/).includes('..') || decoded.includes('\\')) {
    return plain(400, `Bad path: ${JSON.stringify(decoded)}`);
  }
  return decoded;
}

/** @param {string} path */
async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * @param {number} status
 * @param {string} message
 * @returns {Reply}
 */
function plain(status, message) {
  return { status, type: 'text/plain; charset=utf-8', body: `${message}\n` };
}

/**
 * @param {string} body
 * @returns {Reply}
 */
function html(body) {
  return { status: 200, type: 'text/html; charset=utf-8', body };
}

/**
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {Reply} reply
 * @param {import('./content-security-policy.mjs').CspMode} [csp]
 */
function send(request, response, reply, csp) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const policy = csp && reply.status === 200 ? policyFor(csp, reply.type, reply.body) : null;
  const body =
    policy?.body ?? (typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body);
  /** @type {Record<string, string>} */
  const headers = {
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...reply.headers,
    ...(policy ? { 'content-security-policy': policy.header } : {}),
  };
  // A 204 has no content, so neither a type nor a length.
  if (reply.status !== 204) {
    if (reply.type) headers['content-type'] = reply.type;
    headers['content-length'] = String(body.length);
  }
  response.writeHead(reply.status, headers);
  response.end(request.method === 'HEAD' || reply.status === 204 ? undefined : body);
}
