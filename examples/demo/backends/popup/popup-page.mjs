// @ts-check
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';
import {
  createFrontendConfig,
  printConfigScript,
} from '../../../../fixtures/generate/frontend-config.mjs';
import { POPUP_CSS, popupPostCss } from './popup-css.mjs';

/**
 * @typedef {object} PopupSpec
 * @property {string} id
 * @property {Record<string, unknown>} settings the document settings, as `data-elementor-settings`
 * @property {string} [content] the popup's inner markup; a heading, text, a field and links by default
 *
 * @typedef {object} PageSpec
 * @property {string} title
 * @property {PopupSpec[]} popups
 * @property {string} [body] page markup before the popups
 * @property {string} [css] extra CSS
 * @property {string[] | null} [userRoles] roles of a logged-in visitor
 * @property {boolean} [preview] platform preview of `postId`
 * @property {number} [postId]
 */

/**
 * A classic widget, as the server prints it.
 *
 * @param {string} id
 * @param {string} widgetType
 * @param {string} inner
 */
export function widget(id, widgetType, inner) {
  const name = widgetType.split('.')[0] ?? '';
  return (
    `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${name}" ` +
    `data-id="${id}" data-element_type="widget" data-widget_type="${widgetType}">` +
    `<div class="elementor-widget-container">${inner}</div></div>`
  );
}

/**
 * An action link of the builder: `#elementor-action:action={name}&settings={base64 JSON}`, encoded
 * the way the server's dynamic tag prints it.
 *
 * @param {string} action
 * @param {Record<string, unknown>} settings
 */
export function actionHref(action, settings) {
  const base64 = Buffer.from(JSON.stringify(settings)).toString('base64');
  return `#${encodeURIComponent(`elementor-action:action=${action}&settings=${base64}`)}`;
}

/** @param {string} id */
export function defaultContent(id) {
  return (
    widget(`${id}a`, 'heading.default', `<h2 class="elementor-heading-title">Popup ${id}</h2>`) +
    widget(
      `${id}b`,
      'text-editor.default',
      `<p>Subscribe to the newsletter.</p><label>Email <input type="email" name="email"></label>`,
    ) +
    widget(
      `${id}c`,
      'button.default',
      `<a class="elementor-button popup-close" href="${actionHref('popup:close', {})}">No thanks</a> ` +
        `<a class="elementor-button popup-never" href="${actionHref('popup:close', { do_not_show_again: 'yes' })}">Never show again</a>`,
    )
  );
}

/** @param {PopupSpec} popup */
function renderPopup(popup) {
  const settings = escapeHtml(JSON.stringify(popup.settings));
  return (
    `<div data-elementor-type="popup" data-elementor-id="${popup.id}" ` +
    `class="elementor elementor-${popup.id} elementor-location-popup" ` +
    `data-elementor-settings="${settings}" data-elementor-post-type="elementor_library">` +
    `<div class="elementor-element elementor-element-c${popup.id} e-con e-parent" data-id="c${popup.id}" data-element_type="container">` +
    (popup.content ?? defaultContent(popup.id)) +
    '</div></div>'
  );
}

/**
 * A page with popup documents printed at the end of `<body>`, as Pro prints them.
 *
 * @param {PageSpec} spec
 * @param {string} isletSrc
 */
export function renderPopupPage(spec, isletSrc) {
  const postId = spec.postId ?? 42;
  const config = /** @type {Record<string, unknown>} */ (
    createFrontendConfig({ postId, title: spec.title })
  );
  if (spec.userRoles) config.user = { roles: spec.userRoles };
  if (spec.preview) config.environmentMode = { edit: false, wpPreview: true, isScriptDebug: false };
  const durations = spec.popups
    .map((popup) => {
      const duration = /** @type {{ size?: number } | undefined} */ (
        popup.settings.entrance_animation_duration
      );
      return popupPostCss(popup.id, duration?.size ?? 1.2);
    })
    .join('\n');
  return [
    '<!DOCTYPE html>',
    '<html lang="en-US">',
    '<head>',
    '<meta charset="UTF-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(spec.title)}</title>`,
    `<style>body{margin:0;font-family:sans-serif}main{padding:16px}${POPUP_CSS}${durations}${spec.css ?? ''}</style>`,
    `<script>${printConfigScript('elementorFrontendConfig', config)}</script>`,
    '</head>',
    `<body class="page-template-default page page-id-${postId} elementor-default elementor-page elementor-page-${postId}">`,
    `<main><h1>${escapeHtml(spec.title)}</h1>${spec.body ?? ''}</main>`,
    ...spec.popups.map(renderPopup),
    `<script type="module" src="${escapeHtml(isletSrc)}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
