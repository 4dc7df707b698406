import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LighthouseComparison } from '../../../packages/cli/src/lighthouse-audit.ts';
import { main, type Io } from '../../../packages/cli/src/cli.ts';

/**
 * `islet audit --lighthouse` against a site of its own: a page of the builder with jQuery and
 * the builder's frontend, as a WordPress host sends it. Each file's requests are counted, so
 * the test shows the replay fetched each once, whatever the number of runs.
 */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A page</title>
<link rel="stylesheet" href="/wp-content/uploads/site.css"></head><body>
<div class="elementor elementor-7" data-elementor-id="7" data-elementor-type="wp-page">
<div class="elementor-element elementor-element-a1 elementor-widget elementor-widget-heading" data-id="a1" data-element_type="widget" data-widget_type="heading.default">
<h1 class="elementor-heading-title">A page of the builder</h1></div></div>
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.32.4" id="elementor-frontend-js"></script>
</body></html>`;
// Stand-ins big enough to weigh in the page's script bytes once compressed.
const FILES: Record<string, [type: string, body: string]> = {
  '/shop/': ['text/html; charset=utf-8', PAGE],
  '/wp-content/uploads/site.css': ['text/css', 'h1 { font: 700 2rem/1.2 sans-serif; }'],
  '/wp-includes/js/jquery/jquery.min.js': [
    'text/javascript',
    `window.jQuery = window.$ = function () {}; /* ${randomBytes(30_000).toString('base64')} */`,
  ],
  '/wp-content/plugins/elementor/assets/js/frontend.min.js': [
    'text/javascript',
    // Throws as it loads, as a broken add-on would: the audit names it for the page as it is,
    // from which Islet takes the file off.
    `window.elementorFrontend = {}; elementorFrontend.init(); /* ${randomBytes(60_000).toString('base64')} */`,
  ],
};

describe('islet audit --lighthouse', () => {
  let site: Server;
  let origin = '';
  const hits = new Map<string, number>();
  const agents = new Map<string, string | undefined>();
  beforeAll(async () => {
    site = createServer((request, response) => {
      const path = (request.url ?? '/').replace(/\?.*$/, '');
      hits.set(path, (hits.get(path) ?? 0) + 1);
      agents.set(path, request.headers['user-agent']);
      const file = FILES[path];
      response.writeHead(file ? 200 : 404, { 'content-type': file?.[0] ?? 'text/plain' });
      response.end(file?.[1] ?? '');
    });
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    const address = site.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((done) => site.close(() => done())));

  it('scores the page as the site sends it and with Islet as deployed, each file fetched once', async () => {
    const out: string[] = [];
    const progress: string[] = [];
    const io: Io = {
      stdout: { write: (text: string) => out.push(text) },
      stderr: { write: (text: string) => progress.push(text) },
      env: {},
    };
    expect(
      await main(['audit', '--lighthouse', `${origin}/shop/`, '--runs', '1', '--json'], io),
    ).toBe(0);
    const { lighthouse, errors } = JSON.parse(out.join('')) as {
      lighthouse: LighthouseComparison[];
      errors: unknown[];
    };
    expect(errors).toEqual([]);
    const [result] = lighthouse;
    if (!result) throw new Error('no comparison');
    // The page named, then a warm-up of each and the counted runs.
    expect(progress).toHaveLength(5);
    expect(result.failedRuns).toEqual([]);
    for (const variant of ['original', 'islet'] as const) {
      expect(result.variants[variant].score?.n).toBe(1);
      expect(result.variants[variant].fcp?.median).toBeGreaterThan(0);
      expect(result.loaded[variant].failed).toEqual([]);
    }
    expect(result.loaded.original.errors).toEqual([
      expect.stringMatching(
        /^TypeError: elementorFrontend\.init is not a function \(http:\/\/127\.0\.0\.1:\d+\/wp-content\/plugins\/elementor\/assets\/js\/frontend\.min\.js/,
      ),
    ]);
    expect(result.loaded.islet.errors).toEqual([]);
    const scripts = (variant: 'original' | 'islet') =>
      result.loaded[variant].scripts.map(({ url }) => new URL(url).pathname);
    expect(scripts('original')).toEqual([
      '/wp-includes/js/jquery/jquery.min.js',
      '/wp-content/plugins/elementor/assets/js/frontend.min.js',
    ]);
    // The builder's frontend and jQuery (which no kept script needs) off; Islet's entry in, from
    // where the plugin serves it on the site.
    expect(scripts('islet')).toContain('/wp-content/plugins/islet/bundle/islet.js');
    expect(scripts('islet').filter((path) => !path.includes('/plugins/islet/'))).toEqual([]);
    expect(result.variants.original.scriptBytes!.median).toBeGreaterThan(90_000);
    // Each file once from the site, the browser's favicon request (a 404) too: the runs were
    // answered from the replay.
    expect(Object.fromEntries(hits)).toEqual(
      Object.fromEntries([...Object.keys(FILES), '/favicon.ico'].map((path) => [path, 1])),
    );
    // Asked for as Lighthouse's phone asks: the page and the scripts read ahead with its user
    // agent, the style sheet with the one the browser sent.
    for (const path of Object.keys(FILES)) expect(agents.get(path)).toMatch(/Android.*Mobile/);
  });

  it('refuses what it cannot measure, with the reason, and exits 2', async () => {
    const out: string[] = [];
    const io: Io = {
      stdout: { write: (text: string) => out.push(text) },
      stderr: { write: (text: string) => out.push(text) },
      env: {},
    };
    const run = (...argv: string[]) => main(['audit', '--lighthouse', ...argv], io);
    expect(await run('page.html')).toBe(2);
    expect(out.join('')).toContain(
      'page.html: is not a URL: Lighthouse measures a page as its server sends it',
    );
    out.length = 0;
    expect(await run(`${origin}/missing/`)).toBe(2);
    expect(out.join('')).toContain(`${origin}/missing/: cannot be fetched (HTTP 404)`);
    out.length = 0;
    expect(await run(`${origin}/wp-content/uploads/site.css`)).toBe(2);
    expect(out.join('')).toContain('not an HTML page (text/css)');
    out.length = 0;
    expect(await run(`${origin}/shop/`, '--runs', '0')).toBe(2);
    expect(out.join('')).toContain('--runs takes a whole number from 1 to 20, not "0"');
    out.length = 0;
    expect(await run(`${origin}/shop/`, '--form-factor', 'tablet')).toBe(2);
    expect(out.join('')).toContain('--form-factor is mobile or desktop, not "tablet"');
  });
});
