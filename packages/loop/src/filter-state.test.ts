import { settingsFrom } from '@islet/test-support/settings';
import { describe, expect, it } from 'vitest';
import {
  consolidate,
  removeTerm,
  setFilter,
  taxonomiesByLoop,
  unsetFilter,
  type LoopFilterState,
} from './filter-state.ts';
import { filterOperator } from './query-constants.ts';
import { settings } from './taxonomy-filter.ts';

const empty: LoopFilterState = {};

describe('filterOperator (spec §5)', () => {
  it.each<[Record<string, unknown>, string]>([
    [{}, 'DISABLED'],
    [{ logical_combination: 'AND' }, 'DISABLED'],
    [{ multiple_selection: 'yes' }, 'DISABLED'],
    [{ multiple_selection: 'yes', logical_combination: 'AND' }, 'AND'],
    [{ multiple_selection: 'yes', logical_combination: 'OR' }, 'OR'],
    [{ multiple_selection: 'yes', logical_combination: 'NOT' }, 'DISABLED'],
    [{ multiple_selection: 'yes', logical_combination: 'or' }, 'DISABLED'],
    [{ multiple_selection: 'yes', logical_combination: 5 }, 'DISABLED'],
    [{ multiple_selection: 'no', logical_combination: 'OR' }, 'DISABLED'],
    [{ multiple_selection: true, logical_combination: 'OR' }, 'DISABLED'],
  ])('%j → %s', (raw, expected) => {
    // The loop and taxonomy are required by the shape; they play no part in the operator.
    const withLoop = { selected_element: 'a1b2c3d', taxonomy: 'category', ...raw };
    expect(filterOperator(settingsFrom(withLoop, settings))).toBe(expected);
  });
});

describe('the filter store', () => {
  it('single selection replaces the terms and stores no join', () => {
    let state = setFilter(empty, 'loop1', 'f1', 'category', ['news'], 'DISABLED');
    state = setFilter(state, 'loop1', 'f1', 'category', ['tips'], 'DISABLED');
    expect(state.loop1?.filters.f1?.filterData).toEqual({
      selectedTaxonomy: 'category',
      terms: ['tips'],
    });
    expect(state.loop1?.consolidatedFilters).toEqual({
      taxonomy: { category: { terms: ['tips'] } },
    });
  });

  it('with an operator merges terms as an ordered set and stores the join', () => {
    let state = setFilter(empty, 'loop1', 'f1', 'category', ['news'], 'OR');
    state = setFilter(state, 'loop1', 'f1', 'category', ['tips'], 'OR');
    state = setFilter(state, 'loop1', 'f1', 'category', ['news'], 'OR');
    expect(state.loop1?.filters.f1?.filterData).toEqual({
      selectedTaxonomy: 'category',
      terms: ['news', 'tips'],
      logicalJoin: 'OR',
    });
  });

  it('removing the last term removes the filter; unset removes it at once', () => {
    let state = setFilter(empty, 'loop1', 'f1', 'category', ['news'], 'AND');
    state = setFilter(state, 'loop1', 'f1', 'category', ['tips'], 'AND');
    state = removeTerm(state, 'loop1', 'f1', 'news');
    expect(state.loop1?.consolidatedFilters.taxonomy?.category?.terms).toEqual(['tips']);
    state = removeTerm(state, 'loop1', 'f1', 'tips');
    expect(state.loop1?.filters).toEqual({});
    expect(state.loop1?.consolidatedFilters).toEqual({});
    state = setFilter(state, 'loop1', 'f1', 'category', ['x'], 'AND');
    expect(unsetFilter(state, 'loop1', 'f1').loop1?.consolidatedFilters).toEqual({});
  });

  it('keeps loops apart and lists every loop for the URL', () => {
    let state = setFilter(empty, 'loop1', 'f1', 'category', ['news'], 'DISABLED');
    state = setFilter(state, 'loop2', 'f2', 'product_cat', ['music'], 'OR');
    expect(taxonomiesByLoop(state)).toEqual({
      loop1: { category: { terms: ['news'] } },
      loop2: { product_cat: { terms: ['music'], logicalJoin: 'OR' } },
    });
  });
});

describe('consolidate (anchor-defects #27)', () => {
  it('groups by taxonomy and skips filters without terms', () => {
    let state = setFilter(empty, 'l', 'f1', 'category', ['news'], 'DISABLED');
    state = setFilter(state, 'l', 'f2', 'post_tag', ['camping', 'family'], 'AND');
    state = setFilter(state, 'l', 'f3', 'product_cat', [], 'DISABLED');
    expect(state.l?.consolidatedFilters).toEqual({
      taxonomy: {
        category: { terms: ['news'] },
        post_tag: { terms: ['camping', 'family'], logicalJoin: 'AND' },
      },
    });
  });

  it('two filters on one taxonomy give the union, with the join of the one changed last', () => {
    let state = setFilter(empty, 'l', 'f1', 'category', ['news'], 'OR');
    state = setFilter(state, 'l', 'f2', 'category', ['tips'], 'AND');
    expect(state.l?.consolidatedFilters.taxonomy?.category).toEqual({
      terms: ['news', 'tips'],
      logicalJoin: 'AND',
    });
    state = setFilter(state, 'l', 'f1', 'category', ['travel'], 'OR');
    expect(state.l?.consolidatedFilters.taxonomy?.category).toEqual({
      terms: ['tips', 'news', 'travel'],
      logicalJoin: 'OR',
    });
  });

  it('ignores unknown filter types', () => {
    expect(
      consolidate({
        x: {
          filterType: 'other' as 'taxonomy',
          filterData: { selectedTaxonomy: 'a', terms: ['b'] },
          changed: 1,
        },
      }),
    ).toEqual({});
  });
});
