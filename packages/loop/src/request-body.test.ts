import { describe, expect, it } from 'vitest';
import { readRefreshResponse } from './refresh-response.ts';
import { refreshRequest, restAcceptsWidgetId } from './request-body.ts';

const filters = { taxonomy: { category: { terms: ['news', 'tips'], logicalJoin: 'OR' as const } } };
const base = {
  restBase: 'https://site.test/wp-json/',
  postId: 123,
  widgetId: 'a1b2c3d',
  filters,
  baseUrl: 'https://site.test/blog/',
};

describe('refreshRequest (spec §7)', () => {
  it('view mode: the four fields, JSON, no nonce', () => {
    const { url, init } = refreshRequest({ ...base, edit: null });
    expect(url).toBe('https://site.test/wp-json/elementor-pro/v1/refresh-loop');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body)).toEqual({
      post_id: 123,
      widget_id: 'a1b2c3d',
      widget_filters: filters,
      pagination_base_url: 'https://site.test/blog/',
    });
  });

  it('edit mode: widget_model, is_edit_mode and the X-WP-Nonce header', () => {
    const model = { id: 'a1b2c3d', elType: 'widget', widgetType: 'loop-grid', settings: {} };
    const { init } = refreshRequest({ ...base, edit: { widgetModel: model, nonce: 'n0nce' } });
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'X-WP-Nonce': 'n0nce' });
    expect(JSON.parse(init.body)).toEqual({
      post_id: 123,
      widget_id: 'a1b2c3d',
      widget_filters: filters,
      pagination_base_url: 'https://site.test/blog/',
      widget_model: model,
      is_edit_mode: true,
    });
  });

  it('a REST base without its trailing slash still makes the right route', () => {
    expect(refreshRequest({ ...base, restBase: '/wp-json', edit: null }).url).toBe(
      '/wp-json/elementor-pro/v1/refresh-loop',
    );
  });

  it.each([
    ['a1b2c3d', true],
    ['7f969a2a', false],
    ['abc', false],
    ['a1b2-3d', false],
  ])('the server accepts widget id %s: %s', (id, accepted) => {
    expect(restAcceptsWidgetId(id)).toBe(accepted);
  });
});

describe('readRefreshResponse (spec §8)', () => {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  it.each<[string, unknown, unknown]>([
    ['data string', json({ data: '<div>x</div>' }), { data: '<div>x</div>' }],
    ['empty data string', json({ data: '' }), { data: '' }],
    ['400', json({ data: 'x' }, 400), { failure: 'status-400' }],
    ['500', json({ data: 'x' }, 500), { failure: 'status-500' }],
    ['malformed JSON', new Response('<html>', { status: 200 }), { failure: 'malformed-json' }],
    ['data not a string', json({ data: 5 }), { failure: 'no-data' }],
    ['no data', json({}), { failure: 'no-data' }],
    ['null JSON', json(null), { failure: 'no-data' }],
    ['not a response', { ok: true }, { failure: 'not-a-response' }],
    ['undefined', undefined, { failure: 'not-a-response' }],
  ])('%s', async (_name, response, expected) => {
    expect(await readRefreshResponse(response)).toEqual(expected);
  });
});
