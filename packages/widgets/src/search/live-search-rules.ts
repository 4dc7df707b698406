import { checkUrl } from '@islet/primitives';

/** Typing pauses this long before a live search request goes out. */
export const DEBOUNCE_MS = 300;
export const DEFAULT_MIN_CHARACTERS = 3;
export const DEFAULT_RESULTS = 5;

export interface SearchResult {
  id: string;
  title: string;
  url: string;
}

/** The term to search for, or `null` when it is too short to search (the results close). */
export function searchTerm(value: string, minCharacters: number): string | null {
  const term = value.trim().replace(/\s+/g, ' ');
  return term.length >= Math.max(1, minCharacters) ? term : null;
}

/**
 * The WordPress REST search (`{rest}wp/v2/search`): the page's REST base when it prints one, or
 * `wp-json/` under the form's own action (the site's home URL).
 */
export function searchRequestUrl(
  restBase: string | null,
  formAction: string,
  term: string,
  perPage: number,
): string {
  const base = new URL(restBase ?? 'wp-json/', formAction);
  const route = base.searchParams.get('rest_route');
  let url: URL;
  // Sites without pretty links print `?rest_route=/` as their REST base.
  if (route !== null) {
    url = base;
    url.searchParams.set('rest_route', `${route.replace(/\/?$/, '/')}wp/v2/search`);
  } else {
    if (!base.pathname.endsWith('/')) base.pathname += '/';
    url = new URL('wp/v2/search', base);
  }
  url.searchParams.set('search', term);
  url.searchParams.set('per_page', String(perPage));
  url.searchParams.set('_fields', 'id,title,url');
  return url.href;
}

/** The endpoint's answer as results; anything that is not one is left out. */
export function parseSearchResults(json: unknown, pageUrl: string): SearchResult[] | null {
  if (!Array.isArray(json)) return null;
  const results: SearchResult[] = [];
  for (const item of json) {
    if (typeof item !== 'object' || item === null) continue;
    const { id, title, url } = item as Record<string, unknown>;
    const text = typeof title === 'string' ? title : (title as { rendered?: unknown })?.rendered;
    if (typeof text !== 'string' || typeof url !== 'string' || !text.trim()) continue;
    // A result link only ever leads to a web page.
    const safe = checkUrl(url, pageUrl);
    if (!safe.ok) continue;
    results.push({
      id: String(id ?? results.length),
      title: decodeEntities(text),
      url: safe.url.href,
    });
  }
  return results;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/** Titles come HTML-escaped from WordPress (`&#039;` for `'`); they are shown as text. */
function decodeEntities(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(+code))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(+`0x${code}`));
}

/** The option an arrow key moves to in a list of `count`, wrapping; -1 means none. */
export function nextActive(current: number, count: number, key: string): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 || current >= count - 1 ? 0 : current + 1;
  if (key === 'ArrowUp') return current <= 0 ? count - 1 : current - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return current;
}
