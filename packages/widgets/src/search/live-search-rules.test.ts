import { describe, expect, it } from 'vitest';
import {
  nextActive,
  parseSearchResults,
  searchRequestUrl,
  searchTerm,
} from './live-search-rules.ts';
import { createLatestOnly } from './latest-only.ts';
import { settings } from './search-widget.ts';
import { settingsFrom } from '@islet/test-support/settings';

describe('searchTerm', () => {
  it.each([
    ['cam', 3, 'cam'],
    ['  ca ', 3, null],
    ['a  b', 3, 'a b'],
    ['', 0, null],
    ['x', 0, 'x'],
  ])('%j with min %i → %j', (value, min, expected) => {
    expect(searchTerm(value, min)).toBe(expected);
  });
});

describe('searchRequestUrl', () => {
  it.each([
    ['/wp-json/', 'https://site.test/', 'https://site.test/wp-json/wp/v2/search'],
    ['https://site.test/wp-json', 'https://site.test/', 'https://site.test/wp-json/wp/v2/search'],
    [null, 'https://site.test/blog/', 'https://site.test/blog/wp-json/wp/v2/search'],
    [
      'https://site.test/?rest_route=/',
      'https://site.test/',
      'https://site.test/?rest_route=/wp/v2/search',
    ],
  ])('REST base %j, form %s', (base, action, expected) => {
    const url = new URL(searchRequestUrl(base, action, 'a&b', 5));
    const route = url.searchParams.get('rest_route');
    expect(`${url.origin}${url.pathname}${route === null ? '' : `?rest_route=${route}`}`).toBe(
      expected,
    );
    expect(url.searchParams.get('search')).toBe('a&b');
    expect(url.searchParams.get('per_page')).toBe('5');
  });
});

describe('parseSearchResults', () => {
  const page = 'https://site.test/page/';
  it('keeps well-formed results, decodes titles and resolves URLs', () => {
    expect(
      parseSearchResults(
        [
          { id: 1, title: 'Fish &amp; chips &#8211; &quot;best&quot;', url: '/fish/' },
          { id: 2, title: { rendered: 'Rendered' }, url: 'https://site.test/r/' },
          { id: 3, title: 'Bad link', url: 'javascript:alert(1)' },
          { id: 4, title: '', url: '/empty/' },
          null,
          'text',
        ],
        page,
      ),
    ).toEqual([
      { id: '1', title: 'Fish & chips – "best"', url: 'https://site.test/fish/' },
      { id: '2', title: 'Rendered', url: 'https://site.test/r/' },
    ]);
  });
  it('decodes numeric references, decimal and hex, once', () => {
    const titles = parseSearchResults(
      [{ id: 1, title: 'It&#039;s &#x2019;ok&#X2019; &amp;#039;', url: '/a/' }],
      page,
    )?.map((result) => result.title);
    // `&amp;#039;` decoded twice, as the original widget's text did.
    expect(titles).toEqual(["It's \u2019ok\u2019 '"]);
  });
  it('refuses an answer that is not a list', () => {
    expect(parseSearchResults({ code: 'rest_no_route' }, page)).toBeNull();
  });
});

describe('nextActive', () => {
  it.each([
    [-1, 3, 'ArrowDown', 0],
    [2, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowUp', 2],
    [-1, 3, 'ArrowUp', 2],
    [1, 3, 'Home', 0],
    [1, 3, 'End', 2],
    [1, 0, 'ArrowDown', -1],
  ])('from %i of %i, %s → %i', (current, count, key, expected) => {
    expect(nextActive(current, count, key)).toBe(expected);
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
  it('reads the switch and the counts, an unreadable count as absent (the default then)', () => {
    expect(
      settingsFrom(
        {
          live_results: 'yes',
          minimum_search_characters: '2',
          results_per_page: 'lots',
          posts_per_page: 8,
        },
        settings,
      ),
    ).toEqual({ live_results: true, minimum_search_characters: 2, posts_per_page: 8 });
    expect(settingsFrom({ live_results: 'no', minimum_search_characters: '' }, settings)).toEqual({
      live_results: false,
    });
  });
});
