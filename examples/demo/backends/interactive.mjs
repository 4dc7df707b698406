// @ts-check
// Pages for the navigation, form and media widgets (`/pages/interactive/{name}`).
import { navMenuPage } from './interactive/nav-menu-page.mjs';

const PREFIX = '/pages/interactive/';

/** @type {import('../backends.mjs').CreateBackend} */
export function createBackend({ isletSrc }) {
  /** @type {Record<string, () => string>} */
  const pages = { 'nav-menu': () => navMenuPage(isletSrc) };
  return {
    name: 'interactive',
    handle(request) {
      const url = new URL(request.url);
      if (!url.pathname.startsWith(PREFIX)) return undefined;
      const page = pages[url.pathname.slice(PREFIX.length)];
      if (!page || request.method !== 'GET') return undefined;
      return new Response(page(), { headers: { 'content-type': 'text/html; charset=utf-8' } });
    },
  };
}
