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
  const dueKey = `${widgetId}-evergreen_due_date`;
  const intervalKey = `${widgetId}-evergreen_interval`;
  const storedDue = Number(store.getRaw(dueKey));
  const storedInterval = Number(store.getRaw(intervalKey));
  if (storedInterval === intervalSeconds && Number.isFinite(storedDue) && storedDue > 0) {
    return storedDue;
  }
  const due = now + intervalSeconds * 1000;
  store.setRaw(dueKey, String(due));
  store.setRaw(intervalKey, String(intervalSeconds));
  return due;
}
