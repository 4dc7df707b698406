import type { BehaviourContext } from '@islet/core';
import { onActivate, type VideoOptions } from './video-options.ts';

/** A hosted file: the overlay starts the `<video>`; start and end times, loop; muted autoplay. */
export function connectHostedVideo(
  element: HTMLElement,
  ctx: BehaviourContext,
  { settings, overlay, autoplay, start, end }: VideoOptions,
) {
  const video = element.querySelector<HTMLVideoElement>('video.elementor-video, video');
  if (!video) {
    ctx.warn('the hosted video has no <video> in its markup; it is left as printed.');
    ctx.report('skipped', 'no video element');
    return;
  }
  const { signal } = ctx;
  if (start || end) {
    video.addEventListener('loadedmetadata', () => start && (video.currentTime = start), {
      signal,
    });
    video.addEventListener(
      'timeupdate',
      () => {
        if (!end || video.currentTime < end) return;
        if (settings.loop) video.currentTime = start ?? 0;
        else video.pause();
      },
      { signal },
    );
  }
  if (overlay) {
    onActivate(ctx, overlay, () => {
      overlay.remove();
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
}
