/**
 * The `startOffset` of the text along its path: the start point setting (0–100 %), mirrored for
 * right-to-left text (as the original's handler does), whose start, at that offset, is its right
 * end: with `direction: rtl` the text runs back from there towards the path's start.
 */
export function startOffset(startPoint: number | undefined, rtl: boolean): string {
  const offset = Math.min(100, Math.max(0, startPoint ?? 0));
  return `${rtl ? 100 - offset : offset}%`;
}

/** Only http(s) or site-relative links become the text's link. */
export function safeLink(url: unknown, base: string): string | undefined {
  if (typeof url !== 'string' || !url.trim()) return undefined;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
