import { describe, expect, it } from 'vitest';
import {
  buildFilterUrl,
  loopStateKey,
  paginationUrl,
  parseFilterValue,
  readFilterTerms,
  withActiveFilters,
  type ConsolidatedTaxonomies,
} from './url-codec.ts';

const BLOG = 'https://site.test/blog/';
const loops = (taxonomies: ConsolidatedTaxonomies) => ({ a1b2c3d: taxonomies });

describe('buildFilterUrl (spec §2, loop-and-filter.md §5)', () => {
  it.each<[string, string, ConsolidatedTaxonomies, string]>([
    [
      'single-select news',
      BLOG,
      { category: { terms: ['news'] } },
      '?e-filter-a1b2c3d-category=news',
    ],
    [
      'multi AND',
      BLOG,
      { category: { terms: ['news', 'tips'], logicalJoin: 'AND' } },
      '?e-filter-a1b2c3d-category=news+tips',
    ],
    [
      'multi OR',
      BLOG,
      { category: { terms: ['news', 'tips'], logicalJoin: 'OR' } },
      '?e-filter-a1b2c3d-category=news~tips',
    ],
    [
      'NOT uses !',
      BLOG,
      { category: { terms: ['news', 'tips'], logicalJoin: 'NOT' } },
      '?e-filter-a1b2c3d-category=news!tips',
    ],
    [
      'back to All keeps other parameters',
      `${BLOG}?utm_source=x&e-page-a1b2c3d=3`,
      {},
      '?utm_source=x',
    ],
    [
      'back to All, nothing else: the bare path',
      `${BLOG}?e-filter-a1b2c3d-category=news`,
      {},
      '/blog/',
    ],
    [
      'old filter parameters are replaced, also for other taxonomies',
      `${BLOG}?e-filter-a1b2c3d-category=old&e-filter-a1b2c3d-post_tag=x`,
      { category: { terms: ['news'] } },
      '?e-filter-a1b2c3d-category=news',
    ],
    [
      'every e-page-{loopId}… parameter goes, others stay',
      `${BLOG}?e-page-a1b2c3d=2&e-page-a1b2c3dx=4&e-page-b2c3d4e=5`,
      { category: { terms: ['news'] } },
      '?e-page-b2c3d4e=5&e-filter-a1b2c3d-category=news',
    ],
    [
      'terms are encoded, separators stay literal',
      BLOG,
      { category: { terms: ['a&b', 'ü'], logicalJoin: 'OR' } },
      '?e-filter-a1b2c3d-category=a%26b~%C3%BC',
    ],
    [
      'two taxonomies',
      BLOG,
      { category: { terms: ['news'] }, post_tag: { terms: ['x', 'y'], logicalJoin: 'AND' } },
      '?e-filter-a1b2c3d-category=news&e-filter-a1b2c3d-post_tag=x+y',
    ],
  ])('%s', (_name, href, taxonomies, expected) => {
    expect(
      buildFilterUrl({
        href,
        loopId: 'a1b2c3d',
        loops: loops(taxonomies),
        pageNum: 1,
        baseUrl: BLOG,
      }),
    ).toBe(expected);
  });

  it('writes every loop of the page, not only the refreshed one', () => {
    expect(
      buildFilterUrl({
        href: BLOG,
        loopId: 'a1b2c3d',
        loops: {
          a1b2c3d: { category: { terms: ['news'] } },
          b2c3d4e: { product_cat: { terms: ['music'] } },
        },
        pageNum: 1,
        baseUrl: BLOG,
      }),
    ).toBe('?e-filter-a1b2c3d-category=news&e-filter-b2c3d4e-product_cat=music');
  });

  it('with pageNum above 1 rebuilds on baseUrl; base parameters win; page and paged go', () => {
    expect(
      buildFilterUrl({
        href: 'https://site.test/blog/page/3/?paged=3&utm=x&lang=fr',
        loopId: 'a1b2c3d',
        loops: loops({ category: { terms: ['news'] } }),
        pageNum: 3,
        baseUrl: 'https://site.test/blog/?lang=en&page=2',
      }),
    ).toBe('https://site.test/blog/?lang=en&utm=x&e-filter-a1b2c3d-category=news');
  });

  it('with pageNum above 1 and nothing left, the base URL alone', () => {
    expect(
      buildFilterUrl({
        href: `${BLOG}page/2/`,
        loopId: 'a1b2c3d',
        loops: {},
        pageNum: 2,
        baseUrl: BLOG,
      }),
    ).toBe(BLOG);
  });
});

