import { createStore } from 'zustand/vanilla';
import type { LoopFilterState } from './filter-state.ts';

/**
 * The page's loop filter state, keyed by loop widget id. Module state of the shared chunk: the
 * filter widgets and the loop widgets are separate elements, and both chunks import this one
 * module, so they see one store.
 */
export const filterStore = createStore<LoopFilterState>(() => ({}));
