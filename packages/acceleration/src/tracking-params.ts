/**
 * Tracking parameters (by name prefix) are left out of the cache key, so one cached copy serves
 * every campaign link; the page keeps them in its own URL, and restoring puts them back on a URL
 * built from the key.
 */
export function stripTrackingParams(
  url: URL,
  prefixes: readonly string[],
): { key: URL; removed: [string, string][] } {
  const key = new URL(url.href);
  key.hash = '';
  const removed: [string, string][] = [];
  // The kept parameters stay byte for byte as they were (`?a` is not `?a=`), so the same page
  // with and without a campaign parameter has one key.
  const kept = key.search
    .slice(1)
    .split('&')
    .filter((part) => {
      if (!part) return false;
      const [name, value] = [...new URLSearchParams(part)][0] ?? ['', ''];
      const lower = name.toLowerCase();
      if (!prefixes.some((prefix) => lower.startsWith(prefix.toLowerCase()))) return true;
      removed.push([name, value]);
      return false;
    });
  if (removed.length) key.search = kept.join('&');
  return { key, removed };
}

export function restoreTrackingParams(key: URL, removed: readonly [string, string][]): URL {
  const url = new URL(key.href);
  for (const [name, value] of removed) url.searchParams.append(name, value);
  return url;
}
