import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  inlineHandlerHashes,
  nonceInlineScripts,
  TRUSTED_TYPES_POLICY,
  withContentSecurityPolicy,
} from './content-security-policy.mjs';
import { startDemoServer } from './server.mjs';

describe('the demo Content-Security-Policy', () => {
  it('puts the nonce on inline scripts only, whatever their attributes', () => {
    const html =
      '<script>var a = "<script>";</script><script src="/x.js"></script>' +
      '<SCRIPT type="text/javascript" id=c>b()</SCRIPT><script nonce="kept">c()</script><p>script</p>';
    expect(nonceInlineScripts(html, 'N')).toBe(
      '<script nonce="N">var a = "<script>";</script><script src="/x.js"></script>' +
        '<SCRIPT nonce="N" type="text/javascript" id=c>b()</SCRIPT><script nonce="kept">c()</script><p>script</p>',
    );
  });

  it("allows the page's own inline handlers by the hash of their decoded text, and only when it has some", () => {
    const hash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    const html =
      `<link rel=preload onload="this.media=&#039;all&#039;;this.onload=null;">` +
      `<a ONCLICK='go(&quot;a&quot;, 1 &lt; 2)'>a</a><a onclick="go(&#x22;a&#x22;, 1 < 2)">b</a>` +
      '<p title="onclick=x()">p</p>';
    expect(inlineHandlerHashes(html)).toEqual([
      hash("this.media='all';this.onload=null;"),
      hash('go("a", 1 < 2)'),
    ]);
    const { header } = withContentSecurityPolicy('script-self', html);
    expect(header).toContain(
      `'unsafe-hashes' '${hash("this.media='all';this.onload=null;")}' '${hash('go("a", 1 < 2)')}'`,
    );
    expect(withContentSecurityPolicy('script-self', '<p>x</p>').header).not.toContain(
      'unsafe-hashes',
    );
  });

  it('gives each response its own nonce, the one the header names', () => {
    const first = withContentSecurityPolicy('script-self', '<script>x()</script>');
    const second = withContentSecurityPolicy('script-self', '<script>x()</script>');
    const nonce = /'nonce-([^']+)'/.exec(first.header)?.[1];
    expect(first.html).toBe(`<script nonce="${nonce}">x()</script>`);
    expect(second.header).not.toBe(first.header);
    expect(first.header.endsWith(TRUSTED_TYPES_POLICY)).toBe(true);
    expect(withContentSecurityPolicy('trusted-types', '<script>x()</script>')).toEqual({
      header: TRUSTED_TYPES_POLICY,
      html: '<script>x()</script>',
    });
  });

  it('is sent with pages and scripts by the server when asked, and not otherwise', async () => {
    const strict = await startDemoServer({ csp: 'trusted-types' });
    const plain = await startDemoServer();
    try {
      const page = await fetch(`${strict.url}/pages/widgets/accordion`);
      expect(page.headers.get('content-security-policy')).toBe(TRUSTED_TYPES_POLICY);
      const worker = await fetch(`${strict.url}/sw.js`);
      expect(worker.headers.get('content-security-policy')).toBe(TRUSTED_TYPES_POLICY);
      const index = await fetch(`${strict.url}/`);
      expect(index.headers.get('content-security-policy')).toBe(TRUSTED_TYPES_POLICY);
      expect(
        (await fetch(`${plain.url}/pages/widgets/accordion`)).headers.get(
          'content-security-policy',
        ),
      ).toBeNull();
    } finally {
      await strict.close();
      await plain.close();
    }
  });
});
