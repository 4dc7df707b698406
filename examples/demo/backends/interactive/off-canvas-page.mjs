// @ts-check
// An off-canvas panel as Pro prints it (closed, inert), opened by an action link and by a link to
// its id, with links and a close action inside.
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';

/** @param {string} action @param {Record<string, unknown>} settings */
export function actionHref(action, settings) {
  const encoded = Buffer.from(JSON.stringify(settings)).toString('base64');
  return `#elementor-action:action=${action}&settings=${encodeURIComponent(encoded)}`;
}

/** @param {string} id @param {Record<string, unknown>} settings @param {string} inner */
function offCanvas(id, settings, inner) {
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-off-canvas" data-id="${id}" data-element_type="widget" data-settings="${escapeHtml(JSON.stringify(settings))}" data-widget_type="off-canvas.default"><div class="elementor-widget-container"><div id="off-canvas-${id}" class="e-off-canvas" role="dialog" aria-hidden="true" aria-label="Site menu" aria-modal="true" inert="" data-delay-child-handlers="true"><div class="e-off-canvas__overlay"></div><div class="e-off-canvas__main"><div class="e-off-canvas__content">${inner}</div></div></div></div></div>`;
}

/** @param {string} isletSrc @param {URLSearchParams} query */
export function offCanvasPage(isletSrc, query) {
  const settings = query.get('animated')
    ? { entrance_animation: 'fadeInLeft', exit_animation: 'fadeInLeft', prevent_scroll: 'yes' }
    : { prevent_scroll: 'yes' };
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Off-canvas</title>
<script>var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false}};</script>
<script type="module" src="${isletSrc}"></script>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 1rem auto; max-width: 48rem; padding: 0 1rem; }
.e-off-canvas { position: fixed; inset: 0; z-index: 100; }
.e-off-canvas[aria-hidden="true"] { visibility: hidden; }
.e-off-canvas__overlay { position: absolute; inset: 0; background: rgb(0 0 0 / 0.5); }
.e-off-canvas__main { position: absolute; inset: 0 auto 0 0; width: 20rem; max-width: 90vw; background: #fff; color: #111; padding: 1rem; overflow: auto; }
.animated { animation-duration: 0.3s; animation-fill-mode: both; }
.animated-reverse-wrapper .animated { animation-direction: reverse; }
@keyframes fadeInLeft { from { opacity: 0; transform: translateX(-100%); } to { opacity: 1; transform: none; } }
.fadeInLeft { animation-name: fadeInLeft; }
.spacer { height: 200vh; }
</style>
</head>
<body>
<div data-elementor-type="wp-page" data-elementor-id="72" class="elementor elementor-72"><main>
<h1>Off-canvas</h1>
<p><a id="opener" href="${actionHref('off_canvas:open', { id: 'ofc0001', displayMode: 'open' })}">Open the menu</a>
 <a id="toggler" href="${actionHref('off_canvas:toggle', { id: 'ofc0001', displayMode: 'toggle' })}">Toggle the menu</a>
 <a id="hash-opener" href="#off-canvas-ofc0001">Menu (plain link)</a>
 <a id="after" href="#after-target">A link after</a></p>
${offCanvas(
  'ofc0001',
  settings,
  `<h2>Menu</h2><ul><li><a id="first-link" href="#home">Home</a></li><li><a href="#about">About</a></li><li><a href="#contact">Contact</a></li></ul><p><a id="closer" href="${actionHref('off_canvas:close', { id: 'ofc0001', displayMode: 'close' })}">Close the menu</a></p>`,
)}
<div class="spacer"><p id="after-target">After</p></div>
</main></div>
</body>
</html>`;
}
