import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from './server.mjs';

type DemoServer = Awaited<ReturnType<typeof startDemoServer>>;

const recordedDir = fileURLToPath(new URL('../../fixtures/recorded/', import.meta.url));
const recordedFiles = readdirSync(recordedDir)
  .filter((name) => name.endsWith('.html'))
  .sort();

// A bundle and a public folder of our own, so the tests do not depend on a build having run.
const scratch = mkdtempSync(join(tmpdir(), 'islet-demo-'));
const bundleDir = join(scratch, 'dist');
const publicDir = join(scratch, 'public');
const secret = join(scratch, 'secret.txt');
mkdirSync(join(bundleDir, 'chunks'), { recursive: true });
mkdirSync(publicDir);
writeFileSync(join(bundleDir, 'islet.js'), 'export const islet = 1;\n');
writeFileSync(join(bundleDir, 'chunks', 'popup-abc123.js'), 'export default 2;\n');
writeFileSync(join(bundleDir, 'islet.js.map'), '{"version":3}');
const HEAD_CODE = '(()=>{document.documentElement.dataset.head="1"})();';
writeFileSync(join(bundleDir, 'islet-head.js'), `${HEAD_CODE}\n`);
writeFileSync(join(publicDir, 'demo-behaviours.js'), 'console.info("demo");\n');
writeFileSync(secret, 'TOP-SECRET-CONTENT\n');
symlinkSync(secret, join(publicDir, 'link-out.txt'));

/**
 * A request sent exactly as written: fetch() would normalise `..` segments before sending, which
 * is not what an attacker's client does.
 */
