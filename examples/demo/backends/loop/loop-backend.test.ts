import { describe, expect, it } from 'vitest';
import { posts } from '../../../../fixtures/data/catalog.mjs';
import { createBackend } from '../loop.mjs';
import { filtersFromQuery, matchesFilters } from './filter-query.mjs';

const backend = createBackend({ isletSrc: '/islet/islet.js', flags: {}, bundleDir: '' });
const ORIGIN = 'http://demo.test';

async function refresh(body: unknown, path = '/wp-json/elementor-pro/v1/refresh-loop') {
  const response = await backend.handle(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  if (!response) throw new Error('the loop backend did not answer');
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const valid = {
  post_id: 9101,
  widget_id: 'a1b2c3d',
  widget_filters: {},
  pagination_base_url: `${ORIGIN}/pages/loop/two-grids/`,
};

/** The post ids in refresh-loop's `data`, in order. */
const idsIn = (html: unknown) =>
  [...String(html).matchAll(/ e-loop-item-(\d+) post-/g)].map((m) => Number(m[1]));

describe('refresh-loop validation, as the real endpoint', () => {
  it.each<[string, unknown, number, string]>([
    ['a non-numeric post_id', { ...valid, post_id: 'abc' }, 400, 'rest_invalid_param'],
    ['an 8-character widget id', { ...valid, widget_id: '7f969a2a' }, 400, 'rest_invalid_param'],
    ['a 6-character widget id', { ...valid, widget_id: 'a1b2c3' }, 400, 'rest_invalid_param'],
    [
      'a base URL that is not a URL',
      { ...valid, pagination_base_url: 'not a url' },
      400,
      'rest_invalid_param',
    ],
    ['an unknown document', { ...valid, post_id: 4 }, 400, 'rest_forbidden'],
    ['a draft document', { ...valid, post_id: 9103, widget_id: 'a9b8c7d' }, 400, 'rest_forbidden'],
    ['an unknown widget', { ...valid, widget_id: 'zzzzzzz' }, 400, 'rest_forbidden'],
    ['a filter widget', { ...valid, widget_id: 'f1a2b3c' }, 400, 'rest_forbidden'],
    ['a loop carousel', { ...valid, post_id: 615, widget_id: '7c7c7c7' }, 400, 'rest_forbidden'],
    ['malformed JSON', '{"post_id":', 400, 'rest_invalid_json'],
  ])('refuses %s', async (_name, body, status, code) => {
    const { status: got, json } = await refresh(body);
    expect(got).toBe(status);
    expect(json.code).toBe(code);
  });

  it('answers GET on the route with 404, and leaves other paths alone', async () => {
    const response = await backend.handle(
      new Request(`${ORIGIN}/wp-json/elementor-pro/v1/refresh-loop`),
    );
    expect(response?.status).toBe(404);
    expect(await backend.handle(new Request(`${ORIGIN}/somewhere-else`))).toBeUndefined();
  });

  it('accepts the ?rest_route= form too', async () => {
    const { status } = await refresh(valid, '/?rest_route=/elementor-pro/v1/refresh-loop');
    expect(status).toBe(200);
  });
});

describe('refresh-loop filtering and pagination', () => {
  const published = posts.filter((post) => post.status === 'publish');
  const expected = (keep: (p: (typeof posts)[number]) => boolean) =>
    published
      .filter(keep)
      .map((p) => p.id)
      .slice(0, 4);

  it.each<[string, Record<string, unknown>, (p: (typeof posts)[number]) => boolean]>([
    ['no filter', {}, () => true],
    [
      'AND',
      { post_tag: { terms: ['family', 'winter'], logicalJoin: 'AND' } },
      (p) => p.tags.includes('family') && p.tags.includes('winter'),
    ],
    [
      'OR',
      { category: { terms: ['news', 'tips'], logicalJoin: 'OR' } },
      (p) => p.categories.includes('news') || p.categories.includes('tips'),
    ],
    [
      'NOT',
      { category: { terms: ['news', 'blog'], logicalJoin: 'NOT' } },
      (p) => !p.categories.includes('news') && !p.categories.includes('blog'),
    ],
    [
      'no join is AND',
      { category: { terms: ['news', 'tips'] } },
      (p) => p.categories.includes('news') && p.categories.includes('tips'),
    ],
    [
      'two taxonomies combine with AND',
      {
        category: { terms: ['blog'] },
        post_tag: { terms: ['camping', 'summer'], logicalJoin: 'OR' },
      },
      (p) =>
        p.categories.includes('blog') && (p.tags.includes('camping') || p.tags.includes('summer')),
    ],
  ])('%s', async (_name, taxonomy, keep) => {
    const { status, json } = await refresh({ ...valid, widget_filters: { taxonomy } });
    expect(status).toBe(200);
    expect(idsIn(json.data)).toEqual(expected(keep));
    expect(String(json.data)).toMatch(/^<div class="elementor-widget-container">/);
  });

  it('never lists drafts', async () => {
    const { json } = await refresh({
      ...valid,
      widget_filters: { taxonomy: { category: { terms: ['tips'] } } },
    });
    expect(idsIn(json.data)).not.toContain(1023);
  });

  it('prints the load-more anchor from the base URL (without the filters, as the real server)', async () => {
    const { json } = await refresh({
      ...valid,
      widget_filters: { taxonomy: { category: { terms: ['tips'] } } },
    });
    expect(String(json.data)).toContain(
      `data-next-page="${ORIGIN}/pages/loop/two-grids/?e-page-a1b2c3d=2"`,
    );
  });
});

describe('the demo pages', () => {
  it('render the filtered, paged grid from the URL, with the filter buttons pressed', async () => {
    const response = await backend.handle(
      new Request(
        `${ORIGIN}/pages/loop/two-grids/?e-filter-b2c3d4e-product_cat=music~decor&e-page-b2c3d4e=2`,
      ),
    );
    const html = await response!.text();
    expect(html).toContain('data-filter="music" aria-pressed="true"');
    expect(html).toContain('data-filter="__all" aria-pressed="false"');
    expect(html).toMatch(/page-numbers current"><span class="elementor-screen-only">Page<\/span>2/);
    // Links keep the active filter, as paginate_links keeps the query.
    expect(html).toContain('e-filter-b2c3d4e-product_cat=music%7Edecor');
  });

  it('serve the page each grid title links to, for posts and products alike', async () => {
    const grid = await (await backend.handle(
      new Request(`${ORIGIN}/pages/loop/two-grids/`),
    ))!.text();
    const links = [...new Set(grid.match(/\/pages\/loop\/item\/[a-z0-9-]+\//g))];
    expect(links.length).toBeGreaterThan(4);
    for (const link of links) {
      const response = await backend.handle(new Request(`${ORIGIN}${link}`));
      expect(response?.status, link).toBe(200);
      expect(await response!.text()).toMatch(/<h1>[^<]+<\/h1>/);
    }
    expect(await backend.handle(new Request(`${ORIGIN}/pages/loop/item/nope/`))).toBeUndefined();
  });

  it('unknown pages are left to other routes', async () => {
    expect(await backend.handle(new Request(`${ORIGIN}/pages/loop/nope/`))).toBeUndefined();
  });
});

describe('filter query parsing', () => {
  it.each<[string, Record<string, unknown>]>([
    ['e-filter-x-category=a+b', { category: { terms: ['a', 'b'], logicalJoin: 'AND' } }],
    ['e-filter-x-category=a~b', { category: { terms: ['a', 'b'], logicalJoin: 'OR' } }],
    ['e-filter-x-category=a%7Eb', { category: { terms: ['a', 'b'], logicalJoin: 'OR' } }],
    ['e-filter-x-category=a!b', { category: { terms: ['a', 'b'], logicalJoin: 'NOT' } }],
    ['e-filter-y-category=a', {}],
  ])('%s', (query, expected) => {
    expect(filtersFromQuery(new URLSearchParams(query), 'x')).toEqual(expected);
  });

  it('matches AND, OR and NOT', () => {
    const item = { category: ['a', 'b'] };
    expect(matchesFilters(item, { category: { terms: ['a', 'b'], logicalJoin: 'AND' } })).toBe(
      true,
    );
    expect(matchesFilters(item, { category: { terms: ['a', 'c'], logicalJoin: 'AND' } })).toBe(
      false,
    );
    expect(matchesFilters(item, { category: { terms: ['c', 'b'], logicalJoin: 'OR' } })).toBe(true);
    expect(matchesFilters(item, { category: { terms: ['c'], logicalJoin: 'NOT' } })).toBe(true);
    expect(matchesFilters(item, { category: { terms: ['a'], logicalJoin: 'NOT' } })).toBe(false);
  });
});
