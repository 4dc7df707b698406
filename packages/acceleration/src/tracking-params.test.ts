import { describe, expect, it } from 'vitest';
import { TRACKING_PARAMETERS } from './speed-kit-config.ts';
import { restoreTrackingParams, stripTrackingParams } from './tracking-params.ts';

describe('tracking parameters', () => {
  it.each([
    ['https://a.test/?utm_source=x&utm_campaign=y&page=2', 'https://a.test/?page=2', 2],
    ['https://a.test/p?gclid=1&msclkid=2&gclsrc=3&fbclid=4&dclid=5&cjid=6', 'https://a.test/p', 6],
    ['https://a.test/p?Utm_Source=x', 'https://a.test/p', 1],
    ['https://a.test/p?q=utm_x', 'https://a.test/p?q=utm_x', 0],
    ['https://a.test/p?x=1#top', 'https://a.test/p?x=1', 0],
    ['https://a.test/p?flag&utm_id=1', 'https://a.test/p?flag', 1],
    ['https://a.test/p?a=%20b&gclid=1', 'https://a.test/p?a=%20b', 1],
  ])('%s is keyed as %s', (url, key, count) => {
    const result = stripTrackingParams(new URL(url), TRACKING_PARAMETERS);
    expect(result.key.href).toBe(key);
    expect(result.removed).toHaveLength(count);
  });

  it('gives the parameters back', () => {
    const url = new URL('https://a.test/p?page=2&utm_source=mail&gclid=abc');
    const { key, removed } = stripTrackingParams(url, TRACKING_PARAMETERS);
    expect(restoreTrackingParams(key, removed).href).toBe(
      'https://a.test/p?page=2&utm_source=mail&gclid=abc',
    );
  });
});