function rawGet(server: DemoServer, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET', agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('demo server', () => {
  let server: DemoServer;
  const url = (path: string) => new URL(path, server.url).href;

  beforeAll(async () => {
    server = await startDemoServer({ port: 0, bundleDir, publicDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 on a free port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).not.toMatch(/:0$/);
  });

  it('lists every recorded page and some generated ones on /', async () => {
    const response = await fetch(url('/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    for (const file of recordedFiles) {
      expect(html).toContain(`href="/recorded/${encodeURIComponent(file)}"`);
      expect(html).toContain(`href="/recorded/${encodeURIComponent(file)}?islet-debug"`);
    }
    expect(html).toContain('https://github.com/benrich/little-bell-hotel-static');
    expect(html).toContain('href="/generated/?count=1000&amp;broken=0.05&amp;layout=containers"');
    expect(html).toContain('&amp;islet-debug"');
    expect(html).not.toContain('bundle is not built');
  });

  it('lists a feature page of every backend on /, and every one it lists answers', async () => {
    const html = await (await fetch(url('/'))).text();
    const section = html.slice(html.indexOf('<h2>Feature pages</h2>'));
    const links = [...section.matchAll(/<li><a href="([^"]+)">[^<]+<\/a> <small>\(([^)]+)\)/g)];
    const backends = new Set(links.map((link) => link[2]));
    for (const backend of [
      'carousel',
      'elements',
      'interactive',
      'loop',
      'motion',
      'popup',
      'shop',
      'theme-nav',
      'widgets',
    ])
      expect(backends, backend).toContain(backend);
    for (const [, href] of links) {
      const response = await fetch(url(href!.replace(/&amp;/g, '&')));
      expect(response.status, href).toBe(200);
      expect(response.headers.get('content-type'), href).toMatch(/^text\/html/);
      await response.arrayBuffer();
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await fetch(url('/'));
    const head = await fetch(url('/'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(await get.text())));
    expect(await head.text()).toBe('');
  });

  it('refuses other methods', async () => {
    const response = await fetch(url('/'), { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('serves a recorded page with its scripts replaced by the bundle', async () => {
    const file = 'benrich__little-bell-hotel-static__blog_index.html';
    const response = await fetch(url(`/recorded/${encodeURIComponent(file)}?islet-debug`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(Number(response.headers.get('x-islet-removed-scripts'))).toBeGreaterThan(0);
    const html = await response.text();
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(html));
    expect(html).toContain(
      '<script type="module" src="/islet/islet.js" fetchpriority="low"></script></body>',
    );
    expect(html).toContain('var elementorFrontendConfig =');
    expect(html).not.toContain('jquery.min.js');
    expect(html).toContain('/__offsite/littlebellhotel.co.uk/');
  });

  it("prints the head script's code from the bundle inline on a page with a stretched section, or the file with ?head=file", async () => {
    const file = 'Paiddude__infinite-outsource__index.html';
    const page = async (query: string) =>
      (await fetch(url(`/recorded/${encodeURIComponent(file)}${query}`))).text();
    const inline = await page('');
    const preload = '<link rel="modulepreload" href="/islet/islet.js" fetchpriority="low">';
    expect(inline).toContain(
      `<script id="islet-head-js">\n${HEAD_CODE}\n</script>\n${preload}</head>`,
    );
    expect(inline).not.toContain('islet-head.js');
    const asFile = await page('?head=file');
    expect(asFile).toContain(`<script src="/islet/islet-head.js"></script>${preload}</head>`);
    expect(asFile).not.toContain(HEAD_CODE);
  });

  describe('recorded pages with their recorded files', () => {
    const file = 'benrich__little-bell-hotel-static__blog_index.html';
    const site = '/recorded-assets/benrich__little-bell-hotel-static/';
    const page = async (query: string) => {
      const response = await fetch(url(`/recorded/${encodeURIComponent(file)}${query}`));
      expect(response.status).toBe(200);
      return response.text();
    };
    const scriptSources = (html: string) =>
      [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '');

    it('serves the style sheets (islet, the default), with their url()s pointed back here', async () => {
      const html = await page('');
      const sheet = `${site}wp-content/plugins/elementor/assets/css/frontend.min.css`;
      expect(html).toContain(`href="${sheet}"`);
      const css = await fetch(url(sheet));
      expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect((await css.text()).length).toBeGreaterThan(10_000);
      // No stretched section on this page: no head script.
      expect(scriptSources(html)).toEqual(['/islet/islet.js']);
      expect(await page('?runtime=islet')).toBe(html);
    });

    it("keeps the page's own scripts with ?runtime=original, each served from its files", async () => {
      const html = await page('?runtime=original');
      const sources = scriptSources(html);
      expect(sources.some((src) => src.includes('jquery'))).toBe(true);
      expect(sources).not.toContain('/islet/islet.js');
      for (const src of sources.filter((source) => source.startsWith(site))) {
        const script = await fetch(url(src));
        expect(script.headers.get('content-type'), src).toBe('text/javascript; charset=utf-8');
        expect((await script.arrayBuffer()).byteLength, src).toBeGreaterThan(0);
      }
      // The builder loads its chunks from `urls.assets`: the recorded folder, not the live host.
      expect(html).toContain(
        `"assets":"${site.replaceAll('/', '\\/')}wp-content\\/plugins\\/elementor\\/assets\\/"`,
      );
      expect(html).not.toContain('littlebellhotel.co.uk\\/wp-content');
    });

    it("keeps only the builder's and WordPress's scripts (and inline ones) with ?runtime=builder", async () => {
      const all = scriptSources(await page('?runtime=original'));
      const builder = scriptSources(await page('?runtime=builder'));
      expect(all.some((src) => src.includes('email-decode'))).toBe(true);
      expect(builder.some((src) => src.includes('email-decode'))).toBe(false);
      expect(builder.length).toBeGreaterThan(3);
      expect(
        builder.every((src) => /\/plugins\/elementor(-pro)?\/|\/wp-includes\//.test(src)),
      ).toBe(true);
      expect(builder).toEqual(all.filter((src) => builder.includes(src)));
    });

    it('leaves what the WordPress plugin leaves with ?runtime=islet-jquery: the theme and jQuery it needs, then Islet', async () => {
      const all = scriptSources(await page('?runtime=original'));
      const plugin = scriptSources(await page('?runtime=islet-jquery'));
      // The theme's script is read from its recorded file: it needs jQuery, so jQuery and
      // Migrate stay; not jQuery UI's core, which only the builder's front end used.
      const kept = (src: string) =>
        /wp-includes\/js\/jquery\/jquery|themes/.test(src) && !/\/ui\//.test(src);
      expect(plugin.filter(kept)).toEqual(all.filter(kept));
      expect(plugin.filter(kept)).toHaveLength(3);
      expect(plugin.some((src) => /\/jquery\/ui\/core/.test(src))).toBe(false);
      expect(all.some((src) => /\/jquery\/ui\/core/.test(src))).toBe(true);
      expect(plugin.some((src) => /plugins\/elementor(-pro)?\//.test(src))).toBe(false);
      expect(plugin.at(-1)).toBe('/islet/islet.js');
    });

    it('removes the scripts and adds nothing with ?runtime=none', async () => {
      const html = await page('?runtime=none');
      expect(scriptSources(html)).toEqual([]);
      expect(html).toContain('var elementorFrontendConfig =');
      expect(html).toContain(`${site}wp-content/plugins/elementor/assets/css/frontend.min.css`);
    });

    it('shows the compare view: the original and Islet side by side, at 1366 or 390 px', async () => {
      const response = await fetch(url(`/compare/${encodeURIComponent(file)}`));
      expect(response.status).toBe(200);
      const html = await response.text();
      const frames = [...html.matchAll(/<iframe[^>]*src="([^"]+)"[^>]*width="(\d+)"/g)];
      expect(frames.map((frame) => [frame[1], frame[2]])).toEqual([
        [`/recorded/${encodeURIComponent(file)}?runtime=original`, '1366'],
        [`/recorded/${encodeURIComponent(file)}?runtime=islet`, '1366'],
      ]);
      expect(html).toContain('<script src="/demo/compare-view.js"></script>');
      const phone = await (
        await fetch(url(`/compare/${encodeURIComponent(file)}?width=390`))
      ).text();
      expect(phone).toContain('width="390"');
      expect((await fetch(url(`/compare/${encodeURIComponent(file)}?width=800`))).status).toBe(400);
      expect((await fetch(url('/compare/nope.html'))).status).toBe(404);
      expect((await fetch(url('/compare/..%2f..%2fpackage.json'))).status).toBe(400);
      expect(await (await fetch(url('/'))).text()).toContain(
        `href="/compare/${encodeURIComponent(file)}"`,
      );
    });

    it('refuses an unknown runtime', async () => {
      const response = await fetch(url(`/recorded/${encodeURIComponent(file)}?runtime=jquery`));
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/islet, islet-jquery, original, builder, none/);
    });

    it('serves a file the page does not name by path, query ignored, and misses empty', async () => {
      const chunk = `${site}wp-content/plugins/elementor/assets/js/toggle.a6177e2e3c2bc8864bef.bundle.min.js?ver=3`;
      expect((await (await fetch(url(chunk))).text()).length).toBeGreaterThan(100);
      const missing = await fetch(url(`${site}wp-content/uploads/none.jpg`));
      expect(missing.headers.get('content-type')).toBe('image/gif');
      const unknown = await fetch(url('/recorded-assets/nobody/wp-content/x.css'));
      expect(unknown.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(await unknown.text()).toBe('');
    });

    it('answers a site-relative URL from the files of the page that asks, by its referrer', async () => {
      const path =
        '/wp-content/plugins/elementor/assets/js/toggle.a6177e2e3c2bc8864bef.bundle.min.js';
      const referer = url(`/recorded/${encodeURIComponent(file)}?runtime=original`);
      const asked = await fetch(url(path), { headers: { referer } });
      expect((await asked.text()).length).toBeGreaterThan(100);
      expect(await (await fetch(url(path))).text()).toBe('');
    });
  });

  it('returns 404 for a recorded page that does not exist', async () => {
    for (const path of [
      '/recorded/nope.html',
      '/recorded/README.md',
      '/recorded/',
      '/recorded/.hidden.html',
    ]) {
      const response = await fetch(url(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    }
  });

  it('serves a generated page with the bundle and the demo behaviours', async () => {
    const response = await fetch(
      url('/generated/?count=120&broken=0.05&layout=containers&seed=3&islet-debug'),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/data-element_type="widget"/g)).toHaveLength(120);
    expect(html.match(/data-element_type="container"/g)).toHaveLength(12);
    expect(html).toMatch(
      /<script type="module" src="\/islet\/islet.js"><\/script>\n<script type="module" src="\/demo\/demo-behaviours.js"><\/script>\n<\/body>/,
    );
    expect(await (await fetch(url('/generated?count=5'))).text()).toMatch(
      /Islet generated page: 5 elements/,
    );
  });

  it('caps generated pages at 20000 elements', async () => {
    const response = await fetch(url('/generated/?count=50000'));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/data-element_type="widget"/g)).toHaveLength(20000);
    expect(html).toContain('capped at 20000');
  });

  it.each([
    ['count=abc', /count/],
    ['count=-5', /count/],
    ['broken=2', /broken/],
    ['broken=lots', /broken/],
    ['layout=grid', /layout/],
    ['seed=x', /seed/],
  ])('refuses a bad query (%s) with 400', async (query, message) => {
    const response = await fetch(url(`/generated/?${query}`));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toMatch(message);
  });

  it.each([
    ['/__offsite/x.com/a.css', 200, 'text/css; charset=utf-8', 0],
    [
      '/__offsite/x.com/wp-content/themes/t/app.min.js?ver=1',
      200,
      'text/javascript; charset=utf-8',
      0,
    ],
    ['/__offsite/fonts.gstatic.com/s/roboto.woff2', 200, 'font/woff2', 0],
    ['/__offsite/x.com/uploads/photo.JPG', 200, 'image/gif', 42],
    ['/__offsite/x.com/logo.svg', 200, 'image/svg+xml', null],
    ['/__offsite/x.com/wp-json/', 204, null, 0],
    ['/__offsite/fonts.googleapis.com/css?family=Roboto', 204, null, 0],
  ])('answers %s at once', async (path, status, type, length) => {
    const response = await fetch(url(path));
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = Buffer.from(await response.arrayBuffer());
    if (length !== null) expect(body.length).toBe(length);
    if (status === 200) expect(response.headers.get('content-length')).toBe(String(body.length));
  });

  it.each([
    ['style', 'text/css; charset=utf-8'],
    ['script', 'text/javascript; charset=utf-8'],
    ['image', 'image/gif'],
    ['font', 'font/woff2'],
    ['iframe', 'text/html; charset=utf-8'],
  ])('answers an extension-less offsite URL by its destination (%s)', async (destination, type) => {
    const response = await fetch(url('/__offsite/fonts.googleapis.com/css?family=Roboto'), {
      headers: { 'sec-fetch-dest': destination },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
  });

  it('lets the extension win over the destination', async () => {
    const response = await fetch(url('/__offsite/x.com/a.css'), {
      headers: { 'sec-fetch-dest': 'image' },
    });
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('serves the bundle and its chunks', async () => {
    const main = await fetch(url('/islet/islet.js'));
    expect(main.status).toBe(200);
    expect(main.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await main.text()).toBe('export const islet = 1;\n');
    const chunk = await fetch(url('/islet/chunks/popup-abc123.js'));
    expect(chunk.status).toBe(200);
    const map = await fetch(url('/islet/islet.js.map'));
    expect(map.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((await fetch(url('/islet/chunks/missing.js'))).status).toBe(404);
    expect((await fetch(url('/islet/chunks/'))).status).toBe(404);
  });

  it('serves examples/demo/public at /demo/', async () => {
    const response = await fetch(url('/demo/demo-behaviours.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('returns 404 for unknown paths', async () => {
    const response = await fetch(url('/no/such/page'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toMatch(/Not found/);
  });

  it("answers the recorded sites' own files at once, typed and empty", async () => {
    const style = await fetch(url('/wp-content/themes/x/style.css?ver=2'));
    expect(style.status).toBe(200);
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await style.text()).toBe('');
    const image = await fetch(url('/wp-content/uploads/2024/01/a.jpg'));
    expect(image.headers.get('content-type')).toBe('image/gif');
    expect((await fetch(url('/wp-includes/js/x.min.js'))).status).toBe(200);
    expect((await fetch(url('/assets/css/fallback.css?v=9'))).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    );
    expect((await fetch(url('/public/logo.png'))).status).toBe(200);
  });

  it.each([
    '/islet/../../package.json',
    '/islet/..%2f..%2f..%2fpackage.json',
    '/islet/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/islet/..%5c..%5csecret.txt',
    '/islet/%2fetc%2fpasswd',
    '/recorded/..%2f..%2fpackage.json',
    '/recorded/%2e%2e/%2e%2e/package.json',
    '/recorded/..%2f..%2fexamples%2fdemo%2fserver.mjs',
    '/recorded-assets/benrich__little-bell-hotel-static/..%2f..%2f..%2fREADME.md',
    '/recorded-assets/..%2f..%2fpackage.json',
    '/demo/../secret.txt',
    '/demo/..%2fsecret.txt',
    '/demo/link-out.txt',
    '/demo/%00.js',
    '/demo/%E0%A4%A',
  ])('does not serve files outside its roots: %s', async (path) => {
    const { status, body } = await rawGet(server, path);
    expect([400, 404]).toContain(status);
    expect(body).not.toMatch(/"name": "islet"|TOP-SECRET-CONTENT|root:x:|startDemoServer/);
  });

  it('says how to build the bundle when it is missing', async () => {
    const bare = await startDemoServer({ bundleDir: join(scratch, 'not-built') });
    try {
      const response = await fetch(new URL('/islet/islet.js', bare.url));
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toMatch(/Run pnpm run build first/);
      expect(await (await fetch(new URL('/', bare.url))).text()).toContain('bundle is not built');
    } finally {
      await bare.close();
    }
  });

  it('closes, and closing twice is harmless', async () => {
    const other = await startDemoServer();
    await fetch(new URL('/', other.url));
    await other.close();
    await other.close();
    expect(other.server.listening).toBe(false);
    await expect(fetch(new URL('/', other.url))).rejects.toThrow();
  });
});
