import { describe, expect, it } from 'vitest';
import { inPageTargetId } from './in-page-link.ts';

const here = new URL('https://site.test/blog/post/?p=1');
const at = (href: string) => inPageTargetId(new URL(href, here), here);

describe('inPageTargetId', () => {
  it.each([
    ['#site-content', 'site-content'],
    ['#_private', '_private'],
    ['#a', 'a'],
    ['#A1_b-2', 'A1_b-2'],
    ['https://site.test/blog/post/?p=1#top', 'top'],
    ['/blog/post/?p=1#top', 'top'],
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
    ['#elementor-action%3Aaction%3Dpopup', 'an action link'],
    ['', 'no hash'],
    ['/other/#top', 'another path'],
    ['?p=2#top', 'another query'],
    ['/blog/post/#top', 'no query where the page has one'],
    ['https://elsewhere.test/blog/post/?p=1#top', 'another origin'],
  ])('%s is not in-page (%s)', (href) => {
    expect(at(href)).toBeNull();
  });

  it('takes plain location-like objects (an anchor element, window.location)', () => {
    const page = { origin: 'https://site.test', pathname: '/about/', search: '' };
    expect(inPageTargetId({ ...page, hash: '#team' }, page)).toBe('team');
    expect(inPageTargetId({ ...page, search: '?ref=1', hash: '#team' }, page)).toBeNull();
  });
});
