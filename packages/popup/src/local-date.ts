const DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A `Y-m-d H:i[:s]` wall time as milliseconds on the visitor's clock, or `null` when it is not
 * a real date. Both the schedule dates and the server's time are wall times, so comparing them
 * on one clock gives the site's-timezone answer without knowing the site's timezone.
 */
export function parseWallTime(text: string): number | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hour, minute, second);
  // `new Date` rolls 2024-02-31 over into March; a date that moved was not a date.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day)
    return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return date.getTime();
}
