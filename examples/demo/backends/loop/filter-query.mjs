// @ts-check
// How the embedded CMS reads a loop's filters, from the refresh-loop body and from the page URL
// (`e-filter-{widgetId}-{taxonomy}`), and applies them to the catalogue the way WP_Query's
// tax_query would: AND needs every term, OR (IN) any, NOT (NOT IN) none; taxonomies combine with
// AND.

/**
 * @typedef {'AND' | 'OR' | 'NOT'} Join
 * @typedef {{ terms: string[], logicalJoin?: string }} TaxonomyFilter
 * @typedef {Record<string, TaxonomyFilter>} TaxonomyFilters taxonomy slug → filter
 */

const FILTER_PREFIX = 'e-filter-';

/**
 * Reads the filters of one loop widget from a query string. A decoded `+` is a space (AND), `~` is
 * OR, `!` is NOT.
 *
 * @param {URLSearchParams} params
 * @param {string} widgetId
 * @returns {TaxonomyFilters}
 */
export function filtersFromQuery(params, widgetId) {
  const prefix = `${FILTER_PREFIX}${widgetId}-`;
  /** @type {TaxonomyFilters} */
  const filters = {};
  for (const [name, value] of params) {
    if (!name.startsWith(prefix) || !value) continue;
    const taxonomy = name.slice(prefix.length);
    /** @type {[string, Join]} */
    const [separator, join] = value.includes('~')
      ? ['~', 'OR']
      : value.includes('!')
        ? ['!', 'NOT']
        : [' ', 'AND'];
    const terms = value.split(separator).filter(Boolean);
    if (terms.length) filters[taxonomy] = { terms, logicalJoin: join };
  }
  return filters;
}

/**
 * @param {{ [taxonomy: string]: string[] | undefined }} item the item's term slugs per taxonomy
 * @param {TaxonomyFilters} filters
 */
export function matchesFilters(item, filters) {
  return Object.entries(filters).every(([taxonomy, { terms, logicalJoin }]) => {
    const own = item[taxonomy] ?? [];
    if (logicalJoin === 'OR') return terms.some((term) => own.includes(term));
    if (logicalJoin === 'NOT') return terms.every((term) => !own.includes(term));
    // AND, and DISABLED (no join) which the server runs as AND.
    return terms.every((term) => own.includes(term));
  });
}

/**
 * The `e-filter-{widgetId}-*` parameters of a query, to keep in the links a page prints (as
 * WordPress's paginate_links keeps the current query).
 *
 * @param {URLSearchParams} params
 * @param {string} widgetId
 * @returns {[string, string][]}
 */
export function filterParams(params, widgetId) {
  return [...params].filter(([name]) => name.startsWith(`${FILTER_PREFIX}${widgetId}-`));
}
