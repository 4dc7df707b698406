import { describe, expect, it } from 'vitest';
import { safeLink, startOffset } from './path-offset.ts';

describe('text path helpers', () => {
  it.each([
    [undefined, false, '0%'],
    [25, false, '25%'],
    [25, true, '75%'],
    [140, false, '100%'],
    [-5, true, '100%'],
  ])('start point %s (rtl %s)', (point, rtl, expected) =>
    expect(startOffset(point, rtl)).toBe(expected),
  );

  it.each([
    ['https://a.test/x', 'https://a.test/x'],
    ['/about', 'https://site.test/about'],
    ['javascript:alert(1)', undefined],
    ['', undefined],
    [42, undefined],
  ])('link %j', (url, expected) => expect(safeLink(url, 'https://site.test/page/')).toBe(expected));
});
