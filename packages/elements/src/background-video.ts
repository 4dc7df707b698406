import { schema, type BehaviourContext, type Cleanup, type SettingsOf } from '@islet/core';
import { onReducedMotionChange, prefersReducedMotion } from '@islet/primitives';
import { loadVideoApi } from './video-api.ts';
import { hostedSource, parseVideoLink, seconds, type VideoSource } from './video-link.ts';
import {
  hostedPlayer,
  vimeoPlayer,
  youtubePlayer,
  type BackgroundPlayer,
  type PlayerOptions,
  type VimeoApi,
  type YouTubeApi,
} from './video-players.ts';

const YOUTUBE_API = 'https://www.youtube.com/iframe_api';
const VIMEO_API = 'https://player.vimeo.com/api/player.js';
// Start loading a little before the section scrolls in, so it is playing when seen.
const NEAR = { rootMargin: '300px 0px' };

type ServiceWindow = Window & { YT?: YouTubeApi; Vimeo?: VimeoApi };

export const settings = {
  /** A hosted file, YouTube or Vimeo URL; `parseVideoLink` judges it. */
  background_video_link: schema.string(),
  /** Seconds; a value that is not a number plays from the start, or to the end. */
  background_video_start: schema.lenient(schema.number()),
  background_video_end: schema.lenient(schema.number()),
  background_play_once: schema.on(),
  background_play_on_mobile: schema.on(),
  background_privacy_mode: schema.on(),
};

type Context = BehaviourContext<SettingsOf<typeof settings>>;

/**
 * Background video of sections and containers (`background_background: video`): a hosted file,
 * YouTube or Vimeo, loaded when the element nears the viewport, playing only while it is in view,
 * muted, with start and end times, play once and play on mobile. Under reduced motion nothing
 * plays: a hosted file shows its start frame, a service video is not loaded at all (the fallback
 * image stays).
 */
export function connect(element: HTMLElement, ctx: Context): Cleanup | void {
  const { background_video_link: link } = ctx.settings;
  const win = (element.ownerDocument.defaultView ?? window) as ServiceWindow;
  const box = ctx.find('.elementor-background-video-container')[0];
  const source = parseVideoLink(link);
  if (!source || !box) {
    const why = !source
      ? `background video link ${JSON.stringify(link ?? '')} names no video`
      : 'no .elementor-background-video-container in the markup';
    ctx.warn(`${why}: shown as rendered`);
    ctx.report('skipped', why);
    return;
  }
  const options = playerOptions(box, ctx);
  let reduced = prefersReducedMotion(win);
  const allowed = () =>
    ctx.settings.background_play_on_mobile || ctx.devices.current() !== 'mobile';
  let player: BackgroundPlayer | undefined;
  let creating = false;
  let visible = false;
  ctx.explain({
    kind: source.kind,
    start: options.start,
    end: options.end,
    playOnce: options.playOnce,
    reducedMotion: reduced,
  });

  const follow = () => {
    if (!player) return;
    if (visible && allowed() && !reduced) player.play();
    else player.pause();
  };
  const adopt = (created: BackgroundPlayer) => {
    if (ctx.signal.aborted) return created.destroy();
    player = created;
    player.resize({ width: box.clientWidth, height: box.clientHeight });
    follow();
  };
  const create = () => {
    if (creating || !allowed()) return;
    creating = startPlayer(source, win, options, reduced, ctx, adopt);
  };

  ctx.scheduler.observeIntersection(box, (entry) => entry.isIntersecting && create(), NEAR);
  ctx.scheduler.observeIntersection(element, (entry) => {
    visible = entry.isIntersecting;
    follow();
  });
  ctx.scheduler.observeResize(box, (entry) =>
    player?.resize({ width: entry.contentRect.width, height: entry.contentRect.height }),
  );
  // Switched on during the visit: pause now. Switched off: play where it may.
  ctx.own(
    onReducedMotionChange(win, (reduce) => {
      reduced = reduce;
      if (!reduce && visible) create();
      follow();
    }),
  );
  ctx.devices.onChange(() => {
    if (visible) create();
    follow();
  });
  return () => player?.destroy();
}

/** The player settings from the element's settings: start and end times, play once, privacy. */
function playerOptions(box: HTMLElement, ctx: Context): PlayerOptions {
  const { settings } = ctx;
  return {
    box,
    start: seconds(settings.background_video_start),
    end: seconds(settings.background_video_end),
    playOnce: settings.background_play_once === true,
    privacy: settings.background_privacy_mode === true,
    signal: ctx.signal,
    warn: (message) => ctx.warn(message),
  };
}

/**
 * Starts the player for the source and hands it to `adopt` once it exists (a service player after
 * its API loads). Returns false when nothing was started for now, so a later change may try again.
 */
function startPlayer(
  source: VideoSource,
  win: ServiceWindow,
  options: PlayerOptions,
  reduced: boolean,
  ctx: BehaviourContext,
  adopt: (player: BackgroundPlayer) => void,
): boolean {
  if (source.kind === 'hosted') {
    const video = options.box.querySelector<HTMLVideoElement>(
      'video.elementor-background-video-hosted',
    );
    if (video)
      adopt(
        hostedPlayer(video, hostedSource(source.url, options.start, options.end), options, reduced),
      );
    else ctx.warn('no hosted <video> in the background video container: shown as rendered');
    return true;
  }
  if (reduced) {
    // A service player shows nothing worth a download without playing: keep the fallback.
    ctx.report('skipped', 'reduced motion: the fallback image stays');
    return false;
  }
  const youtube = source.kind === 'youtube';
  const service = youtube ? 'YouTube' : 'Vimeo';
  void loadVideoApi(
    win,
    youtube ? YOUTUBE_API : VIMEO_API,
    () => Boolean(youtube ? win.YT?.loaded : win.Vimeo?.Player),
    ctx.signal,
  ).then((ready) => {
    if (ready)
      adopt(
        youtube
          ? youtubePlayer(win.YT!, source.id, options)
          : vimeoPlayer(win.Vimeo!, source.url, options),
      );
    else {
      ctx.warn(`the ${service} player API did not load: shown as rendered`);
      ctx.report('skipped', `${service} player API unavailable`);
    }
  });
  return true;
}
