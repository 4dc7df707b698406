// @ts-check
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';
import {
  createFrontendConfig,
  printConfigScript,
} from '../../../../fixtures/generate/frontend-config.mjs';
import { SITE_CSS } from './site-css.mjs';

/**
 * @typedef {object} ShellOptions
 * @property {string} title
 * @property {string} body the page content, inside the theme's boxed `.site-main`
 * @property {string} isletSrc
 * @property {boolean} [rtl]
 * @property {Record<string, unknown>} [kit] extra site (kit) settings
 * @property {string} [before] markup before `.site-main` (a fixed header)
 * @property {string} [scripts] extra inline script markup, after the bundle
 * @property {boolean} [headScript] load `islet-head.js` in `<head>` (default true)
 */

/**
 * A whole page as WordPress prints it with a boxed theme: config, site CSS, content, bundle.
 *
 * @param {ShellOptions} options
 */
export function pageShell({
  title,
  body,
  isletSrc,
  rtl = false,
  kit = {},
  before = '',
  scripts = '',
  headScript = true,
}) {
  const config = createFrontendConfig({ postId: 4242, title });
  config.is_rtl = rtl;
  config.kit = { ...config.kit, ...kit };
  return [
    '<!doctype html>',
    `<html lang="${rtl ? 'he' : 'en-US'}"${rtl ? ' dir="rtl"' : ''}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${SITE_CSS}</style>`,
    // What must run before the first paint (stretched sections), after the style sheets.
    headScript
      ? `<script src="${escapeHtml(isletSrc.replace(/islet\.js$/, 'islet-head.js'))}"></script>`
      : '',
    '</head>',
    `<body class="page elementor-default elementor-kit-5${rtl ? ' rtl' : ''}">`,
    before,
    `<main class="site-main">${body}</main>`,
    `<script id="elementor-frontend-js-before">${printConfigScript('elementorFrontendConfig', config)}</script>`,
    `<script type="module" src="${escapeHtml(isletSrc)}"></script>`,
    scripts,
    '</body>',
    '</html>',
  ].join('\n');
}
