/** Which player a background video link needs, as the original decides it. */
export type VideoSource =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string; url: string }
  | { kind: 'hosted'; url: string };

const YOUTUBE_HOST = /^(?:https?:\/\/)?(?:www\.)?(?:m\.)?(?:youtu\.be\/|youtube\.com)/;
// core `utils/youtube-loader.js` getVideoIDFromURL, with Shorts links as newer cores accept them.
const YOUTUBE_ID =
  /^(?:https?:\/\/)?(?:www\.)?(?:m\.)?(?:youtu\.be\/|youtube\.com\/(?:(?:watch)?\?(?:.*&)?vi?=|(?:embed|v|vi|user|shorts|live)\/))([^?&"'>#/]+)/;
// core `utils/vimeo-loader.js` getVideoIDFromURL.
const VIMEO_ID =
  /^(?:https?:\/\/)?(?:www|player\.)?(?:vimeo\.com\/)?(?:video\/|external\/)?(\d+)([^.?&#"'>]?)/;

/** The video for a `background_video_link`, or null when it names none (one warning then). */
export function parseVideoLink(link: unknown): VideoSource | null {
  if (typeof link !== 'string' || !link.trim()) return null;
  const url = link.trim();
  if (url.includes('vimeo.com')) {
    const id = VIMEO_ID.exec(
      url.replace(/^(?:https?:\/\/)?(?:www\.)?vimeo\.com\//, 'vimeo.com/'),
    )?.[1];
    return id ? { kind: 'vimeo', id, url } : null;
  }
  if (YOUTUBE_HOST.test(url)) {
    const id = YOUTUBE_ID.exec(url)?.[1];
    return id ? { kind: 'youtube', id } : null;
  }
  return { kind: 'hosted', url };
}

/** Seconds from a start/end setting, or undefined when absent or not a positive number. */
export function seconds(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
}

/**
 * A hosted file with its start and end as a media fragment (`#t=start,end`), as the original
 * writes it, so the browser fetches from the start time on.
 */
export function hostedSource(url: string, start?: number, end?: number): string {
  if (start === undefined && end === undefined) return url;
  return `${url.split('#')[0]}#t=${start ?? 0}${end === undefined ? '' : `,${end}`}`;
}
