// @ts-check
// The popup part of the demo: generated pages at /pages/popup/{slug}, one per trigger and per
// popup option, and the builder's popup style sheet wherever a page (recorded ones included)
// links it, since the demo answers other style sheets empty.
import { POPUP_CSS } from './popup/popup-css.mjs';
import { renderPopupPage } from './popup/popup-page.mjs';
import { POPUP_PAGES } from './popup/pages.mjs';

const POPUP_STYLESHEET = /\/assets\/css\/conditionals\/popup(\.min)?\.css$/;

/** @param {import('../backends.mjs').BackendOptions} options */
export function createBackend({ isletSrc }) {
  return {
    name: 'popup',
    pages: Object.keys(POPUP_PAGES).map((slug) => ({
      href: `/pages/popup/${slug}`,
      title: `Popup: ${slug}`,
    })),
    /** @param {Request} request */
    handle(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
      const { pathname } = new URL(request.url);
      if (POPUP_STYLESHEET.test(pathname))
        return new Response(POPUP_CSS, { headers: { 'content-type': 'text/css; charset=utf-8' } });
      const page = /^\/pages\/popup\/([a-z-]+)\/?$/.exec(pathname);
      const spec = page && Object.hasOwn(POPUP_PAGES, page[1] ?? '') && POPUP_PAGES[page[1] ?? ''];
      if (!spec) return undefined;
      return new Response(renderPopupPage(spec, isletSrc), {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
  };
}
