import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplay } from './lighthouse-site.ts';

const PAGE = `<html><head><link rel="stylesheet" href="/site.css"></head><body>
<script src="/wp-content/plugins/elementor/assets/js/frontend.min.js" id="elementor-frontend-js"></script>
</body></html>`;

describe('the replay of a site for islet audit --lighthouse', () => {
  let site: Server;
  let origin = '';
  let bundleDir = '';
  const hits: string[] = [];
  const asked = new Map<string, IncomingHttpHeaders>();
  beforeAll(async () => {
    site = createServer((incoming, response) => {
      hits.push(incoming.url ?? '');
      asked.set(incoming.url ?? '', incoming.headers);
      if (incoming.url === '/font.woff2') {
        response.writeHead(200, {
          'content-type': 'font/woff2',
          'access-control-allow-origin': '*',
          'set-cookie': 'a=1',
        });
        response.end('wOF2');
      } else if (incoming.url === '/site.css') {
        response.writeHead(200, { 'content-type': 'text/css' });
        response.end('p { color: red }');
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('no');
      }
    });
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    const address = site.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    bundleDir = await mkdtemp(join(tmpdir(), 'islet-replay-bundle-'));
    await mkdir(join(bundleDir, 'chunks'));
    await writeFile(join(bundleDir, 'islet.js'), 'import "./chunks/a.js";');
  });
  afterAll(async () => {
    await new Promise<void>((done) => site.close(() => done()));
    await rm(bundleDir, { recursive: true, force: true });
  });

  /** What the browser under Lighthouse asks with, besides the host. */
  const BROWSER = {
    'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile',
    'accept-language': 'en-US',
  };
  /** A request to the replay as the browser sends it there: the site's host in `Host`. */
  const get = (port: number, path: string) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
      (done, fail) => {
        const headers = { ...BROWSER, host: new URL(origin).host };
        request({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            done({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        })
          .on('error', fail)
          .end();
      },
    );

  it('answers the page as shown, the bundle where the plugin serves it, the rest once from the site', async () => {
    const replay = await startReplay(
      { html: PAGE, url: new URL(`${origin}/shop/?p=1`) },
      bundleDir,
      '/* head */',
      'Mozilla/5.0 (phone)',
    );
    try {
      expect((await get(replay.port, '/shop/?p=1')).body).toBe(PAGE);
      replay.show('islet');
      const islet = (await get(replay.port, '/shop/?p=1')).body;
      expect(islet).not.toContain('frontend.min.js');
      expect(islet).toContain('/wp-content/plugins/islet/bundle/islet.js');
      const entry = await get(replay.port, '/wp-content/plugins/islet/bundle/islet.js');
      expect([entry.status, entry.body]).toEqual([200, 'import "./chunks/a.js";']);
      expect((await get(replay.port, '/wp-content/plugins/islet/bundle/../x')).status).toBe(404);
      for (let i = 0; i < 2; i++) {
        const font = await get(replay.port, '/font.woff2');
        expect([font.status, font.headers['access-control-allow-origin']]).toEqual([200, '*']);
        expect(font.headers['set-cookie']).toBeUndefined();
      }
      expect((await get(replay.port, '/gone.js')).status).toBe(404);
      expect((await get(replay.port, '/gone.js')).status).toBe(404);
    } finally {
      await replay.close();
    }
    // The builder's script read once for the plugin's choice (a 404 here), then each file once.
    expect(hits.sort()).toEqual([
      '/font.woff2',
      '/gone.js',
      '/wp-content/plugins/elementor/assets/js/frontend.min.js',
    ]);
    // Asked for as the browser asked (a server may choose by them), the script read ahead as the
    // browser will ask.
    expect(asked.get('/font.woff2')).toMatchObject(BROWSER);
    expect(
      asked.get('/wp-content/plugins/elementor/assets/js/frontend.min.js')?.['user-agent'],
    ).toBe('Mozilla/5.0 (phone)');
  });
});
