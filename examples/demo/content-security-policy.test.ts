import { describe, expect, it } from 'vitest';
import {
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
