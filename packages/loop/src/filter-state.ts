import type { FilterOperator, Join } from './query-constants.ts';
import type { ConsolidatedTaxonomies } from './url-codec.ts';

/** One filter widget's choice, as the original stores it (loop-and-filter.md §2). */
export interface FilterData {
  selectedTaxonomy: string;
  terms: string[];
  /** Only when the operator is not DISABLED. */
  logicalJoin?: Join;
}

export interface FilterEntry {
  filterType: 'taxonomy';
  filterData: FilterData;
  /** When it last changed, page-wide: the newest filter's join wins in consolidation. */
  changed: number;
}

export interface LoopFilters {
  filters: Record<string, FilterEntry>;
  consolidatedFilters: { taxonomy?: ConsolidatedTaxonomies };
}

/** Every loop widget on the page, by its id. */
export type LoopFilterState = Readonly<Record<string, LoopFilters>>;

/**
 * Groups a loop's filters by type and taxonomy. Two filters on one taxonomy give the union of
 * their terms (in the order first chosen) and the join of the one changed last; the original kept
 * only the last filter's terms (anchor-defects #27).
 */
export function consolidate(
  filters: Readonly<Record<string, FilterEntry>>,
): LoopFilters['consolidatedFilters'] {
  const byTaxonomy: ConsolidatedTaxonomies = {};
  const entries = Object.values(filters).sort((a, b) => a.changed - b.changed);
  for (const { filterType, filterData } of entries) {
    if (filterType !== 'taxonomy' || !filterData.terms.length) continue;
    const taxonomy = filterData.selectedTaxonomy;
    const target = (byTaxonomy[taxonomy] ??= { terms: [] });
    target.terms = [...new Set([...target.terms, ...filterData.terms])];
    if (filterData.logicalJoin) target.logicalJoin = filterData.logicalJoin;
    else delete target.logicalJoin;
  }
  return Object.keys(byTaxonomy).length ? { taxonomy: byTaxonomy } : {};
}

let clock = 0;

function withLoop(
  state: LoopFilterState,
  loopId: string,
  change: (filters: Record<string, FilterEntry>) => Record<string, FilterEntry>,
): LoopFilterState {
  const filters = change({ ...(state[loopId]?.filters ?? {}) });
  return { ...state, [loopId]: { filters, consolidatedFilters: consolidate(filters) } };
}

/**
 * `setFilterDataForLoopWidget`: with an operator, the terms join the filter's existing ones as an
 * ordered set; without one (single selection) they replace them.
 */
export function setFilter(
  state: LoopFilterState,
  loopId: string,
  filterId: string,
  taxonomy: string,
  terms: readonly string[],
  operator: FilterOperator,
): LoopFilterState {
  return withLoop(state, loopId, (filters) => {
    const previous = filters[filterId]?.filterData;
    const data: FilterData = { selectedTaxonomy: taxonomy, terms: [...new Set(terms)] };
    if (operator !== 'DISABLED') {
      const kept = previous?.selectedTaxonomy === taxonomy ? previous.terms : [];
      data.terms = [...new Set([...kept, ...terms])];
      data.logicalJoin = operator;
    }
    filters[filterId] = { filterType: 'taxonomy', filterData: data, changed: ++clock };
    return filters;
  });
}

/** Takes one term out of a filter; the filter goes when no term is left. */
export function removeTerm(
  state: LoopFilterState,
  loopId: string,
  filterId: string,
  term: string,
): LoopFilterState {
  return withLoop(state, loopId, (filters) => {
    const entry = filters[filterId];
    if (!entry) return filters;
    const terms = entry.filterData.terms.filter((t) => t !== term);
    if (terms.length)
      filters[filterId] = {
        ...entry,
        filterData: { ...entry.filterData, terms },
        changed: ++clock,
      };
    else delete filters[filterId];
    return filters;
  });
}

export function unsetFilter(
  state: LoopFilterState,
  loopId: string,
  filterId: string,
): LoopFilterState {
  return withLoop(state, loopId, (filters) => {
    delete filters[filterId];
    return filters;
  });
}

/** Every loop's consolidated taxonomy filters: what the URL is written from. */
export function taxonomiesByLoop(state: LoopFilterState): Record<string, ConsolidatedTaxonomies> {
  return Object.fromEntries(
    Object.entries(state).map(([id, loop]) => [id, loop.consolidatedFilters.taxonomy ?? {}]),
  );
}
