import { checkUrl } from '@islet/primitives';

/**
 * The `startOffset` of the text along its path: the start point setting (0–100 %), mirrored for
 * right-to-left text (as the original's handler does), whose start, at that offset, is its right
 * end: with `direction: rtl` the text runs back from there towards the path's start.
 */
export function startOffset(startPoint: number | undefined, rtl: boolean): string {
  const offset = Math.min(100, Math.max(0, startPoint ?? 0));
  return `${rtl ? 100 - offset : offset}%`;
}

/** Only links the URL policy accepts (http(s) or site-relative) become the text's link. */
export function safeLink(url: unknown, base: string): string | undefined {
  const verdict = checkUrl(url, base);
  return verdict.ok ? verdict.url.href : undefined;
}
