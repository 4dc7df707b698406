import { describe, expect, it } from 'vitest';
import { inPageTargetId } from './in-page-link.ts';

const page = { origin: 'https://site.test', pathname: '/about/' };
const link = (href: string) => {
  const url = new URL(href, 'https://site.test/about/');
  return { origin: url.origin, pathname: url.pathname, hash: url.hash };
};

describe('inPageTargetId', () => {
  it.each([
    ['#team', 'team'],
    ['#_x-1', '_x-1'],
    ['/about/#contact', 'contact'],
    ['https://site.test/about/#contact', 'contact'],
    ['?ref=1#contact', 'contact'],
  ])('%s points to #%s', (href, id) => {
    expect(inPageTargetId(link(href), page)).toBe(id);
  });

  it.each([
    ['#', 'no id'],
    ['#1team', 'starts with a digit'],
    ['#team.a', 'not a plain id'],
    ['#%C3%A9t%C3%A9', 'not ASCII'],
    ['#elementor-action%3Aaction%3Dpopup', 'an action link'],
    ['/other/#team', 'another page'],
    ['https://elsewhere.test/about/#team', 'another site'],
  ])('%s is not in-page (%s)', (href) => {
    expect(inPageTargetId(link(href), page)).toBeNull();
  });
});
