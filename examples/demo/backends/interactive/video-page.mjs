// @ts-check
// Video widgets as the server prints them: a hosted file and a YouTube video behind image
// overlays, and a YouTube video that loads when it comes near the viewport.
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';

/** @param {string} id @param {Record<string, unknown>} settings @param {string} inner */
function video(id, settings, inner) {
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-video" data-id="${id}" data-element_type="widget" data-settings="${escapeHtml(JSON.stringify(settings))}" data-widget_type="video.default"><div class="elementor-widget-container">${inner}</div></div>`;
}

const overlay = `<div class="elementor-custom-embed-image-overlay" style="background-image: url(/pages/interactive/poster.svg);"><div class="elementor-custom-embed-play" role="button" aria-label="Play Video" tabindex="0"><svg aria-hidden="true" viewBox="0 0 448 512" width="48" height="48"><path d="M424 215L72 7C44-10 0 6 0 48v416c0 38 41 60 72 41l352-208c31-18 31-64 0-82z"></path></svg></div></div>`;

/** @param {string} isletSrc */
export function videoPage(isletSrc) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Videos</title>
<script>var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false}};</script>
<script type="module" src="${isletSrc}"></script>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 1rem auto; max-width: 48rem; padding: 0 1rem; }
.elementor-wrapper { aspect-ratio: 16 / 9; position: relative; background: #000; }
.elementor-wrapper iframe, .elementor-wrapper video, .elementor-video { height: 100%; width: 100%; }
.elementor-custom-embed-image-overlay { position: absolute; inset: 0; background: #345 center / cover; display: flex; align-items: center; justify-content: center; cursor: pointer; }
.elementor-custom-embed-play svg { fill: #fff; }
.spacer { height: 150vh; }
</style>
</head>
<body>
<div data-elementor-type="wp-page" data-elementor-id="71" class="elementor elementor-71"><main>
<h1>Videos</h1>
${video('vid0001', { video_type: 'youtube', youtube_url: 'https://www.youtube.com/watch?v=c67WE-1DYRo&t=5s', show_image_overlay: 'yes', yt_privacy: 'yes', controls: 'yes' }, `<div class="elementor-wrapper elementor-open-inline"><div class="elementor-video"></div>${overlay}</div>`)}
${video('vid0002', { video_type: 'hosted', show_image_overlay: 'yes', controls: 'yes', start: 2 }, `<div class="e-hosted-video elementor-wrapper elementor-open-inline"><video class="elementor-video" src="/pages/interactive/clip.wav" controls preload="metadata"></video>${overlay}</div>`)}
${video('vid0003', { video_type: 'youtube', youtube_url: 'not a video' }, `<div class="elementor-wrapper elementor-open-inline"><div class="elementor-video"></div></div>`)}
<div class="spacer"></div>
${video('vid0004', { video_type: 'vimeo', vimeo_url: 'https://vimeo.com/235215203', controls: 'yes' }, `<div class="elementor-wrapper elementor-open-inline"><div class="elementor-video"></div></div>`)}
</main></div>
</body>
</html>`;
}
