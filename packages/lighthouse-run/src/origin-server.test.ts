import { request as plainRequest } from 'node:http';
import { connect } from 'node:http2';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chromeFlags,
  hostResolverRules,
  launcherFlags,
  launchOptions,
  lighthouseFlags,
  negotiateEncoding,
  selfSignedCertificate,
  startOriginServer,
} from './index.mjs';

describe('the browser and Lighthouse', () => {
  it('maps every host to the local server, except localhost', () => {
    expect(hostResolverRules(8443)).toBe('MAP * 127.0.0.1:8443, EXCLUDE localhost');
    expect(chromeFlags(8443, [])).toContain(
      '--host-resolver-rules=MAP * 127.0.0.1:8443, EXCLUDE localhost',
    );
  });

  it('keeps the launcher’s defaults but leaves RenderDocument on, as Chrome ships it', () => {
    const defaults = ['--disable-features=Translate,RenderDocument,MediaRouter', '--mute-audio'];
    expect(launcherFlags(defaults)).toEqual([
      '--disable-features=Translate,MediaRouter',
      '--mute-audio',
    ]);
    expect(chromeFlags(8443, defaults).slice(0, 2)).toEqual(launcherFlags(defaults));
    // A launcher that no longer turns it off is passed on as it is.
    expect(launcherFlags(['--disable-features=Translate'])).toEqual([
      '--disable-features=Translate',
    ]);
  });

  it('launches with those flags and more, and without the launcher’s own list again', () => {
    const defaults = ['--disable-features=RenderDocument', '--mute-audio'];
    expect(launchOptions(8443, defaults, ['--trace-startup'])).toEqual({
      ignoreDefaultFlags: true,
      chromeFlags: [...chromeFlags(8443, defaults), '--trace-startup'],
    });
  });

  it('adds V8’s sampling profiler to the trace only for --profile', () => {
    expect(lighthouseFlags(9222)).not.toHaveProperty('additionalTraceCategories');
    expect(lighthouseFlags(9222, true)).toMatchObject({
      port: 9222,
      onlyCategories: ['performance'],
      additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
    });
  });

  it('adds the trace categories asked for, with or without the profiler', () => {
    expect(lighthouseFlags(9222, false, 'viz')).toMatchObject({ additionalTraceCategories: 'viz' });
    expect(lighthouseFlags(9222, true, 'viz,cc')).toMatchObject({
      additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler,viz,cc',
    });
  });

  it('negotiates brotli first, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('the origin server', () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof startOriginServer>>;
  const asked: {
    host: string;
    pathname: string;
    search: string;
    secure: boolean;
    authority: string;
    headers: Readonly<Record<string, unknown>>;
  }[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'islet-origin-'));
    server = await startOriginServer(selfSignedCertificate(dir), async (host, pathname, how) => {
      asked.push({ host, pathname, ...how });
      if (pathname === '/missing') return null;
      if (pathname === '/empty') return { status: 204, type: '', body: Buffer.alloc(0) };
      return { status: 200, type: 'text/html', body: Buffer.from(`<p>${host}${pathname}</p>`) };
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers TLS over HTTP/2, compressed as asked, with the query passed on', async () => {
    const session = connect(`https://127.0.0.1:${server.port}`, { rejectUnauthorized: false });
    try {
      const stream = session.request({
        ':path': '/a/page?x=1',
        ':authority': 'site.example',
        'accept-encoding': 'br',
        'user-agent': 'Mozilla/5.0 (test)',
      });
      const chunks: Buffer[] = [];
      const headers = await new Promise<Record<string, unknown>>((done) =>
        stream.on('response', done),
      );
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(Buffer.concat(chunks)).toString()).toBe(
        '<p>site.example/a/page</p>',
      );
    } finally {
      session.close();
    }
    expect(asked.at(-1)).toEqual({
      host: 'site.example',
      pathname: '/a/page',
      search: '?x=1',
      secure: true,
      authority: 'site.example',
      // The request's own headers, for a resolver that passes them on to a real site.
      headers: expect.objectContaining({ 'user-agent': 'Mozilla/5.0 (test)' }),
    });
  });

  it('answers plain HTTP on the same port, and 404 where the resolver has nothing', async () => {
    const get = (path: string) =>
      new Promise<{ status: number; body: string }>((done, fail) => {
        const request = plainRequest(
          { host: '127.0.0.1', port: server.port, path, headers: { host: 'plain.example:8080' } },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => done({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', fail);
        request.end();
      });
    expect(await get('/b')).toEqual({ status: 200, body: '<p>plain.example/b</p>' });
    expect(asked.at(-1)).toEqual({
      host: 'plain.example',
      pathname: '/b',
      search: '',
      secure: false,
      authority: 'plain.example:8080',
      headers: expect.objectContaining({ host: 'plain.example:8080' }),
    });
    expect((await get('/missing')).status).toBe(404);
  });

  it('answers an empty reply with no type and no encoding', async () => {
    const session = connect(`https://127.0.0.1:${server.port}`, { rejectUnauthorized: false });
    try {
      const stream = session.request({ ':path': '/empty', 'accept-encoding': 'br, gzip' });
      const headers = await new Promise<Record<string, unknown>>((done) =>
        stream.on('response', done),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(headers[':status']).toBe(204);
      expect(headers).not.toHaveProperty('content-type');
      expect(headers).not.toHaveProperty('content-encoding');
      expect(Buffer.concat(chunks)).toHaveLength(0);
    } finally {
      session.close();
    }
  });
});
