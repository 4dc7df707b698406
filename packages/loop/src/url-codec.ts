import { SEPARATOR, type Join } from './query-constants.ts';

/** What a loop's consolidated taxonomy filters look like (spec §3). */
export interface TaxonomyTerms {
  terms: string[];
  logicalJoin?: Join;
}
export type ConsolidatedTaxonomies = Record<string, TaxonomyTerms>;

const FILTER_PREFIX = 'e-filter';

export const filterParam = (loopId: string, taxonomy: string) =>
  `${FILTER_PREFIX}-${loopId}-${taxonomy}`;
export const pageParam = (loopId: string) => `e-page-${loopId}`;

/**
 * A decoded `e-filter-*` value: `~` splits OR, `!` NOT, and otherwise a space (the decoded `+`)
 * or a literal `+` (from `%2B`) splits AND.
 */
export function parseFilterValue(value: string): { terms: string[]; join: Join } {
  const join: Join = value.includes('~') ? 'OR' : value.includes('!') ? 'NOT' : 'AND';
  const splitter = join === 'AND' ? /[ +]/ : SEPARATOR[join];
  const terms = value.split(splitter).filter(Boolean);
  return { terms: [...new Set(terms)], join };
}

/** The terms a page URL selects for one filter (spec §4), or null when it selects none. */
export function readFilterTerms(
  search: string,
  loopId: string,
  taxonomy: string,
): { terms: string[]; join: Join } | null {
  const value = new URLSearchParams(search).get(filterParam(loopId, taxonomy));
  if (!value) return null;
  const parsed = parseFilterValue(value);
  return parsed.terms.length ? parsed : null;
}

const encode = (text: string) => encodeURIComponent(text);

/**
 * Writes one parameter. Filter values keep their separators literal (`news+tips`, `news~tips`)
 * and only the terms are encoded, which is what the original means to print (its `%7C` fix-up
 * never matched URLSearchParams' `%7E`); other parameters are encoded as URLSearchParams would.
 */
function writeParam(name: string, value: string): string {
  if (!name.startsWith(FILTER_PREFIX)) return new URLSearchParams([[name, value]]).toString();
  const { terms, join } = parseFilterValue(value);
  return `${encode(name)}=${terms.map(encode).join(SEPARATOR[join])}`;
}

export function serializeQuery(params: Iterable<[string, string]>): string {
  return [...params].map(([name, value]) => writeParam(name, value)).join('&');
}

/** The value written for one consolidated taxonomy: AND's separator when there is no join. */
function filterValue({ terms, logicalJoin }: TaxonomyTerms): string {
  return terms.join(SEPARATOR[logicalJoin ?? 'AND']);
}

export interface FilterUrlInput {
  /** The current `location.href`. */
  href: string;
  /** The loop being refreshed: its `e-page-{id}` parameters go. */
  loopId: string;
  /** Every loop on the page with its consolidated taxonomy filters. */
  loops: Readonly<Record<string, ConsolidatedTaxonomies>>;
  /** The filter element's `data-page-num` (1 without a filter element). */
  pageNum: number;
  /** The filter element's `data-base-url` (the current URL without one). */
  baseUrl: string;
}

/** Spec §2 "Loop filter query string" and loop-and-filter.md §5: the URL to push on a refresh. */
export function buildFilterUrl({ href, loopId, loops, pageNum, baseUrl }: FilterUrlInput): string {
  const current = new URL(href);
  const params: [string, string][] = [];
  for (const [name, value] of current.searchParams) {
    if (name.startsWith(FILTER_PREFIX) || name.startsWith(pageParam(loopId))) continue;
    params.push([name, value]);
  }
  for (const [id, taxonomies] of Object.entries(loops)) {
    for (const [taxonomy, entry] of Object.entries(taxonomies)) {
      if (entry.terms.length) params.push([filterParam(id, taxonomy), filterValue(entry)]);
    }
  }
  if (pageNum > 1) {
    const base = new URL(baseUrl, href);
    const merged = [...base.searchParams].filter(([name]) => name !== 'page' && name !== 'paged');
    const taken = new Set(merged.map(([name]) => name));
    for (const entry of params) {
      if (entry[0] !== 'page' && entry[0] !== 'paged' && !taken.has(entry[0])) merged.push(entry);
    }
    const query = serializeQuery(merged);
    return `${base.origin}${base.pathname}${query ? `?${query}` : ''}${base.hash}`;
  }
  const query = serializeQuery(params);
  return query ? `?${query}` : current.pathname;
}

/**
 * The URL to fetch for a next page or a page link: the active `e-filter-{loopId}-*` parameters of
 * the current URL are added when the link lacks them (anchor-defects #26).
 */
export function withActiveFilters(targetHref: string, currentHref: string, loopId: string): string {
  const target = new URL(targetHref, currentHref);
  const prefix = `${FILTER_PREFIX}-${loopId}-`;
  const params: [string, string][] = [...target.searchParams];
  for (const [name, value] of new URL(currentHref).searchParams) {
    if (name.startsWith(prefix) && !target.searchParams.has(name)) params.push([name, value]);
  }
  const query = serializeQuery(params);
  return `${target.origin}${target.pathname}${query ? `?${query}` : ''}${target.hash}`;
}

/**
 * Loop-and-filter.md §9 step 3: the current URL with every parameter of the page link copied over
 * it; without `e-page-{loopId}` in the link (page 1), that parameter goes.
 */
export function paginationUrl(currentHref: string, targetHref: string, loopId: string): string {
  const current = new URL(currentHref);
  const target = new URL(targetHref, currentHref);
  const params = new Map<string, string>(current.searchParams);
  for (const [name, value] of target.searchParams) params.set(name, value);
  if (!target.searchParams.has(pageParam(loopId))) params.delete(pageParam(loopId));
  const query = serializeQuery(params);
  return `${current.origin}${current.pathname}${query ? `?${query}` : ''}${current.hash}`;
}

/**
 * What of a URL decides one loop's content: its filters and page, normalised, so that two URLs
 * showing the same grid compare equal (`news+tips` and `news%20tips`).
 */
export function loopStateKey(href: string, loopId: string): string {
  const prefix = `${FILTER_PREFIX}-${loopId}-`;
  const parts: string[] = [];
  for (const [name, value] of new URL(href).searchParams) {
    if (name.startsWith(prefix)) {
      const { terms, join } = parseFilterValue(value);
      if (terms.length) parts.push(`${name}=${terms.join(SEPARATOR[join])}`);
    } else if (name === pageParam(loopId) && value !== '1') parts.push(`${name}=${value}`);
  }
  return parts.sort().join('&');
}
