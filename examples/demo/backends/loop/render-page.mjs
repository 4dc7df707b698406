// @ts-check
// A whole demo page for one loop document, rendered for the request URL: filters and page numbers
// in the query (`e-filter-{id}-{taxonomy}`, `e-page-{id}`) shape the grids, as on the real server.
import { taxonomies } from '../../../../fixtures/data/catalog.mjs';
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';
import {
  createFrontendConfig,
  printConfigScript,
} from '../../../../fixtures/generate/frontend-config.mjs';
import { filterParams, filtersFromQuery } from './filter-query.mjs';
import { renderListWidget, renderPortfolio } from './render-loop.mjs';

/**
 * @typedef {import('./documents.mjs').LoopDocument} LoopDocument
 * @typedef {import('./documents.mjs').FilterWidget} FilterWidget
 */

/**
 * @param {FilterWidget} filter
 * @param {URL} url the page URL
 */
function renderFilter(filter, url) {
  const active = filtersFromQuery(url.searchParams, filter.target)[filter.taxonomy]?.terms ?? [];
  const names = new Map((taxonomies[filter.taxonomy]?.terms ?? []).map((t) => [t.slug, t.name]));
  /** @type {Record<string, unknown>} */
  const settings = { selected_element: filter.target, taxonomy: filter.taxonomy };
  if (filter.multiple) settings.multiple_selection = 'yes';
  if (filter.logic) settings.logical_combination = filter.logic;
  if (filter.alignment) {
    settings.horizontal_scroll = 'enable';
    settings.item_alignment_horizontal = filter.alignment;
  }
  const button = (/** @type {string} */ slug, /** @type {string} */ label, pressed = false) =>
    `<button class="e-filter-item" data-filter="${escapeHtml(slug)}" aria-pressed="${pressed}">${escapeHtml(label)}</button>`;
  const base = `${url.origin}${url.pathname}`;
  return (
    `<div class="elementor-element elementor-element-${filter.id} elementor-widget elementor-widget-taxonomy-filter${filter.alignment ? ' e-filter-scrolls' : ''}" data-id="${filter.id}" data-element_type="widget" data-settings="${escapeHtml(JSON.stringify(settings))}" data-widget_type="taxonomy-filter.default">` +
    `<div class="elementor-widget-container"><search class="e-filter" role="search" data-base-url="${escapeHtml(base)}" data-page-num="1">` +
    button('__all', 'All', active.length === 0) +
    filter.terms
      .map((slug) => button(slug, names.get(slug) ?? slug, active.includes(slug)))
      .join('') +
    `</search></div></div>`
  );
}

const STYLE = `
body{font:16px/1.4 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1rem}
.elementor-grid{display:grid;grid-template-columns:repeat(3,1fr);gap:1rem}
.e-loop-item,.elementor-post{border:1px solid #ccc;border-radius:8px;padding:.5rem 1rem;min-height:14rem}
.e-filter{display:flex;gap:.5rem;margin:.5rem 0;flex-wrap:wrap}
.e-filter-scrolls .e-filter{flex-wrap:nowrap;overflow-x:auto;max-width:260px;justify-content:var(--e-filter-justify-content,center)}
.e-filter-scrolls .e-filter-item{flex:none}
.e-filter-item[aria-pressed=true]{background:#222;color:#fff}
.elementor-widget-loop-grid.e-loading-overlay{animation:loadingOpacityAnimation 1s infinite alternate}
@keyframes loadingOpacityAnimation{0%,to{opacity:1}50%{opacity:.2}}
.e-load-more-pagination-end .elementor-button-wrapper,.e-load-more-message{display:none}
.e-load-more-pagination-end .e-load-more-message{display:block}
.e-load-more-spinner i{display:none}.e-load-more-pagination-loading .e-load-more-spinner i{display:inline-block}
.elementor-portfolio__filters{display:flex;gap:1rem;list-style:none;padding:0;cursor:pointer}
.elementor-portfolio__filter.elementor-active{font-weight:700;text-decoration:underline}
.elementor-pagination{margin:1rem 0;display:flex;gap:.5rem}
.elementor-screen-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
`;

/**
 * @param {LoopDocument} doc
 * @param {URL} url
 * @param {string} isletSrc
 */
export function renderLoopPage(doc, url, isletSrc) {
  const body = doc.widgets
    .map((widget) => {
      if (widget.kind === 'heading')
        return `<div class="elementor-element elementor-element-${widget.id} elementor-widget elementor-widget-heading" data-id="${widget.id}" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h2 class="elementor-heading-title">${escapeHtml(widget.text)}</h2></div></div>`;
      if (widget.kind === 'filter') return renderFilter(widget, url);
      if (widget.kind === 'portfolio') return renderPortfolio(widget);
      const linkBase = new URL(`${url.origin}${url.pathname}`);
      for (const [name, value] of filterParams(url.searchParams, widget.id))
        linkBase.searchParams.append(name, value);
      const page = Number(url.searchParams.get(`e-page-${widget.id}`) ?? '1') || 1;
      const filters = filtersFromQuery(url.searchParams, widget.id);
      return renderListWidget(widget, filters, page, linkBase);
    })
    .join('\n');
  const frontend = createFrontendConfig({ postId: doc.postId, title: doc.title });
  const pro = {
    ajaxurl: `${url.origin}/wp-admin/admin-ajax.php`,
    nonce: 'd3m0n0nc3',
    urls: {
      assets: `${url.origin}/wp-content/plugins/elementor-pro/assets/`,
      rest: `${url.origin}/wp-json/`,
    },
    settings: { lazy_load_background_images: true },
  };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.title)}</title><style>${STYLE}</style>
<script>${printConfigScript('elementorFrontendConfig', frontend)}</script>
<script>${printConfigScript('ElementorProFrontendConfig', pro)}</script>
</head><body class="page page-id-${doc.postId}">
<h1>${escapeHtml(doc.title)}</h1>
<div data-elementor-type="wp-page" data-elementor-id="${doc.postId}" class="elementor elementor-${doc.postId}">
<div class="elementor-element elementor-element-0a0b0c0 e-con e-parent" data-id="0a0b0c0" data-element_type="container">
${body}
</div></div>
<div style="height:40vh"></div>
<script type="module" src="${escapeHtml(isletSrc)}"></script>
</body></html>`;
}
