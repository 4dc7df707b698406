export interface EvergreenStore {
  getRaw(key: string): string | null;
  setRaw(key: string, value: string): void;
}

/**
 * The due time of an evergreen countdown for this visitor, kept in localStorage under the
 * original's keys (`{id}-evergreen_due_date`, `{id}-evergreen_interval`), so visitors keep their
 * deadline across the switch. A new interval setting, or an unreadable stored value, starts over.
 */
export function evergreenDueDate(
  store: EvergreenStore,
  widgetId: string,
  intervalSeconds: number,
  now: number,
): number {
  const stored = storedEvergreenDue(store, widgetId, intervalSeconds);
  if (stored !== null) return stored;
  const due = now + intervalSeconds * 1000;
  store.setRaw(`${widgetId}-evergreen_due_date`, String(due));
  store.setRaw(`${widgetId}-evergreen_interval`, String(intervalSeconds));
  return due;
}

/** The visitor's stored due time for this interval, or null where there is none to keep. */
export function storedEvergreenDue(
  store: Pick<EvergreenStore, 'getRaw'>,
  widgetId: string,
  intervalSeconds: number,
): number | null {
  const storedDue = Number(store.getRaw(`${widgetId}-evergreen_due_date`));
  const storedInterval = Number(store.getRaw(`${widgetId}-evergreen_interval`));
  return storedInterval === intervalSeconds && Number.isFinite(storedDue) && storedDue > 0
    ? storedDue
    : null;
}
