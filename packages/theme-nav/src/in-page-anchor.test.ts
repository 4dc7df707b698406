import { describe, expect, it } from 'vitest';
import { inPageAnchorId } from './in-page-anchor.ts';

const here = new URL('https://site.test/blog/post/?p=1');

const at = (href: string) => inPageAnchorId(new URL(href, here), here);

describe('inPageAnchorId', () => {
  it.each([
    ['#site-content', 'site-content'],
    ['#_private', '_private'],
    ['#a', 'a'],
    ['#A1_b-2', 'A1_b-2'],
    ['https://site.test/blog/post/?p=1#top', 'top'],
    ['?p=1#top', 'top'],
  ])('%s is in-page: %s', (href, id) => {
    expect(at(href)).toBe(id);
  });

  it.each([
    ['#', 'an empty hash'],
    ['#1section', 'a digit first'],
    ['#-x', 'a hyphen first'],
    ['#a.b', 'a dot'],
    ['#a%20b', 'an escaped space'],
    ['#é', 'a non-ASCII letter'],
    ['#!/route', 'a hash-bang route'],
    ['', 'no hash'],
    ['/other/#top', 'another path'],
    ['?p=2#top', 'another query'],
    ['https://elsewhere.test/blog/post/?p=1#top', 'another origin'],
  ])('%s is not in-page (%s)', (href) => {
    expect(at(href)).toBeNull();
  });
});
