import type { VideoSource } from '../video/video-source.ts';

/** Where a playlist keeps the numbers of the videos watched, per widget. */
export const watchedKey = (widgetId: string) => `video-playlist-watched-${widgetId}`;

/** The stored marks as a set of tab numbers; anything else is no marks. */
export function readWatched(value: unknown): Set<string> {
  if (!Array.isArray(value)) return new Set();
  return new Set(
    value.filter((item): item is string => typeof item === 'string' && /^\d+$/.test(item)),
  );
}

/** The player address of a service video; the no-cookie host for YouTube. */
export function embedUrl(source: VideoSource, autoplay: boolean): string {
  const url =
    source.service === 'youtube'
      ? new URL(`https://www.youtube-nocookie.com/embed/${source.id}`)
      : new URL(`https://player.vimeo.com/video/${source.id}`);
  if (autoplay) url.searchParams.set('autoplay', '1');
  if (source.start) url.searchParams.set('start', String(source.start));
  if (source.service === 'vimeo') url.searchParams.set('dnt', '1');
  return url.href;
}

/** The tab a key moves to in a list of `count` (manual activation: focus only); `null` for others. */
export function tabForKey(index: number, count: number, key: string): number | null {
  if (key === 'ArrowDown' || key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowUp' || key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
