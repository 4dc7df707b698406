// @ts-check
import {
  printConfigScript,
  createFrontendConfig,
} from '../../../../fixtures/generate/frontend-config.mjs';

/** The add-on scripts written for the tests, by name (files in ./addons/). */
export const ADDONS = ['gallery-pack', 'kit-counter'];

/** An add-on for pages without jQuery: it listens natively and uses `$scope[0]`. */
export const NATIVE_ADDON = 'native-counter';

/** Where the demo serves the page's own jQuery (the npm registry package, never bundled). */
export const JQUERY_SRC = '/vendor/jquery.js';

/** @param {unknown} settings */
const settingsAttribute = (settings) =>
  ` data-settings="${JSON.stringify(settings).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;

/**
 * @param {string} id
 * @param {string} widgetType
 * @param {unknown} settings
 * @param {string} inner
 */
function widget(id, widgetType, settings, inner) {
  const name = widgetType.split('.')[0];
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${name}" data-id="${id}" data-element_type="widget" data-widget_type="${widgetType}"${settingsAttribute(settings)}><div class="elementor-widget-container">${inner}</div></div>`;
}

/**
 * @param {string} id
 * @param {string} children
 * @param {string} [extraClass]
 */
const container = (id, children, extraClass = '') =>
  `<div class="elementor-element elementor-element-${id} e-con e-parent${extraClass ? ` ${extraClass}` : ''}" data-id="${id}" data-element_type="container">${children}</div>`;

/** A Gallery Pack widget: 3 columns on desktop, 1 on mobile (responsive keys as the server prints). */
export const galleryWidget = (/** @type {string} */ id) =>
  widget(
    id,
    'ga-gallery.default',
    { columns: 3, columns_mobile: 1 },
    `<ul class="ga-list">${[1, 2, 3].map((n) => `<li class="ga-item"><button type="button">Photo ${n}</button></li>`).join('')}</ul>`,
  );

/** A Kit counter widget counting to `to`. */
export const counterWidget = (/** @type {string} */ id, /** @type {number} */ to) =>
  widget(id, 'kit-counter.default', { to }, `<span class="kit-counter-number">0</span>`);

/**
 * One loop item (a `loop-item` document) per post, as a loop grid prints them, each with a
 * gallery and a counter: what a loop refresh or "load more" inserts.
 *
 * @param {number[]} posts
 */
export function loopItems(posts) {
  return posts
    .map(
      (post) =>
        `<div data-elementor-type="loop-item" data-elementor-id="77" class="elementor elementor-77 e-loop-item post-${post}">${container(
          `it${post}`,
          galleryWidget(`ga${post}`) + counterWidget(`co${post}`, post),
        )}</div>`,
    )
    .join('');
}

/**
 * @typedef {object} AddonPageOptions
 * @property {string} isletSrc
 * @property {string[]} addons add-on names from ADDONS, loaded in this order after jQuery
 * @property {boolean} [jquery] load the page's own jQuery (default true)
 * @property {string} [title]
 * @property {number} [posts] loop items on the page (default 2: posts 101 and 102)
 * @property {boolean} [compatSwitch] print `data-islet-compat` on Islet's script tag (the site
 *   owner's setting, needed for add-ons that listen natively)
 */

/**
 * A builder page with a gallery, a counter, a heading no add-on handles, and a loop container
 * with two posts; jQuery and the add-on scripts load in the footer before Islet, as WordPress
 * prints them.
 *
 * @param {AddonPageOptions} options
 */
export function addonPage({
  isletSrc,
  addons,
  jquery = true,
  title = 'Add-on compatibility',
  compatSwitch = false,
  posts = 2,
}) {
  const config = createFrontendConfig({ postId: 40, title });
  const heading = widget(
    'hd00001',
    'heading.default',
    {},
    '<h2 class="elementor-heading-title">Add-ons</h2>',
  );
  const body = container(
    'cn00001',
    galleryWidget('ga00001') +
      counterWidget('co00001', 42) +
      heading +
      container(
        'lp00001',
        loopItems(Array.from({ length: posts }, (_, index) => 101 + index)),
        'compat-loop',
      ),
  );
  const scripts = [
    ...(jquery ? [JQUERY_SRC] : []),
    ...addons.map((name) => `/pages/compat/addons/${name}.js`),
  ].map((src) => `<script src="${src}"></script>`);
  return [
    '<!DOCTYPE html>',
    '<html lang="en-US">',
    '<head>',
    '<meta charset="UTF-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<script id="elementor-frontend-js-before">${printConfigScript('elementorFrontendConfig', config)}</script>`,
    '</head>',
    '<body class="page-template-default page elementor-default elementor-page elementor-page-40">',
    '<main>',
    `<div data-elementor-type="wp-page" data-elementor-id="40" class="elementor elementor-40">${body}</div>`,
    '</main>',
    ...scripts,
    `<script type="module" src="${isletSrc}"${compatSwitch ? ' data-islet-compat="on"' : ''}></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
