// @ts-check
// A mega menu as Pro's nested menu prints it (`e-n-menu`): items with content panels, one plain
// item, the mobile toggle; `?open_on=click` switches from hover to click.
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';

const CHEVRON = `<svg aria-hidden="true" viewBox="0 0 320 512" width="10" height="14"><path d="M31 192h258c18 0 27 22 14 34L174 355c-8 8-20 8-28 0L17 226c-13-12-4-34 14-34z"/></svg>`;

/**
 * @param {number} index
 * @param {string} title
 * @param {string | null} href
 * @param {string | null} content
 */
function item(index, title, href, content) {
  const n = `123${index}`;
  const titleTag = href
    ? `<a class="e-n-menu-title-container e-focus e-link" href="${href}"><span class="e-n-menu-title-text">${title}</span></a>`
    : `<div class="e-n-menu-title-container"><span class="e-n-menu-title-text">${title}</span></div>`;
  const button = content
    ? `<button id="e-n-menu-dropdown-icon-${n}" class="e-n-menu-dropdown-icon e-focus" data-tab-index="${index}" aria-haspopup="true" aria-expanded="false" aria-controls="e-n-menu-content-${n}"><span class="e-n-menu-dropdown-icon-opened">${CHEVRON}<span class="elementor-screen-only">Close ${title}</span></span><span class="e-n-menu-dropdown-icon-closed">${CHEVRON}<span class="elementor-screen-only">Open ${title}</span></span></button>`
    : '';
  const panel = content
    ? `<div class="e-n-menu-content"><div id="e-n-menu-content-${n}" data-tab-index="${index}" aria-labelledby="e-n-menu-dropdown-icon-${n}" class="elementor-element elementor-element-mmc000${index} e-con-full e-flex e-con e-child" data-id="mmc000${index}" data-element_type="container">${content}</div></div>`
    : '';
  return `<li class="e-n-menu-item"><div id="e-n-menu-title-${n}" class="e-n-menu-title">${titleTag}${button}</div>${panel}</li>`;
}

/** @param {string} isletSrc @param {URLSearchParams} query */
export function megaMenuPage(isletSrc, query) {
  const settings = {
    open_on: query.get('open_on') === 'click' ? 'click' : 'hover',
    content_width: 'fit_to_content',
    item_layout: 'horizontal',
    breakpoint_selector: 'tablet',
  };
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Mega menu</title>
<script>var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false}};</script>
<script type="module" src="${isletSrc}"></script>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; }
.elementor-screen-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.e-n-menu { position: relative; background: #123; color: #fff; padding: 0 1rem; }
.e-n-menu a { color: inherit; }
.e-n-menu-heading { display: flex; gap: 1rem; list-style: none; margin: 0; padding: 0; justify-content: flex-end; }
.e-n-menu-title { display: flex; align-items: center; gap: 0.25rem; padding: 0.75rem 0; }
.e-n-menu-dropdown-icon { background: none; border: 0; color: inherit; fill: currentColor; cursor: pointer; }
.e-n-menu-dropdown-icon[aria-expanded="false"] .e-n-menu-dropdown-icon-opened, .e-n-menu-dropdown-icon[aria-expanded="true"] .e-n-menu-dropdown-icon-closed { display: none; }
.e-n-menu-content > .e-con { display: none; background: #fff; color: #111; padding: 1rem; width: 28rem; box-shadow: 0 4px 12px rgb(0 0 0 / 0.3); z-index: 10; }
.e-n-menu-content > .e-con a { color: #124; }
.e-n-menu-content > .e-con.e-active { display: block; }
.e-n-menu-toggle { display: none; }
@media (min-width: 1025px) { .e-n-menu-content > .e-con { position: absolute; } }
@media (max-width: 1024px) {
  .e-n-menu-toggle { display: block; margin: 0.5rem 0; }
  .e-n-menu-toggle[aria-expanded="false"] + .e-n-menu-wrapper { display: none; }
  .e-n-menu-heading { flex-direction: column; gap: 0; }
  .e-n-menu-content > .e-con { width: auto; box-shadow: none; }
}
</style>
</head>
<body>
<div data-elementor-type="header" data-elementor-id="74" class="elementor elementor-74">
<div class="elementor-element elementor-element-mmw0001 e-fit_to_content e-n-menu-layout-horizontal e-n-menu-tablet elementor-widget elementor-widget-n-menu" data-id="mmw0001" data-element_type="widget" data-settings="${escapeHtml(JSON.stringify(settings))}" data-widget_type="mega-menu.default"><div class="elementor-widget-container">
<nav class="e-n-menu" data-widget-number="123" aria-label="Main">
<button class="e-n-menu-toggle" id="menu-toggle-123" aria-haspopup="true" aria-expanded="false" aria-controls="menubar-123" aria-label="Menu Toggle"><span class="e-n-menu-toggle-icon e-open">☰</span></button>
<div class="e-n-menu-wrapper" id="menubar-123" aria-labelledby="menu-toggle-123"><ul class="e-n-menu-heading">
${item(1, 'Home', '/', null)}
${item(2, 'Products', '/products/', '<h2>Products</h2><ul><li><a href="#tents">Tents</a></li><li><a href="#rugs">Rugs</a></li></ul>')}
${item(3, 'Services', '#', '<h2>Services</h2><ul><li><a href="#weddings">Weddings</a></li><li><a href="#festivals">Festivals</a></li></ul>')}
${item(4, 'Contact', null, '<h2>Contact</h2><p><a href="#mail">Write to us</a></p>')}
</ul></div>
</nav>
</div></div>
</div>
<main><h1>Mega menu</h1><p><a id="after" href="#after">A link after the menu</a></p></main>
</body>
</html>`;
}
