import { describe, expect, it } from 'vitest';
import {
  nextFocus,
  readRefreshSearch,
  refreshSearchRequest,
  searchPageOf,
  shouldSearch,
} from './live-search-rules.ts';
import { createLatestOnly } from './latest-only.ts';
import { settings } from './search-widget.ts';
import { settingsFrom } from '@islet/test-support/settings';

describe('shouldSearch', () => {
  it.each([
    ['cam', 3, true],
    // Pro counts the characters as typed, spaces included.
    [' ca', 3, true],
    ['ca', 3, false],
    ['   ', 3, false],
    ['', 1, false],
    ['x', 0, true],
  ])('%j with min %i → %j', (value, min, expected) => {
    expect(shouldSearch(value, min)).toBe(expected);
  });
});

describe('refreshSearchRequest', () => {
  const body = { post_id: '42', widget_id: 'abc1234', search_term: 'a&b', page_number: 2 } as const;
  it.each([
    [
      '/wp-json/',
      'https://site.test/page/',
      'https://site.test/wp-json/elementor-pro/v1/refresh-search',
    ],
    [
      'https://site.test/wp-json',
      'https://site.test/',
      'https://site.test/wp-json/elementor-pro/v1/refresh-search',
    ],
    [
      'https://site.test/index.php?rest_route=/',
      'https://site.test/',
      'https://site.test/index.php?rest_route=/elementor-pro/v1/refresh-search',
    ],
  ])('REST base %j on %s', (base, page, expected) => {
    expect(refreshSearchRequest(base, page, body).url).toBe(expected);
  });
  it("POSTs Pro's JSON body with its content type and no nonce", () => {
    const { init } = refreshSearchRequest('/wp-json/', 'https://site.test/', body);
    expect(init).toEqual({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"post_id":"42","widget_id":"abc1234","search_term":"a&b","page_number":2}',
    });
  });
});

describe('readRefreshSearch', () => {
  it('reads data and pagination; no data is no results', () => {
    expect(readRefreshSearch({ data: '<div>x</div>', pagination: '<a>2</a>' })).toEqual({
      data: '<div>x</div>',
      pagination: '<a>2</a>',
    });
    expect(readRefreshSearch({ data: '', pagination: '' })).toEqual({ data: '', pagination: '' });
    expect(readRefreshSearch({})).toEqual({ data: '', pagination: '' });
  });
  it('refuses what is not an answer', () => {
    expect(readRefreshSearch({ code: 'rest_forbidden', data: { status: 401 } })).toBeNull();
    expect(readRefreshSearch([])).toBeNull();
    expect(readRefreshSearch('x')).toBeNull();
  });
});

describe('searchPageOf', () => {
  it.each([
    ['https://site.test/page/?e-search-page=3', 3],
    ['/page/?s=x&e-search-page=2', 2],
    ['/page/', 1],
    ['/page/?e-search-page=zero', 1],
    ['/page/?e-search-page=-4', 1],
  ])('%s → %i', (href, page) => {
    expect(searchPageOf(href, 'https://site.test/')).toBe(page);
  });
});

describe('nextFocus (Pro keyboard handler)', () => {
  it.each([
    [-1, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowDown', -1],
    [-1, 3, 'ArrowUp', 2],
    [0, 3, 'ArrowUp', -1],
    [1, 0, 'ArrowDown', -1],
    [1, 3, 'Home', 1],
  ])('from %i of %i, %s → %i', (current, count, key, expected) => {
    expect(nextFocus(current, count, key)).toBe(expected);
  });
});

describe('createLatestOnly', () => {
  const deferred = <T>() => {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => (resolve = r));
    return { promise, resolve };
  };
  it('lets only the latest request land, aborting the earlier one', async () => {
    const latest = createLatestOnly(new AbortController().signal);
    const slow = deferred<string>();
    const fast = deferred<string>();
    let firstSignal: AbortSignal | undefined;
    const first = latest.run((signal) => {
      firstSignal = signal;
      return slow.promise;
    });
    const second = latest.run(() => fast.promise);
    expect(firstSignal?.aborted).toBe(true);
    fast.resolve('second');
    slow.resolve('first');
    expect(await second).toEqual({ latest: true, value: 'second' });
    expect(await first).toEqual({ latest: false });
  });
  it('drops a request in flight when cancelled or when the widget goes', async () => {
    const parent = new AbortController();
    const latest = createLatestOnly(parent.signal);
    const one = deferred<number>();
    const run = latest.run(() => one.promise);
    latest.cancel();
    one.resolve(1);
    expect(await run).toEqual({ latest: false });
    const two = deferred<number>();
    const again = latest.run(() => two.promise);
    parent.abort();
    two.resolve(2);
    expect(await again).toEqual({ latest: false });
  });
  it('passes on a failure of the latest request', async () => {
    const latest = createLatestOnly(new AbortController().signal);
    await expect(latest.run(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });
});

describe('the search widget settings', () => {
  it('reads the switch, the template and the minimum, an unreadable minimum as absent', () => {
    expect(
      settingsFrom(
        { live_results: 'yes', template_id: '12', minimum_search_characters: '2' },
        settings,
      ),
    ).toEqual({ live_results: true, template_id: '12', minimum_search_characters: 2 });
    expect(settingsFrom({ live_results: 'yes', template_id: 12 }, settings).template_id).toBe(12);
    expect(settingsFrom({ live_results: 'no', minimum_search_characters: '' }, settings)).toEqual({
      live_results: false,
    });
  });
});
