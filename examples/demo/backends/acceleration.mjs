// @ts-check
// Page acceleration in the demo: the worker script at the path the configuration names, the
// `--acceleration=on` switch that prints an enabled configuration into the demo's pages, and the
// pages the browser tests use, with a count of what reached the origin.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WORKER_PATH = '/sw.js';
const PREFIX = '/pages/acceleration/';
/** What the switch prints: the site's configuration with the service switched on. */
const ENABLED = '<script>var speedKit = { disabled: false };</script>';

/** @type {import('../backends.mjs').CreateBackend} */
export function createBackend({
  isletSrc,
  flags,
  bundleDir = fileURLToPath(new URL('../../../packages/runtime/dist', import.meta.url)),
}) {
  /** @type {Map<string, number>} */
  const hits = new Map();
  const count = (/** @type {URL} */ url) =>
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
  return {
    name: 'acceleration',
    pages: [
      { href: '/pages/acceleration/page', title: 'Page acceleration as configured (disabled)' },
      {
        href: '/pages/acceleration/page?enabled',
        title: 'Page acceleration enabled (service worker)',
      },
    ],
    transformPage(html) {
      return flags.acceleration === 'on' ? html.replace(/<script\b/i, `${ENABLED}$&`) : html;
    },
    async handle(request) {
      const url = new URL(request.url);
      if (url.pathname === WORKER_PATH) {
        const file = join(bundleDir, 'islet-sw.js');
        const body = await readFile(file).catch(() => null);
        if (!body)
          return new Response(`${file} is not built; run pnpm run build.\n`, { status: 404 });
        return new Response(body, {
          headers: {
            'content-type': 'text/javascript; charset=utf-8',
            'service-worker-allowed': '/',
          },
        });
      }
      if (url.pathname === '/wp-json/islet-demo/ping') {
        count(url);
        return Response.json({ ok: true });
      }
      if (!url.pathname.startsWith(PREFIX)) return undefined;
      const name = url.pathname.slice(PREFIX.length);
      if (name === 'hits') return Response.json(Object.fromEntries(hits));
      count(url);
      if (name === 'menu.pdf')
        return new Response('%PDF-1.4\n%%EOF\n', {
          headers: { 'content-type': 'application/pdf' },
        });
      if (name === 'pixel.gif')
        return new Response(Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'), {
          headers: { 'content-type': 'image/gif' },
        });
      if (name === 'page' || name === 'other')
        return new Response(page(url, isletSrc), {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        });
      return undefined;
    },
  };
}

/**
 * Configurations that go wrong, by name (`?variant=`), for the bad-input tests.
 *
 * @type {Record<string, string>}
 */
const VARIANTS = {
  'missing-worker': `<script>var speedKit = { disabled: false, sw: '/no-such-worker' };</script>`,
  malformed: `<script>var speedKit = { disabled: 'no' };</script>`,
  'stray-key': `<script>var speedKit = { disabled: true, blacklist: [{ 'pathname ': 'regexp:/[?&](_=1\\d{12})/' }, { contentType: ['video'] }] };</script>`,
};

/**
 * @param {URL} url
 * @param {string} isletSrc
 */
function page(url, isletSrc) {
  const variant = VARIANTS[url.searchParams.get('variant') ?? ''];
  const enabled = variant ?? (url.searchParams.has('enabled') ? ENABLED : '');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Acceleration: ${enabled ? 'enabled' : 'the site as configured (disabled)'}</title>
${enabled}
<script type="module" src="${isletSrc}"></script>
</head>
<body>
<main>
<h1>Page acceleration</h1>
<p>Served at ${new Date().toISOString()}. With <code>?enabled</code> the page prints an enabled
configuration; otherwise the site's own, where the service is off.</p>
<p><a href="${PREFIX}menu.pdf">A PDF</a> · <img src="${PREFIX}pixel.gif?v=1" alt="a GIF with a query string"></p>
</main>
</body>
</html>`;
}
