import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXED_SEED, hostileUrl, fuzzSeeds } from '@islet/test-support/hostile-urls';
import { allowedUrl, checkUrl } from './url-policy.ts';

const BASE = 'https://shop.example/page/';
/** Runs per property: bounded, so the whole file stays well under a second. */
const RUNS = 500;

describe('URL policy', () => {
  it.each([
    ['https://cdn.example/a.mp4', 'https://cdn.example/a.mp4'],
    ['http://cdn.example/a.mp4', 'http://cdn.example/a.mp4'],
    ['/wp-content/a.jpg', 'https://shop.example/wp-content/a.jpg'],
    ['a.jpg?x=1#y', 'https://shop.example/page/a.jpg?x=1#y'],
    ['//cdn.example/a.jpg', 'https://cdn.example/a.jpg'],
    ['  HTTPS://cdn.example/a  ', 'https://cdn.example/a'],
  ])('accepts %j as %j', (value, href) => {
    const verdict = checkUrl(value, BASE);
    expect(verdict.ok && verdict.url.href).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    '\u0000java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://shop.example/uuid',
    'file:///etc/passwd',
    'mailto:a@b.example',
    'http://[::1',
    '',
    '   ',
    42,
    null,
    { toString: () => 'https://x.example' },
  ])('refuses %j', (value) => {
    expect(checkUrl(value, BASE).ok).toBe(false);
  });

  it('accepts a scheme only where the sink lists it, never a script scheme', () => {
    expect(checkUrl('mailto:a@b.example', BASE, { schemes: ['mailto:'] }).ok).toBe(true);
    expect(checkUrl('javascript:alert(1)', BASE, { schemes: ['javascript:'] }).ok).toBe(false);
    expect(checkUrl('data:,x', BASE, { schemes: ['data:'] }).ok).toBe(false);
  });

  it('refuses relative URLs on a page that is not served over the web', () => {
    expect(checkUrl('a.jpg', 'about:blank').ok).toBe(false);
    expect(checkUrl('a.jpg', 'file:///site/index.html').ok).toBe(false);
  });

  it('warns once, naming the sink, with the refused value printable', () => {
    const warnings: string[] = [];
    expect(allowedUrl('\u0001java\tscript:x', BASE, (m) => warnings.push(m), 'the redirect')).toBe(
      null,
    );
    expect(allowedUrl('/ok', BASE, (m) => warnings.push(m), 'the redirect')).toBe(
      'https://shop.example/ok',
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^the redirect: .* refused; it is not followed\.$/);
    expect([...warnings[0]!].some((char) => char.charCodeAt(0) < 0x20)).toBe(false);
  });

  // Fixed seed first, then a random one: fast-check prints the seed and path of a failure.
  for (const seed of fuzzSeeds()) {
    it(`refuses every hostile variant of a script URL (seed ${seed})`, () => {
      fc.assert(
        fc.property(hostileUrl(), (value) => !checkUrl(value, BASE).ok),
        { seed, numRuns: RUNS },
      );
    });
  }

  it('whatever it accepts is an http(s) URL, for any text at all', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('', '/', '//'), hostileUrl()), (value) => {
        const verdict = checkUrl(value, BASE);
        return !verdict.ok || ['http:', 'https:'].includes(verdict.url.protocol);
      }),
      { seed: FIXED_SEED, numRuns: RUNS },
    );
  });

  it("a path, however odd, stays on the page's own site", () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const verdict = checkUrl(`/${path.replace(/^[/\\]+/, '')}`, BASE);
        return !verdict.ok || verdict.url.origin === 'https://shop.example';
      }),
      { seed: FIXED_SEED, numRuns: RUNS },
    );
  });
});
