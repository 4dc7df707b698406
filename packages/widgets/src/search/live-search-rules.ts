// What the Search widget's live results ask Pro and how its answer reads, as Pro 3.33.1's
// handler does it (modules/search/assets/js/frontend/handlers/search.js) against its endpoint
// (modules/search/data/endpoints/refresh-search.php).

/** Pro's `debounce(callback, timeout = 300)`: typing pauses this long before a request goes out. */
export const DEBOUNCE_MS = 300;
/** Pro's `minimum_search_characters || 3`. */
export const DEFAULT_MIN_CHARACTERS = 3;
export const REFRESH_SEARCH_ROUTE = 'elementor-pro/v1/refresh-search';

/**
 * Whether the value is to be searched: Pro counts the characters as typed (`value.length`), and
 * so does this; a value of spaces only is never searched (Pro would send it).
 */
export function shouldSearch(value: string, minCharacters: number): boolean {
  return value.trim() !== '' && value.length >= Math.max(1, minCharacters || 0);
}

export interface RefreshSearchBody {
  /** The closest `data-elementor-id` as printed (a string), or `0`: Pro's `getClosestDataElementorId`. */
  post_id: string | 0;
  widget_id: string;
  search_term: string;
  page_number: number;
}

/**
 * `POST {urls.rest}elementor-pro/v1/refresh-search` with a JSON body, as Pro sends it on the
 * public front end: the route appended to the REST base as printed (also the `?rest_route=/`
 * form of a site without pretty links), no nonce (Pro adds `X-WP-Nonce` in the editor only).
 */
export function refreshSearchRequest(
  restBase: string,
  pageUrl: string,
  body: RefreshSearchBody,
): { url: string; init: { method: 'POST'; headers: Record<string, string>; body: string } } {
  const base = new URL(restBase, pageUrl).href;
  return {
    url: `${base.endsWith('/') ? base : `${base}/`}${REFRESH_SEARCH_ROUTE}`,
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  };
}

export interface RefreshSearchReply {
  /** The results: the loop-item template rendered per post, or the nothing-found message. */
  data: string;
  /** `paginate_links()` output, links carrying `?e-search-page=N`; empty with one page. */
  pagination: string;
}

/**
 * The endpoint's answer, or `null` when it is not one. As Pro reads it: an answer without
 * `data` (no posts and no nothing-found message) is "no results" (`data: ''`).
 */
export function readRefreshSearch(json: unknown): RefreshSearchReply | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { data, pagination } = json as Record<string, unknown>;
  if (data !== undefined && data !== null && typeof data !== 'string') return null;
  return { data: data ?? '', pagination: typeof pagination === 'string' ? pagination : '' };
}

/** The page a pagination link asks for: its `e-search-page` parameter, else 1 (Pro's `handleLinkClick`). */
export function searchPageOf(href: string, pageUrl: string): number {
  let page: string | null;
  try {
    page = new URL(href, pageUrl).searchParams.get('e-search-page');
  } catch {
    return 1;
  }
  const number = page === null ? NaN : parseInt(page, 10);
  return Number.isInteger(number) && number > 0 ? number : 1;
}

/**
 * The focus target an arrow key moves to among `count` focusable results, as Pro's keyboard
 * handler does: from the input (-1) ArrowDown goes to the first and ArrowUp to the last; past
 * either end the focus goes back to the input (-1).
 */
export function nextFocus(current: number, count: number, key: string): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 ? 0 : current + 1 >= count ? -1 : current + 1;
  if (key === 'ArrowUp') return current < 0 ? count - 1 : current - 1;
  return current;
}
