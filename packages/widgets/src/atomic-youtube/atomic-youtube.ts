import type { BehaviourContext } from '@islet/core';
import { prefersReducedMotion } from '@islet/primitives';
import { loadServiceScript } from '../video/service-script.ts';
import { YOUTUBE_API } from '../video/service-video.ts';
import { playerOptions, readYoutubeSettings } from './youtube-options.ts';

interface YouTubePlayer {
  mute(): void;
  playVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  destroy(): void;
  getIframe?(): HTMLIFrameElement | null;
}

interface YouTubeApi {
  loaded?: number;
  Player: new (target: HTMLElement, options: object) => YouTubePlayer;
  PlayerState: { ENDED: number };
}

type YouTubeWindow = Window & { YT?: YouTubeApi };

/**
 * The builder 4.x atomic YouTube element (`e-youtube`): an empty `<div data-settings>` the
 * player is made in. As the builder's `youtube-handler.js`: a `div` (height 100 %) is added to
 * the element and the YouTube IFrame API's player replaces it, at once or, with `lazyload`, when
 * the element comes into view; `mute` and `autoplay` act when the player is ready; `loop` seeks
 * back to the start time when the video ends. The API script is the classic video widget's
 * loader (one per page); the link goes through the same parser (YouTube hosts, an 11-character
 * id). Disconnecting destroys the player and removes what was added.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const read = readYoutubeSettings(ctx.rawSettings);
  if (!read.ok) {
    ctx.warn(`${read.reason}; the element is left empty, as printed.`);
    ctx.report('skipped', read.reason);
    return;
  }
  const settings = read.value;
  const doc = element.ownerDocument;
  const win = (doc.defaultView ?? window) as YouTubeWindow;
  // Islet's video widgets do not start a video by themselves for visitors who ask for less motion.
  const autoplay = settings.autoplay && !prefersReducedMotion(win);
  const options = playerOptions({ ...settings, autoplay }, win.location.origin);

  const target = doc.createElement('div');
  target.style.height = '100%';
  element.append(target);
  let player: YouTubePlayer | undefined;
  ctx.own(() => {
    const frame = player?.getIframe?.() ?? null;
    player?.destroy();
    player = undefined;
    // The API may leave its iframe or put the placeholder back: neither stays.
    if (frame && element.contains(frame)) frame.remove();
    if (element.contains(target)) target.remove();
  });

  const make = (YT: YouTubeApi) => {
    const made: YouTubePlayer = new YT.Player(target, {
      ...options,
      events: {
        onReady: () => {
          if (settings.mute) made.mute();
          if (autoplay) made.playVideo();
        },
        onStateChange: (event: { data: number }) => {
          if (event.data === YT.PlayerState.ENDED && settings.loop)
            made.seekTo(settings.start ?? 0, true);
        },
      },
    });
    player = made;
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    loadServiceScript(win, YOUTUBE_API, () => !!win.YT?.loaded && !!win.YT.Player).then(
      () => {
        if (!ctx.signal.aborted) make(win.YT!);
      },
      (error: unknown) => {
        if (ctx.signal.aborted) return;
        const reason = error instanceof Error ? error.message : String(error);
        ctx.warn(`the YouTube player could not start (${reason}).`);
      },
    );
  };

  if (!settings.lazyload) {
    start();
    return;
  }
  const stop = ctx.scheduler.observeIntersection(element, (entry) => {
    if (!entry.isIntersecting) return;
    stop();
    start();
  });
}
