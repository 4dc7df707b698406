// @ts-check
// @islet/widgets' part of the demo: one generated page per content widget under
// /pages/widgets/{name} (accordion, tabs, counter, countdown, …) and /pages/widgets/all.
import { pageLinks } from '../backends.mjs';
import { PAGES, renderPage } from './widgets/pages.mjs';
import { WAVE_SVG } from './widgets/widget-markup.mjs';

/** @type {import('../backends.mjs').CreateBackend} */
export function createBackend({ isletSrc }) {
  return {
    name: 'widgets',
    pages: [
      { href: '/pages/widgets/all', title: 'Widget: All content widgets on one page' },
      ...pageLinks('/pages/widgets/', Object.keys(PAGES), 'Widget'),
    ],
    handle(request) {
      const url = new URL(request.url);
      if (url.pathname === '/pages/widgets/assets/wave.svg') {
        return new Response(WAVE_SVG, { headers: { 'content-type': 'image/svg+xml' } });
      }
      const match = /^\/pages\/widgets\/([a-z-]+)\/?$/.exec(url.pathname);
      if (!match || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
      const html = renderPage(/** @type {string} */ (match[1]), {
        isletSrc,
        query: url.searchParams,
      });
      if (html === undefined) return undefined;
      return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    },
  };
}
