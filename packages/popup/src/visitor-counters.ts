import type { VisitorStores } from './display-counts.ts';

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Once per page load with popups: `pageViews` goes up, and `sessions` too on the first page of a
 * browser session (guarded by `activeSession` in sessionStorage).
 */
export function countVisit(stores: VisitorStores): { pageViews: number; sessions: number } {
  const pageViews = count(stores.local.get('pageViews')) + 1;
  stores.local.set('pageViews', pageViews);
  let sessions = count(stores.local.get('sessions'));
  if (!stores.session.get('activeSession')) {
    stores.session.set('activeSession', true);
    sessions++;
    stores.local.set('sessions', sessions);
  }
  return { pageViews, sessions };
}

export function readVisit(stores: VisitorStores): { pageViews: number; sessions: number } {
  return {
    pageViews: count(stores.local.get('pageViews')),
    sessions: count(stores.local.get('sessions')),
  };
}

/**
 * The first value seen for a popup's `page_views` or `sessions` rule. Only a missing baseline is
 * unset: the original re-stored it whenever it was 0.
 */
export function baseline(stores: VisitorStores, key: string, current: number): number {
  const stored = stores.local.get(key);
  if (typeof stored === 'number' && Number.isFinite(stored)) return stored;
  stores.local.set(key, current);
  return current;
}

export const disableKey = (id: string) => `popup_${id}_disable`;
