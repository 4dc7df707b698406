// @ts-check
// One local server for every origin of the page under test, over HTTP/2 (HTTP/1.1 only for
// clients without it) with brotli or gzip as the browser asks, as a real host serves these sites:
// many small chunks are not held back by HTTP/1.1's six connections per host. Plain `http:`
// requests are answered on the same port, over HTTP/1.1, as a host without TLS answers them.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer as createPlainServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { createServer as createFrontServer } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentTypeFor } from '@islet/page-html/content-type';

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml)|image\/svg)/;

/**
 * A self-signed certificate for the run (the browser is told to accept it), made once with the
 * system's OpenSSL.
 *
 * @param {string} dir
 */
export function selfSignedCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    execFileSync(
      '/usr/bin/openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '30',
        '-subj',
        '/CN=islet-bench',
      ],
      { stdio: 'ignore' },
    );
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * The encoding to answer with, from `Accept-Encoding`: brotli first, then gzip, as CDNs and
 * WordPress hosts negotiate.
 *
 * @param {string | undefined} accept
 * @returns {'br' | 'gzip' | null}
 */
export function negotiateEncoding(accept) {
  const offered = (accept ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(?:\.0*)?\s*$/.test(q))
    .map(([name]) => (name ?? '').toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

/**
 * @typedef {{ status: number, type: string, body: Buffer, key?: string,
 *   headers?: Record<string, string> }} Reply `type`: empty for no `Content-Type`; `key`: the same
 *   body is answered again under it, so its compression is kept; `headers`: more to send with it
 *   (a site's CORS headers)
 * @typedef {{ search: string, secure: boolean, authority: string,
 *   headers: Readonly<Record<string, string | string[] | undefined>> }} RequestFacts the query (`?…`
 *   or empty), whether the request came over TLS, the host with its port as the browser sent it,
 *   and the request's headers
 * @typedef {(host: string, pathname: string, request: RequestFacts)
 *   => Promise<Reply | string | null>} Resolver a file to send, a reply made in memory, or `null`
 *   for a 404
 */

/**
 * Starts the server. Every request goes to `resolve`; `closeConnections()` drops every open
 * connection, so each Lighthouse run starts with none warm, as a first visit does.
 *
 * @param {{ key: Buffer, cert: Buffer }} tls
 * @param {Resolver} resolve
 */
export async function startOriginServer(tls, resolve) {
  /** @type {Map<string, Buffer>} file or reply key + encoding → compressed body */
  const compressed = new Map();
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  /**
   * @param {import('node:http').IncomingMessage | import('node:http2').Http2ServerRequest} request
   * @param {import('node:http').ServerResponse | import('node:http2').Http2ServerResponse} response
   */
  const handle = (request, response) => {
    const authority = request.headers[':authority'] ?? request.headers.host ?? '';
    const host = String(authority).replace(/:\d+$/, '').toLowerCase();
    const target = request.url ?? '/';
    const pathname = target.replace(/[?#].*$/, '');
    const search = /\?[^#]*/.exec(target)?.[0] ?? '';
    const secure = 'encrypted' in request.socket && !!request.socket.encrypted;
    const facts = {
      search,
      secure,
      authority: String(authority).toLowerCase(),
      headers: request.headers,
    };
    answer(host, pathname, facts, request.headers['accept-encoding']).then(
      ({ status, headers, body }) => {
        response.writeHead(status, headers);
        if (request.method === 'HEAD') response.end();
        else response.end(body);
      },
      (error) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      },
    );
  };
  const secureServer = createSecureServer({ ...tls, allowHTTP1: true }, handle);
  const plainServer = createPlainServer(handle);
  // One port for both: a connection that opens with a TLS handshake record (0x16) goes to the
  // secure server, any other to the plain one, as the browser's host rules send both there.
  const server = createFrontServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === 0x16 ? secureServer : plainServer).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
  });

  /**
   * @param {string} host @param {string} pathname
   * @param {RequestFacts} request
   * @param {string | string[] | undefined} accept
   * @returns {Promise<{ status: number, headers: Record<string, string>, body: Buffer }>}
   */
  async function answer(host, pathname, request, accept) {
    const found = await resolve(host, pathname, request);
    if (found === null)
      return { status: 404, headers: { 'content-type': 'text/plain' }, body: Buffer.alloc(0) };
    const reply =
      typeof found === 'string'
        ? { status: 200, type: contentTypeFor(found), body: await readFile(found), key: found }
        : found;
    /** @type {Record<string, string>} */
    const headers = {
      // An empty type sends none, as a bare 204 has none (a typed one may start a download).
      ...(reply.type ? { 'content-type': reply.type } : {}),
      'cache-control': typeof found === 'string' ? 'public, max-age=31536000' : 'no-cache',
      vary: 'accept-encoding',
      ...(typeof found === 'string' ? {} : found.headers),
    };
    const encoding =
      reply.body.length && COMPRESSIBLE.test(reply.type)
        ? negotiateEncoding(Array.isArray(accept) ? accept.join(',') : accept)
        : null;
    if (!encoding) return { status: reply.status, headers, body: reply.body };
    const body = compress(reply.body, encoding, reply.key);
    return { status: reply.status, headers: { ...headers, 'content-encoding': encoding }, body };
  }

  /**
   * Brotli at its highest quality, as hosts that precompress serve it; kept per key, so the
   * time it takes is not in any measured answer once warmed.
   *
   * @param {Buffer} raw @param {'br' | 'gzip'} encoding @param {string} [key]
   */
  function compress(raw, encoding, key) {
    const known = key === undefined ? undefined : compressed.get(`${encoding} ${key}`);
    if (known) return known;
    const body =
      encoding === 'br'
        ? brotliCompressSync(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : gzipSync(raw, { level: 9 });
    if (key !== undefined) compressed.set(`${encoding} ${key}`, body);
    return body;
  }

  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done(undefined));
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    port: address.port,
    /**
     * Compresses ahead of the measured runs what they will ask for.
     *
     * @param {(Reply | string)[]} replies files or keyed replies
     */
    async warm(replies) {
      for (const each of replies) {
        const reply =
          typeof each === 'string'
            ? { type: contentTypeFor(each), body: await readFile(each), key: each }
            : each;
        if (COMPRESSIBLE.test(reply.type)) compress(reply.body, 'br', reply.key);
      }
    },
    closeConnections() {
      for (const socket of sockets) socket.destroy();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((done) => server.close(() => done(undefined)));
    },
  };
}
