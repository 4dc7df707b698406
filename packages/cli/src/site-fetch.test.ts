import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openUrl } from './page-inputs.ts';
import { AUDIT_USER_AGENT, fetchFromSite, PAGE_ACCEPT } from './site-fetch.ts';

describe('how the audit asks a site', () => {
  let site: Server;
  let origin = '';
  const asked = new Map<string, IncomingHttpHeaders>();
  beforeAll(async () => {
    // Answers only a browser, as a firewall in front of a site may.
    site = createServer((request, response) => {
      asked.set(request.url ?? '', request.headers);
      if (!request.headers['user-agent']?.startsWith('Mozilla/5.0')) {
        response.writeHead(403, { 'content-type': 'text/plain' }).end('no robots');
        return;
      }
      const page = request.url === '/';
      response.writeHead(200, { 'content-type': page ? 'text/html' : 'text/javascript' });
      response.end(page ? '<!doctype html><title>t</title>' : 'void 0;');
    });
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => site.close(() => done())));

  it('as a browser that names the audit, accepting anything unless told', async () => {
    expect((await fetchFromSite(`${origin}/a.js`)).status).toBe(200);
    expect(asked.get('/a.js')).toMatchObject({ 'user-agent': AUDIT_USER_AGENT, accept: '*/*' });
    expect(AUDIT_USER_AGENT).toMatch(/^Mozilla\/5\.0 .* islet-audit$/);

    await fetchFromSite(`${origin}/b.js`, {
      userAgent: 'Mozilla/5.0 (Linux; Android 11) Mobile',
      accept: 'text/css',
      acceptLanguage: 'fr',
    });
    expect(asked.get('/b.js')).toMatchObject({
      'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile',
      accept: 'text/css',
      'accept-language': 'fr',
    });
  });

  it('opens a page as a browser navigating there, and reads its scripts the same way', async () => {
    const page = await openUrl(`${origin}/`, 'Mozilla/5.0 (phone)');
    expect(page.html).toContain('<title>t</title>');
    expect(asked.get('/')).toMatchObject({
      'user-agent': 'Mozilla/5.0 (phone)',
      accept: PAGE_ACCEPT,
    });
    expect((await openUrl(`${origin}/`)).html).toContain('<title>t</title>');
    expect(asked.get('/')?.['user-agent']).toBe(AUDIT_USER_AGENT);
    expect(String(await page.read(new URL(`${origin}/c.js`), '/c.js'))).toBe('void 0;');
  });
});
