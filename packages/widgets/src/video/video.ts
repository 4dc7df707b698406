import { parseJson, type BehaviourContext } from '@islet/core';
import { connectHostedVideo } from './hosted-video.ts';
import { connectServiceVideo } from './service-video.ts';
import { onActivate, readVideoOptions, type VideoContext } from './video-options.ts';

export { settings } from './video-options.ts';

export { VIMEO_API, YOUTUBE_API } from './service-video.ts';

/**
 * The video widget, in one of its modes: the lightbox (the overlay opens the video through the
 * `lightbox` action), a hosted file (`hosted-video.ts`) or a YouTube or Vimeo player
 * (`service-video.ts`). Other services play as the server printed them.
 */
export function connect(element: HTMLElement, ctx: VideoContext) {
  const options = readVideoOptions(element, ctx);
  const type = options.settings.video_type ?? 'youtube';
  if (options.settings.lightbox) connectLightboxVideo(element, ctx);
  else if (type === 'hosted') connectHostedVideo(element, ctx, options);
  else if (type === 'youtube' || type === 'vimeo') connectServiceVideo(element, ctx, type, options);
  else ctx.report('skipped', `the ${type} video plays as the server printed it`);
}

/**
 * Lightbox mode: the overlay opens the video through the core `lightbox` action with the options
 * the server printed on it; whoever registered the action shows and plays it.
 */
function connectLightboxVideo(element: HTMLElement, ctx: BehaviourContext) {
  const opener = element.querySelector<HTMLElement>('[data-elementor-lightbox]');
  const parsed = parseJson(opener?.dataset.elementorLightbox ?? '');
  const options = parsed.ok ? parsed.value : null;
  if (!opener || typeof options !== 'object' || options === null || Array.isArray(options)) {
    ctx.warn('the lightbox video has no lightbox options in its markup; it is left as printed.');
    ctx.report('skipped', 'no data-elementor-lightbox');
    return;
  }
  onActivate(ctx, opener, () =>
    ctx.actions.run('lightbox', options as Record<string, unknown>, { link: opener }),
  );
}
