export type VideoService = 'youtube' | 'vimeo';

export interface VideoSource {
  service: VideoService;
  id: string;
  /** Seconds, from the URL (`t=1m30s`, `#t=90`), when it has one. */
  start?: number;
}

const YOUTUBE_HOSTS = /^(www\.|m\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)$/;
const YOUTUBE_ID = /^[\w-]{11}$/;

/** `90`, `90s`, `1m30s`, `1h2m3s` as seconds; undefined when it is none of those. */
export function parseTime(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || !match[0]) return undefined;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/** The service and video id of a YouTube or Vimeo link, in the forms sites paste them. */
export function parseVideoUrl(raw: string): VideoSource | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.test(host)) {
    const path = url.pathname.split('/').filter(Boolean);
    const id = host.endsWith('youtu.be')
      ? path[0]
      : (url.searchParams.get('v') ??
        (['embed', 'shorts', 'live', 'v'].includes(path[0] ?? '') ? path[1] : undefined));
    if (!id || !YOUTUBE_ID.test(id)) return null;
    const start = parseTime(url.searchParams.get('t') ?? url.searchParams.get('start'));
    return { service: 'youtube', id, ...(start !== undefined && { start }) };
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com' || host === 'player.vimeo.com') {
    const id = url.pathname
      .split('/')
      .filter(Boolean)
      .find((part) => /^\d+$/.test(part));
    if (!id) return null;
    const start = parseTime(new URLSearchParams(url.hash.slice(1)).get('t') ?? undefined);
    return { service: 'vimeo', id, ...(start !== undefined && { start }) };
  }
  return null;
}
