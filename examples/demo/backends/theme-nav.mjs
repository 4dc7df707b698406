// @ts-check
// The theme navigation part of the demo: the generated default-theme page at /pages/theme-nav/
// (`?expanded=0`, `?adminbar=1`, `?broken=1`, `?theme_template_id=N`), and a stand-in for the
// theme's style.css wherever a page links it (recorded pages included), since the demo answers
// other style sheets empty.
import { renderThemePage } from './theme-nav/theme-page.mjs';
import { THEME_CSS } from './theme-nav/theme-style.mjs';

const THEME_STYLESHEET = /\/wp-content\/themes\/twentytwenty\/style(\.min)?\.css$/;

/** @param {import('../backends.mjs').BackendOptions} options */
export function createBackend({ isletSrc }) {
  return {
    name: 'theme-nav',
    pages: [
      { href: '/pages/theme-nav/', title: 'The default theme: menus, cover modals and search' },
    ],
    /** @param {Request} request */
    handle(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
      const url = new URL(request.url);
      if (THEME_STYLESHEET.test(url.pathname))
        return new Response(THEME_CSS, { headers: { 'content-type': 'text/css; charset=utf-8' } });
      // The demo menu's links to other pages (`other/`, `build/`, `history/`) land on this same
      // page rather than on a 404.
      if (!/^\/pages\/theme-nav(\/|\/(other|build|history)\/)?$/.test(url.pathname))
        return undefined;
      const flag = (/** @type {string} */ name) => url.searchParams.get(name) === '1';
      const html = renderThemePage({
        isletSrc,
        expanded: url.searchParams.get('expanded') !== '0',
        adminBar: flag('adminbar'),
        broken: flag('broken'),
        templateId: url.searchParams.get('theme_template_id') ?? undefined,
      });
      return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    },
  };
}
