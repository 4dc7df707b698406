// @ts-check
// Builder markup for the sticky and motion pages: sections with columns, containers and widgets
// as the server prints them (markup-and-config.md §1-5), with the site CSS those features rely on.
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';
import {
  createFrontendConfig,
  printConfigScript,
} from '../../../../fixtures/generate/frontend-config.mjs';

/** @typedef {Record<string, unknown>} Settings */

/** @param {Settings | undefined} settings */
const settingsAttribute = (settings) =>
  settings && Object.keys(settings).length
    ? ` data-settings="${escapeHtml(JSON.stringify(settings))}"`
    : '';

/**
 * @param {string} id
 * @param {string} name widget name, e.g. `heading`
 * @param {Settings | undefined} settings
 * @param {string} content
 * @param {string} [extraClass]
 */
export function widget(id, name, settings, content, extraClass = '') {
  return (
    `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${name} ${extraClass}" ` +
    `data-id="${id}" data-element_type="widget" data-widget_type="${name}.default"${settingsAttribute(settings)}>` +
    `<div class="elementor-widget-container">${content}</div></div>`
  );
}

/**
 * A container; `inner` true nests it (`e-child`), else it is top level (`e-parent`).
 *
 * @param {string} id
 * @param {Settings | undefined} settings
 * @param {string} content
 * @param {{ child?: boolean, style?: string }} [options]
 */
export function container(id, settings, content, { child = false, style = '' } = {}) {
  return (
    `<div class="elementor-element elementor-element-${id} e-flex e-con-boxed e-con ${child ? 'e-child' : 'e-parent'}" ` +
    `data-id="${id}" data-element_type="container"${settingsAttribute(settings)}${style ? ` style="${escapeHtml(style)}"` : ''}>` +
    `<div class="e-con-inner">${content}</div></div>`
  );
}

/**
 * A top section with one column per entry of `columns`.
 *
 * @param {string} id
 * @param {Settings | undefined} settings
 * @param {{ id: string, settings?: Settings, content: string }[]} columns
 * @param {string} [style]
 */
export function section(id, settings, columns, style = '') {
  const width = Math.round(100 / Math.max(columns.length, 1));
  return (
    `<section class="elementor-section elementor-top-section elementor-element elementor-element-${id} elementor-section-boxed elementor-section-height-default" ` +
    `data-id="${id}" data-element_type="section"${settingsAttribute(settings)}${style ? ` style="${escapeHtml(style)}"` : ''}>` +
    `<div class="elementor-container elementor-column-gap-default">` +
    columns
      .map(
        (column) =>
          `<div class="elementor-column elementor-col-${width} elementor-top-column elementor-element elementor-element-${column.id}" ` +
          `data-id="${column.id}" data-element_type="column"${settingsAttribute(column.settings)}>` +
          `<div class="elementor-widget-wrap elementor-element-populated">${column.content}</div></div>`,
      )
      .join('') +
    `</div></section>`
  );
}

/**
 * The rules of the builder's and Pro's stylesheets these features depend on (sticky z-index,
 * motion transitions, the background layer), plus a plain page look.
 */
export const SITE_CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; }
.elementor-section { position: relative; }
.elementor-container { display: flex; max-width: 1140px; margin: 0 auto; }
.elementor-column { position: relative; display: flex; min-height: 1px; }
.elementor-col-100 { width: 100%; } .elementor-col-50 { width: 50%; } .elementor-col-33 { width: 33.333%; }
.elementor-widget-wrap { position: relative; display: flex; flex-wrap: wrap; align-content: flex-start; width: 100%; padding: 10px; }
.elementor-widget-wrap > .elementor-element { width: 100%; }
.e-con { display: flex; flex-direction: column; position: relative; --z-index: 99; }
.e-con-inner { display: flex; flex-direction: column; width: 100%; max-width: 1140px; margin: 0 auto; gap: 10px; }
.elementor-element { --e-transform-transition-duration: 400ms; }
.elementor-widget-container { transition: background .3s, border .3s, transform var(--e-transform-transition-duration, .4s); }
.elementor-sticky--active { z-index: 99; }
.e-con.elementor-sticky--active { z-index: var(--z-index, 99); }
.elementor-sticky--effects.demo-header { background: #222 !important; }
.elementor-motion-effects-element, .elementor-motion-effects-layer {
  transition-duration: 1s; transition-property: transform, opacity;
  transition-timing-function: cubic-bezier(0, .33, .07, 1.03);
}
.elementor-motion-effects-container { position: absolute; top: 0; left: 0; width: 100%; height: 100%; overflow: hidden; }
.elementor-motion-effects-layer { position: absolute; top: 0; left: 0; background-size: cover; background-position: center; }
.elementor-motion-effects-perspective { perspective: 1200px; }
.demo-box { padding: 24px; background: #eef; border: 1px solid #99c; }
.demo-spacer { height: 900px; background: linear-gradient(#fff, #eee); }
`;

/**
 * @param {{ title: string, body: string, isletSrc: string, css?: string, bodyClass?: string }} page
 */
export function renderPage({ title, body, isletSrc, css = '', bodyClass = '' }) {
  const postId = 4242;
  const config = createFrontendConfig({ postId, title });
  return [
    '<!DOCTYPE html>',
    '<html lang="en-US">',
    '<head>',
    '<meta charset="UTF-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${SITE_CSS}${css}</style>`,
    `<script id="elementor-frontend-js-before">${printConfigScript('elementorFrontendConfig', config)}</script>`,
    '</head>',
    `<body class="page-template-default page elementor-default elementor-kit-5 elementor-page elementor-page-${postId} ${bodyClass}">`,
    `<div data-elementor-type="wp-page" data-elementor-id="${postId}" class="elementor elementor-${postId}">`,
    body,
    '</div>',
    `<script type="module" src="${escapeHtml(isletSrc)}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
