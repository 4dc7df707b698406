import type { BehaviourContext } from '@islet/core';
import { loadServiceScript } from './service-script.ts';
import { onActivate, type VideoOptions } from './video-options.ts';
import { parseVideoUrl, type VideoSource } from './video-source.ts';

interface YouTubePlayer {
  playVideo(): void;
  mute(): void;
}
interface YouTubeApi {
  loaded?: number;
  Player: new (
    target: HTMLElement,
    options: {
      videoId: string;
      host?: string;
      playerVars: Record<string, number | string | undefined>;
      events: { onReady(event: { target: YouTubePlayer }): void };
    },
  ) => unknown;
}
interface VimeoApi {
  Player: new (target: HTMLElement, options: Record<string, unknown>) => { play(): Promise<void> };
}
type ServiceWindow = Window & { YT?: YouTubeApi; Vimeo?: VimeoApi };

export const YOUTUBE_API = 'https://www.youtube.com/iframe_api';
export const VIMEO_API = 'https://player.vimeo.com/api/player.js';
/** A video starts loading this far before it scrolls into view. */
const NEAR_VIEWPORT = '0px 0px 300px 0px';

/**
 * A YouTube or Vimeo video: the service's script interface loads only when the video is about
 * to play (near the viewport, or when the overlay is pointed at or focused), and the player is
 * made then; privacy mode uses the service's no-cookie host.
 */
export function connectServiceVideo(
  element: HTMLElement,
  ctx: BehaviourContext,
  type: 'youtube' | 'vimeo',
  options: VideoOptions,
) {
  const win = element.ownerDocument.defaultView as ServiceWindow;
  const url = options.settings[`${type}_url`] ?? '';
  const source = parseVideoUrl(url);
  const target = element.querySelector<HTMLElement>('.elementor-video');
  if (!source || source.service !== type || !target) {
    ctx.warn(
      !target
        ? 'the video has no player placeholder in its markup; it is left as printed.'
        : `the ${type} link ${JSON.stringify(url)} is not a video address; the video is left as printed.`,
    );
    ctx.report('skipped', !target ? 'no .elementor-video placeholder' : `unknown video URL ${url}`);
    return;
  }
  const { overlay } = options;
  let made = false;
  const load = () =>
    source.service === 'youtube'
      ? loadServiceScript(win, YOUTUBE_API, () => !!win.YT?.loaded && !!win.YT.Player)
      : loadServiceScript(win, VIMEO_API, () => !!win.Vimeo?.Player);
  const play = (now: boolean) => {
    if (made) return;
    made = true;
    load().then(
      () => {
        if (ctx.signal.aborted) return;
        makePlayer(win, source, target, now, options);
        overlay?.remove();
      },
      (error: unknown) => {
        made = false;
        ctx.warn(
          `the ${type} player could not start (${error instanceof Error ? error.message : String(error)}).`,
        );
      },
    );
  };
  if (overlay) {
    // Pointing at or focusing the overlay fetches the interface, so the click plays at once.
    const warm = () => void load().catch(() => {});
    overlay.addEventListener('pointerenter', warm, { once: true, signal: ctx.signal });
    overlay.addEventListener('focusin', warm, { once: true, signal: ctx.signal });
    onActivate(ctx, overlay, () => play(true));
    return;
  }
  ctx.scheduler.observeIntersection(
    element,
    (entry) => {
      if (entry.isIntersecting) play(options.autoplay);
    },
    { rootMargin: NEAR_VIEWPORT },
  );
}

function makePlayer(
  win: ServiceWindow,
  video: VideoSource,
  into: HTMLElement,
  now: boolean,
  { settings, autoplay, start, end }: VideoOptions,
) {
  if (video.service === 'youtube') {
    new win.YT!.Player(into, {
      videoId: video.id,
      host: settings.yt_privacy ? 'https://www.youtube-nocookie.com' : undefined,
      playerVars: {
        autoplay: now ? 1 : 0,
        mute: settings.mute ? 1 : 0,
        controls: settings.controls !== false ? 1 : 0,
        rel: settings.rel ? 1 : 0,
        playsinline: settings.play_on_mobile ? 1 : 0,
        modestbranding: settings.modestbranding ? 1 : 0,
        loop: settings.loop ? 1 : 0,
        playlist: settings.loop ? video.id : undefined,
        start: start ?? video.start,
        end,
      },
      events: {
        onReady({ target: player }) {
          if (settings.mute || (now && autoplay)) player.mute();
          if (now) player.playVideo();
        },
      },
    });
  } else {
    const player = new win.Vimeo!.Player(into, {
      id: Number(video.id),
      autoplay: now,
      muted: settings.mute || (now && autoplay),
      loop: settings.loop,
      dnt: settings.yt_privacy || settings.vimeo_privacy,
    });
    if (now) void player.play().catch(() => {});
  }
}