describe('reading filter values back (spec §4)', () => {
  it.each<[string, string[], string]>([
    ['news', ['news'], 'AND'],
    ['news tips', ['news', 'tips'], 'AND'], // a + decodes to a space
    ['news+tips', ['news', 'tips'], 'AND'], // %2B decodes to a literal +
    ['news~tips', ['news', 'tips'], 'OR'],
    ['news!tips', ['news', 'tips'], 'NOT'],
    ['news~news', ['news'], 'OR'],
  ])('%s', (value, terms, join) => {
    expect(parseFilterValue(value)).toEqual({ terms, join });
  });

  it.each<[string, string[] | null]>([
    ['?e-filter-a1b2c3d-category=news+tips', ['news', 'tips']],
    ['?e-filter-a1b2c3d-category=news%2Btips', ['news', 'tips']],
    ['?e-filter-a1b2c3d-category=news~tips', ['news', 'tips']],
    ['?e-filter-a1b2c3d-category=news%7Etips', ['news', 'tips']],
    ['?e-filter-a1b2c3d-category=', null],
    ['?e-filter-b2c3d4e-category=news', null],
    ['?e-filter-a1b2c3d-post_tag=news', null],
  ])('%s', (search, terms) => {
    expect(readFilterTerms(search, 'a1b2c3d', 'category')?.terms ?? null).toEqual(terms);
  });

  it('round-trips what it writes', () => {
    for (const logicalJoin of ['AND', 'OR', 'NOT'] as const) {
      const query = buildFilterUrl({
        href: BLOG,
        loopId: 'a1b2c3d',
        loops: loops({ category: { terms: ['news', 'a b', 'c&d'], logicalJoin } }),
        pageNum: 1,
        baseUrl: BLOG,
      });
      expect(readFilterTerms(query, 'a1b2c3d', 'category')).toEqual({
        terms: logicalJoin === 'AND' ? ['news', 'a', 'b', 'c&d'] : ['news', 'a b', 'c&d'],
        join: logicalJoin,
      });
    }
  });
});

describe('pagination URLs (loop-and-filter.md §9, anchor-defects #26)', () => {
  it('carries the active filters into a link that lacks them', () => {
    expect(
      withActiveFilters(
        `${BLOG}?e-page-a1b2c3d=2`,
        `${BLOG}?e-filter-a1b2c3d-category=news~tips&e-filter-b2c3d4e-x=y`,
        'a1b2c3d',
      ),
    ).toBe(`${BLOG}?e-page-a1b2c3d=2&e-filter-a1b2c3d-category=news~tips`);
  });

  it('keeps the link’s own filters', () => {
    expect(
      withActiveFilters(
        `${BLOG}?e-filter-a1b2c3d-category=a`,
        `${BLOG}?e-filter-a1b2c3d-category=b`,
        'a1b2c3d',
      ),
    ).toBe(`${BLOG}?e-filter-a1b2c3d-category=a`);
  });

  it('copies the link’s parameters over the current URL', () => {
    expect(
      paginationUrl(`${BLOG}?utm=x&e-page-a1b2c3d=2`, `${BLOG}?e-page-a1b2c3d=3`, 'a1b2c3d'),
    ).toBe(`${BLOG}?utm=x&e-page-a1b2c3d=3`);
  });

  it('page 1 (no e-page in the link) removes e-page-{id}', () => {
    expect(paginationUrl(`${BLOG}?utm=x&e-page-a1b2c3d=2`, BLOG, 'a1b2c3d')).toBe(`${BLOG}?utm=x`);
  });

  it('state keys ignore encoding and order', () => {
    expect(
      loopStateKey(`${BLOG}?e-filter-a1b2c3d-category=news+tips&e-page-a1b2c3d=2`, 'a1b2c3d'),
    ).toBe(
      loopStateKey(
        `${BLOG}?e-page-a1b2c3d=2&e-filter-a1b2c3d-category=news%20tips&utm=1`,
        'a1b2c3d',
      ),
    );
    expect(loopStateKey(`${BLOG}?e-page-a1b2c3d=2`, 'a1b2c3d')).not.toBe(
      loopStateKey(BLOG, 'a1b2c3d'),
    );
  });
});
