// @ts-check
import { WIDGETS_CSS } from './site-css.mjs';
import { escapeHtml, pageDocument } from './widget-markup.mjs';

/**
 * A whole page as the unchanged server prints it: the frontend config, the site CSS, one builder
 * document with `body`, and the drop-in bundle.
 *
 * @param {{ title: string, body: string, isletSrc: string, before?: string, after?: string }} input
 *   `before` goes right after `<body>`, `after` after the bundle (a fixed header, a site script)
 */
export function pageShell({ title, body, isletSrc, before = '', after = '' }) {
  const config = {
    environmentMode: { edit: false, wpPreview: false, isScriptDebug: false },
    is_rtl: false,
    responsive: {
      breakpoints: {
        mobile: { label: 'Mobile Portrait', value: 767, direction: 'max', is_enabled: true },
        tablet: { label: 'Tablet Portrait', value: 1024, direction: 'max', is_enabled: true },
      },
    },
    version: '3.33.4',
    is_static: false,
    experimentalFeatures: { container: true, e_optimized_markup: true, 'nested-elements': true },
    post: { id: 77, title: escapeHtml(title) },
  };
  return [
    '<!DOCTYPE html>',
    '<html lang="en-US">',
    '<head>',
    '<meta charset="UTF-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${WIDGETS_CSS}</style>`,
    `<script id="elementor-frontend-js-before">var elementorFrontendConfig = ${JSON.stringify(config)};</script>`,
    '</head>',
    '<body class="page-template-default page elementor-default elementor-page elementor-page-77">',
    before,
    '<main>',
    `<h1 style="max-width:860px;margin:24px auto 0;padding:0 24px">${escapeHtml(title)}</h1>`,
    pageDocument('77', body),
    '</main>',
    `<script type="module" src="${escapeHtml(isletSrc)}"></script>`,
    after,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
