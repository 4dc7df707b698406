// @ts-check
// Builder markup in the shapes the server prints (markup-and-config.md §1-4).
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';

/**
 * @typedef {object} ElementOptions
 * @property {boolean} [hidden] printed with `elementor-invisible` (an entrance animation)
 * @property {string} [classes] more classes on the wrapper
 * @property {string} [id] the element's CSS id
 */

/** @param {unknown} settings */
function settingsAttribute(settings) {
  if (settings === undefined) return '';
  const text = typeof settings === 'string' ? settings : JSON.stringify(settings);
  return ` data-settings="${escapeHtml(text)}"`;
}

/**
 * @param {string} base
 * @param {string} id
 * @param {ElementOptions} options
 */
function attributes(base, id, { hidden, classes, id: cssId }) {
  const list = [
    base,
    `elementor-element elementor-element-${id}`,
    hidden ? 'elementor-invisible' : '',
    classes ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return `class="${list}" data-id="${id}"${cssId ? ` id="${escapeHtml(cssId)}"` : ''}`;
}

/**
 * @param {string} id
 * @param {string} widgetType
 * @param {unknown} settings
 * @param {string} inner
 * @param {ElementOptions} [options]
 */
export function widget(id, widgetType, settings, inner, options = {}) {
  const name = widgetType.split('.')[0];
  return `<div ${attributes(`elementor-widget elementor-widget-${name}`, id, options)} data-element_type="widget" data-widget_type="${widgetType}"${settingsAttribute(settings)}><div class="elementor-widget-container">${inner}</div></div>`;
}

/** @param {string} id @param {string} text @param {unknown} [settings] @param {ElementOptions} [options] */
export function heading(id, text, settings, options) {
  return widget(
    id,
    'heading.default',
    settings,
    `<h2 class="elementor-heading-title">${escapeHtml(text)}</h2>`,
    options,
  );
}

/**
 * A section with one column holding `widgets`; `before` goes first inside the section (a
 * background video container, say).
 *
 * @param {string} id
 * @param {string} widgets
 * @param {unknown} [settings]
 * @param {ElementOptions & { before?: string }} [options]
 */
export function section(id, widgets, settings, options = {}) {
  const column = `<div class="elementor-column elementor-col-100 elementor-top-column elementor-element elementor-element-${id}c" data-id="${id}c" data-element_type="column"><div class="elementor-widget-wrap elementor-element-populated">${widgets}</div></div>`;
  return `<section ${attributes('elementor-section elementor-top-section elementor-section-boxed', id, options)} data-element_type="section"${settingsAttribute(settings)}>${options.before ?? ''}<div class="elementor-container elementor-column-gap-default">${column}</div></section>`;
}

/**
 * @param {string} id
 * @param {string} children
 * @param {unknown} [settings]
 * @param {ElementOptions & { before?: string }} [options]
 */
export function container(id, children, settings, options = {}) {
  return `<div ${attributes('e-con e-parent e-flex e-con-boxed', id, options)} data-element_type="container"${settingsAttribute(settings)}>${options.before ?? ''}<div class="e-con-inner">${children}</div></div>`;
}

/** @param {string} id @param {string} children */
export function pageDocument(id, children) {
  return `<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}" data-elementor-post-type="page">${children}</div>`;
}
