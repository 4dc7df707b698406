// @ts-check
// POST {rest}/elementor-pro/v1/refresh-loop, with the checks the real endpoint makes
// (loop-and-filter.md §6): numeric post_id, a widget_id of exactly 7 alphanumerics, a URL for
// pagination_base_url, a published document holding that widget, and the widget a loop grid.
import { documentById } from './documents.mjs';
import { renderWidgetContent } from './render-loop.mjs';

export const REFRESH_LOOP_ROUTE = '/elementor-pro/v1/refresh-loop';

/**
 * @param {number} status
 * @param {string} code
 * @param {string} message
 */
const error = (status, code, message) =>
  Response.json({ code, message, data: { status } }, { status });

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads `widget_filters` as WordPress would after its JSON decoding: only the `taxonomy` type is
 * known, each entry needs a list of string terms.
 *
 * @param {unknown} value
 * @returns {import('./filter-query.mjs').TaxonomyFilters | null}
 */
function taxonomyFilters(value) {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return {};
  if (!isObject(value)) return null;
  const byTaxonomy = value.taxonomy ?? {};
  if (!isObject(byTaxonomy)) return null;
  /** @type {import('./filter-query.mjs').TaxonomyFilters} */
  const filters = {};
  for (const [taxonomy, entry] of Object.entries(byTaxonomy)) {
    if (!isObject(entry) || !Array.isArray(entry.terms)) return null;
    const terms = entry.terms.filter((term) => typeof term === 'string');
    const join = entry.logicalJoin;
    if (terms.length)
      filters[taxonomy] = {
        terms,
        logicalJoin: join === 'OR' || join === 'NOT' ? join : 'AND',
      };
  }
  return filters;
}

/**
 * @param {Request} request
 * @returns {Promise<Response>}
 */
export async function refreshLoop(request) {
  /** @type {unknown} */
  let body;
  try {
    body = await request.json();
  } catch {
    return error(400, 'rest_invalid_json', 'Invalid JSON body passed.');
  }
  if (!isObject(body)) return error(400, 'rest_invalid_json', 'Invalid JSON body passed.');
  const postId = body.post_id;
  if (!(typeof postId === 'number' || (typeof postId === 'string' && /^\d+$/.test(postId))))
    return error(400, 'rest_invalid_param', 'Invalid parameter(s): post_id');
  const widgetId = body.widget_id;
  if (typeof widgetId !== 'string' || !/^[a-zA-Z0-9]{7}$/.test(widgetId))
    return error(400, 'rest_invalid_param', 'Invalid parameter(s): widget_id');
  /** @type {URL} */
  let base;
  try {
    base = new URL(String(body.pagination_base_url));
  } catch {
    return error(400, 'rest_invalid_param', 'Invalid parameter(s): pagination_base_url');
  }
  const filters = taxonomyFilters(body.widget_filters);
  if (!filters) return error(400, 'rest_invalid_param', 'Invalid parameter(s): widget_filters');

  const doc = documentById(Number(postId));
  if (!doc || doc.status !== 'publish')
    return error(400, 'rest_forbidden', 'The document is not published.');
  const widget = doc.widgets.find((candidate) => candidate.id === widgetId);
  if (!widget || widget.kind !== 'loop' || !widget.widgetType.startsWith('loop-grid.'))
    return error(400, 'rest_forbidden', 'No loop grid with this id in the document.');

  // The real server builds its links from the base URL alone: the active filters are not in them
  // (the #30327 case the client repairs).
  base.search = '';
  return Response.json({ data: renderWidgetContent(widget, filters, 1, base) });
}
