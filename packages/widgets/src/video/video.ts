import { parseJson, type BehaviourContext } from '@islet/core';
import { loadServiceScript } from './service-script.ts';
import { parseVideoUrl, type VideoSource } from './video-source.ts';
import { prefersReducedMotion } from '@islet/primitives';

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
 * The video widget. Hosted files: the image overlay starts the `<video>`, start and end times,
 * loop. The two services: their script interface loads only on a page with such a video, when
 * it is about to play (near the viewport, or when the overlay is pointed at or focused), and the
 * player is made then; privacy mode uses the service's no-cookie host.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const raw = ctx.rawSettings;
  const win = element.ownerDocument.defaultView as ServiceWindow;
  const type = typeof raw.video_type === 'string' ? raw.video_type : 'youtube';
  const yes = (key: string) => raw[key] === 'yes';
  const overlay = element.querySelector<HTMLElement>('.elementor-custom-embed-image-overlay');
  const reduced = prefersReducedMotion(win);
  const mobile = ctx.devices.current() === 'mobile';
  // Autoplay follows the settings, except on phones without play_on_mobile and for visitors who
  // ask for less motion.
  const autoplay = yes('autoplay') && !reduced && (!mobile || yes('play_on_mobile'));
  const start = Number(raw.start) || undefined;
  const end = Number(raw.end) || undefined;

  const onActivate = (target: HTMLElement, run: () => void) => {
    target.addEventListener('click', run, { signal: ctx.signal });
    target.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          run();
        }
      },
      { signal: ctx.signal },
    );
  };
  const removeOverlay = () => overlay?.remove();

  if (yes('lightbox')) {
    // Lightbox mode: the overlay opens the video through the core `lightbox` action with the
    // options the server printed on it; whoever registered the action shows and plays it.
    const opener = element.querySelector<HTMLElement>('[data-elementor-lightbox]');
    const parsed = parseJson(opener?.dataset.elementorLightbox ?? '');
    const options = parsed.ok ? parsed.value : null;
    if (!opener || typeof options !== 'object' || options === null || Array.isArray(options)) {
      ctx.warn('the lightbox video has no lightbox options in its markup; it is left as printed.');
      ctx.report('skipped', 'no data-elementor-lightbox');
      return;
    }
    onActivate(opener, () =>
      ctx.actions.run('lightbox', options as Record<string, unknown>, { link: opener }),
    );
    return;
  }

  if (type === 'hosted') {
    const video = element.querySelector<HTMLVideoElement>('video.elementor-video, video');
    if (!video) {
      ctx.warn('the hosted video has no <video> in its markup; it is left as printed.');
      ctx.report('skipped', 'no video element');
      return;
    }
    if (start || end) {
      video.addEventListener('loadedmetadata', () => start && (video.currentTime = start), {
        signal: ctx.signal,
      });
      video.addEventListener(
        'timeupdate',
        () => {
          if (!end || video.currentTime < end) return;
          if (yes('loop')) video.currentTime = start ?? 0;
          else video.pause();
        },
        { signal: ctx.signal },
      );
    }
    if (overlay) {
      onActivate(overlay, () => {
        removeOverlay();
        void video.play().catch(() => {});
        video.focus();
      });
    }
    if (!autoplay && video.autoplay) video.autoplay = false;
    if (autoplay && !overlay) {
      // Browsers let a video start by itself only without sound.
      video.muted = true;
      ctx.scheduler.observeIntersection(video, (entry) => {
        if (entry.isIntersecting) void video.play().catch(() => {});
        else video.pause();
      });
    }
    return;
  }

  if (type !== 'youtube' && type !== 'vimeo') {
    ctx.report('skipped', `the ${type} video plays as the server printed it`);
    return;
  }
  const url = String(raw[`${type}_url`] ?? '');
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
        makePlayer(source, target, now);
        removeOverlay();
      },
      (error: unknown) => {
        made = false;
        ctx.warn(
          `the ${type} player could not start (${error instanceof Error ? error.message : String(error)}).`,
        );
      },
    );
  };

  function makePlayer(video: VideoSource, into: HTMLElement, now: boolean) {
    const begin = start ?? video.start;
    if (video.service === 'youtube') {
      new win.YT!.Player(into, {
        videoId: video.id,
        host: yes('yt_privacy') ? 'https://www.youtube-nocookie.com' : undefined,
        playerVars: {
          autoplay: now ? 1 : 0,
          mute: yes('mute') ? 1 : 0,
          controls: raw.controls === undefined || yes('controls') ? 1 : 0,
          rel: yes('rel') ? 1 : 0,
          playsinline: yes('play_on_mobile') ? 1 : 0,
          modestbranding: yes('modestbranding') ? 1 : 0,
          loop: yes('loop') ? 1 : 0,
          playlist: yes('loop') ? video.id : undefined,
          start: begin,
          end,
        },
        events: {
          onReady({ target: player }) {
            if (yes('mute') || (now && autoplay)) player.mute();
            if (now) player.playVideo();
          },
        },
      });
    } else {
      const player = new win.Vimeo!.Player(into, {
        id: Number(video.id),
        autoplay: now,
        muted: yes('mute') || (now && autoplay),
        loop: yes('loop'),
        dnt: yes('yt_privacy') || yes('vimeo_privacy'),
      });
      if (now) void player.play().catch(() => {});
    }
  }

  if (overlay) {
    // Pointing at or focusing the overlay fetches the interface, so the click plays at once.
    const warm = () => void load().catch(() => {});
    overlay.addEventListener('pointerenter', warm, { once: true, signal: ctx.signal });
    overlay.addEventListener('focusin', warm, { once: true, signal: ctx.signal });
    onActivate(overlay, () => play(true));
    return;
  }
  ctx.scheduler.observeIntersection(
    element,
    (entry) => {
      if (entry.isIntersecting) play(autoplay);
    },
    { rootMargin: NEAR_VIEWPORT },
  );
}
