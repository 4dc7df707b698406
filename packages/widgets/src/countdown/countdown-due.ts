const isWhole = (text: string | undefined): text is string =>
  text !== undefined && /^\s*\d+\s*$/.test(text);

/** What a countdown counts to, as its wrapper says: a date, or an interval from the first view. */
export type DueSetting = { date: number } | { evergreenSeconds: number };

/**
 * `data-evergreen-interval` (seconds, whole and positive) or else `data-date` (unix seconds);
 * an error text for anything else. Read by the behaviour and by `islet-head.js`'s pass alike.
 */
export function readDueSetting(wrapper: HTMLElement): DueSetting | string {
  const { date, evergreenInterval } = wrapper.dataset;
  if (evergreenInterval !== undefined) {
    if (!isWhole(evergreenInterval) || Number(evergreenInterval) <= 0) {
      return `bad data-evergreen-interval ${JSON.stringify(evergreenInterval)}`;
    }
    return { evergreenSeconds: Number(evergreenInterval) };
  }
  if (isWhole(date)) return { date: Number(date) * 1000 };
  return `bad data-date ${JSON.stringify(date ?? null)}`;
}
