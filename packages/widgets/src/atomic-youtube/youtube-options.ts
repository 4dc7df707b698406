import { parseTime, parseVideoUrl } from '../video/video-source.ts';

/** The atomic YouTube element's `data-settings`, read. */
export interface YoutubeSettings {
  videoId: string;
  autoplay: boolean;
  mute: boolean;
  loop: boolean;
  lazyload: boolean;
  controls: boolean;
  captions: boolean;
  /** "Related videos": on lets the end screen suggest any channel's videos. */
  related: boolean;
  privacy: boolean;
  /** Whole seconds. */
  start: number | undefined;
  end: number | undefined;
}

export type YoutubeSettingsResult =
  { ok: true; value: YoutubeSettings } | { ok: false; reason: string };

/**
 * A switch as the server prints it (JSON `true`/`false`); a missing one takes the element's own
 * default (`atomic-youtube.php`: player controls and related videos on, the rest off).
 */
function flag(value: unknown, byDefault: boolean): boolean {
  if (value === undefined || value === null) return byDefault;
  return value === true || value === 1 || value === 'yes' || value === 'true';
}

/** `90`, `90s`, `1m30s` (a text field in the editor) as whole seconds; undefined otherwise. */
function time(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  return parseTime(value.trim());
}

/**
 * The video link the builder's regex takes may lack its scheme (`youtu.be/ID`,
 * `www.youtube.com/watch?v=ID`); the shared URL parser wants one.
 */
function withScheme(source: string): string {
  const trimmed = source.trim();
  return /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`;
}

/** The element's settings, or why it plays nothing (no YouTube video link). */
export function readYoutubeSettings(raw: Readonly<Record<string, unknown>>): YoutubeSettingsResult {
  const source = typeof raw.source === 'string' ? raw.source : '';
  const video = source.trim() ? parseVideoUrl(withScheme(source)) : null;
  if (!video || video.service !== 'youtube')
    return {
      ok: false,
      reason: source.trim()
        ? `the source ${JSON.stringify(source)} is not a YouTube video link`
        : 'no source video link',
    };
  return {
    ok: true,
    value: {
      videoId: video.id,
      autoplay: flag(raw.autoplay, false),
      mute: flag(raw.mute, false),
      loop: flag(raw.loop, false),
      lazyload: flag(raw.lazyload, false),
      controls: flag(raw.controls, true),
      captions: flag(raw.cc_load_policy, false),
      related: flag(raw.rel, true),
      privacy: flag(raw.privacy, false),
      start: time(raw.start),
      end: time(raw.end),
    },
  };
}

/** What `new YT.Player(target, options)` gets. */
export interface YoutubePlayerOptions {
  videoId: string;
  host?: string;
  playerVars: Record<string, number | string>;
}

export const NOCOOKIE_HOST = 'https://www.youtube-nocookie.com';

/**
 * The player's options, as the builder's `youtube-handler.js` passes them, but for two of its
 * defects: `rel` follows the switch (the builder inverts it: "Related videos" on sent `rel=0`,
 * off `rel=1`), and privacy mode passes the page's origin as the `origin` player parameter (the
 * builder sets a top-level `origin` option, which the API does not read, to the bare host name,
 * which is no origin). `mute` is also a player parameter, so a muted autoplay starts muted;
 * the builder mutes in `onReady`, which `onReady` here still does.
 */
export function playerOptions(settings: YoutubeSettings, pageOrigin: string): YoutubePlayerOptions {
  const playerVars: Record<string, number | string> = {
    controls: settings.controls ? 1 : 0,
    rel: settings.related ? 1 : 0,
    cc_load_policy: settings.captions ? 1 : 0,
    autoplay: settings.autoplay ? 1 : 0,
  };
  if (settings.mute) playerVars.mute = 1;
  if (settings.start !== undefined) playerVars.start = settings.start;
  if (settings.end !== undefined) playerVars.end = settings.end;
  const options: YoutubePlayerOptions = { videoId: settings.videoId, playerVars };
  if (settings.privacy) {
    options.host = NOCOOKIE_HOST;
    if (/^https?:\/\//.test(pageOrigin)) playerVars.origin = pageOrigin;
  }
  return options;
}
