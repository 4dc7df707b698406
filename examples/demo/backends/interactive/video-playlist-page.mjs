// @ts-check
// A video playlist as Pro prints it: a list of tabs and their panels, each with its video's
// address; two hosted files and a YouTube video.
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';

const VIDEOS = [
  { title: 'Pitching a bell tent', url: '/pages/interactive/clip.wav?v=1', duration: '0:04' },
  {
    title: 'Campfire cooking',
    url: 'https://www.youtube.com/watch?v=c67WE-1DYRo',
    duration: '3:15',
  },
  { title: 'Packing light', url: '/pages/interactive/clip.wav?v=3', duration: '0:04' },
];

/** @param {string} isletSrc */
export function videoPlaylistPage(isletSrc) {
  const id = 'vpl0001';
  const tabs = VIDEOS.map(
    (video, i) =>
      `<div id="e-tab-title-${id}${i + 1}" class="e-tab-title${i === 0 ? ' e-active' : ''}" data-tab="${i + 1}" role="tab" tabindex="${i === 0 ? 0 : -1}" aria-selected="${i === 0}" aria-controls="e-tab-content-${id}${i + 1}"><span class="e-tab-title-text">${escapeHtml(video.title)}</span> <span class="e-tab-duration">${video.duration}</span></div>`,
  ).join('');
  const panels = VIDEOS.map(
    (video, i) =>
      `<div id="e-tab-content-${id}${i + 1}" class="e-tab-content${i === 0 ? ' e-active' : ''}" data-tab="${i + 1}" role="tabpanel" aria-labelledby="e-tab-title-${id}${i + 1}" data-video-url="${escapeHtml(video.url)}"><div class="e-tab-video"></div></div>`,
  ).join('');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Video playlist</title>
<script>var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false}};</script>
<script type="module" src="${isletSrc}"></script>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 1rem auto; max-width: 60rem; padding: 0 1rem; }
.elementor-screen-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.e-tabs-main-area { display: flex; gap: 1rem; }
.e-tabs-content-wrapper { flex: 2; }
.e-tabs-wrapper { flex: 1; }
.e-tab-title { padding: 0.5rem; cursor: pointer; border-bottom: 1px solid #ccc; }
.e-tab-title.e-active { background: #123; color: #fff; }
.e-tab-title.watched .e-tab-title-text::before { content: "✓ "; }
.e-tab-content:not(.e-active) { display: none; }
.e-tab-video video, .e-tab-video iframe { width: 100%; aspect-ratio: 16 / 9; border: 0; background: #000; }
</style>
</head>
<body>
<div data-elementor-type="wp-page" data-elementor-id="77" class="elementor elementor-77"><main>
<h1>Video playlist</h1>
<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-video-playlist" data-id="${id}" data-element_type="widget" data-settings="{}" data-widget_type="video-playlist.default"><div class="elementor-widget-container">
<div class="e-tabs"><div class="e-tabs-main-area">
<div class="e-tabs-wrapper"><div class="e-tabs-header"><h2 class="e-tabs-title">Camp videos</h2></div><div class="e-tabs-items-wrapper"><div class="e-tabs-items" role="tablist" aria-label="Camp videos">${tabs}</div></div></div>
<div class="e-tabs-content-wrapper">${panels}</div>
</div></div>
</div></div>
</main></div>
</body>
</html>`;
}
