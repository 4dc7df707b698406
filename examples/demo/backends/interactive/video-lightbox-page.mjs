// @ts-check
// Video widgets in lightbox mode as the server prints them: no player in the page, an image
// overlay carrying the lightbox options; and one image link, which is what makes the lightbox
// load on a page today (see docs/widgets-interactive.md).
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';
import { actionHref } from './off-canvas-page.mjs';

/** @param {string} id @param {Record<string, unknown>} settings @param {Record<string, unknown> | null} lightbox */
function video(id, settings, lightbox) {
  const options = lightbox
    ? ` data-elementor-open-lightbox="yes" data-elementor-lightbox="${escapeHtml(JSON.stringify(lightbox))}" data-e-action-hash="${escapeHtml(actionHref('lightbox', lightbox))}"`
    : '';
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-video" data-id="${id}" data-element_type="widget" data-settings="${escapeHtml(JSON.stringify(settings))}" data-widget_type="video.default"><div class="elementor-widget-container"><div class="elementor-wrapper elementor-open-lightbox"><div class="elementor-custom-embed-image-overlay"${options} style="background-image: url(/pages/interactive/poster.svg);"><div class="elementor-custom-embed-play" role="button" aria-label="Play Video" tabindex="0"><svg aria-hidden="true" viewBox="0 0 448 512" width="48" height="48"><path d="M424 215L72 7C44-10 0 6 0 48v416c0 38 41 60 72 41l352-208c31-18 31-64 0-82z"></path></svg></div></div></div></div></div>`;
}

/** @param {string} isletSrc */
export function videoLightboxPage(isletSrc) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Videos in a lightbox</title>
<script>var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false}};</script>
<script type="module" src="${isletSrc}"></script>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 1rem auto; max-width: 48rem; padding: 0 1rem; }
.elementor-wrapper { aspect-ratio: 16 / 9; position: relative; background: #000; margin-bottom: 1rem; }
.elementor-custom-embed-image-overlay { position: absolute; inset: 0; background: #345 center / cover; display: flex; align-items: center; justify-content: center; cursor: pointer; }
.elementor-custom-embed-play svg { fill: #fff; }
</style>
</head>
<body>
<div data-elementor-type="wp-page" data-elementor-id="78" class="elementor elementor-78"><main>
<h1>Videos in a lightbox</h1>
${video('vlb0001', { video_type: 'hosted', lightbox: 'yes', show_image_overlay: 'yes' }, { type: 'video', videoType: 'hosted', url: '/pages/interactive/clip.wav', modalOptions: { id: 'elementor-lightbox-vlb0001' } })}
${video('vlb0002', { video_type: 'youtube', youtube_url: 'https://www.youtube.com/watch?v=c67WE-1DYRo', lightbox: 'yes', show_image_overlay: 'yes' }, { type: 'video', videoType: 'youtube', url: 'https://www.youtube.com/embed/c67WE-1DYRo?feature=oembed&autoplay=1', modalOptions: { id: 'elementor-lightbox-vlb0002' } })}
${video('vlb0003', { video_type: 'youtube', lightbox: 'yes', show_image_overlay: 'yes' }, null)}
<p><a href="/pages/interactive/poster.svg" data-elementor-open-lightbox="yes">The campsite poster</a></p>
</main></div>
</body>
</html>`;
}
