export { features } from './features.ts';
export {
  buildFilterUrl,
  paginationUrl,
  parseFilterValue,
  readFilterTerms,
  withActiveFilters,
  type ConsolidatedTaxonomies,
  type FilterUrlInput,
  type TaxonomyTerms,
} from './url-codec.ts';
export {
  consolidate,
  removeTerm,
  setFilter,
  unsetFilter,
  type FilterData,
  type FilterEntry,
  type LoopFilterState,
  type LoopFilters,
} from './filter-state.ts';
export { filterOperator, type FilterOperator, type Join } from './query-constants.ts';
export { refreshRequest, restAcceptsWidgetId, type RefreshBody } from './request-body.ts';
export { readRefreshResponse, type RefreshOutcome } from './refresh-response.ts';
