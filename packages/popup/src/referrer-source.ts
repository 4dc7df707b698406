export type Source = 'internal' | 'external' | 'search';

const SEARCH_ENGINE = /^(google|yahoo|bing|yandex|baidu)\./;

const strip = (url: string) => url.replace(/^https?:\/\//, '').replace(/^www\./, '');

/**
 * The `sources` rule: all three selected passes; a same-host referrer needs `internal`; any other
 * referrer (the empty one included) passes with `external`, or with `search` from one of the five
 * search engines.
 */
export function sourcesPass(selected: readonly string[], referrer: string, host: string): boolean {
  const chosen = new Set(selected);
  if (chosen.has('internal') && chosen.has('external') && chosen.has('search')) return true;
  const from = strip(referrer);
  const own = host.replace('www.', '');
  if (from !== '' && from.startsWith(own)) return chosen.has('internal');
  if (chosen.has('external')) return true;
  return chosen.has('search') && SEARCH_ENGINE.test(from);
}

/** What the inspector shows as the referrer's kind. */
export function sourceOf(referrer: string, host: string): Source | 'none' {
  const from = strip(referrer);
  if (from === '') return 'none';
  if (from.startsWith(host.replace('www.', ''))) return 'internal';
  return SEARCH_ENGINE.test(from) ? 'search' : 'external';
}
