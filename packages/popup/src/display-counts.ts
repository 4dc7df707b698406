import type { Store } from '@islet/core';

export type Period = '' | 'session' | 'day' | 'week' | 'month';

/** Seconds a period's window lasts from the first display (spec §9). */
export const PERIOD_SECONDS = { day: 86400, week: 604800, month: 2628288 } as const;

export interface VisitorStores {
  local: Store;
  session: Store;
}

/** When a display counts: `''` or `close` on close; absent (the stripped "On Open") on open. */
export function countsOn(timing: Readonly<Record<string, unknown>>): 'open' | 'close' {
  const value = timing.times_count;
  return value === '' || value === 'close' ? 'close' : 'open';
}

export function periodOf(value: unknown): Period | null {
  if (value === undefined || value === '') return '';
  return value === 'session' || value === 'day' || value === 'week' || value === 'month'
    ? value
    : null;
}

const periodKey = (id: string) => `popup-${id}-impressions-count`;
const legacyKey = (id: string) => `popup_${id}_times`;

const asCount = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : 0;
};

/**
 * This popup's displays in its period, from the keys and places the original used, so counts
 * visitors already have carry over: the legacy counter without a period, a raw sessionStorage
 * key for `session`, and an expiring blob entry for day, week and month.
 */
export function readDisplays(stores: VisitorStores, id: string, period: Period): number {
  if (period === '') return asCount(stores.local.get(legacyKey(id)));
  if (period === 'session') return asCount(stores.session.getRaw(periodKey(id)));
  return asCount(stores.local.get(periodKey(id)));
}

/** Counts one display. The expiry is set by the first display and never extended. */
export function countDisplay(stores: VisitorStores, id: string, period: Period): void {
  const next = readDisplays(stores, id, period) + 1;
  if (period === '') stores.local.set(legacyKey(id), next);
  else if (period === 'session') stores.session.setRaw(periodKey(id), String(next));
  else if (next === 1)
    stores.local.set(periodKey(id), next, { lifetimeInSeconds: PERIOD_SECONDS[period] });
  else stores.local.set(periodKey(id), next);
}
