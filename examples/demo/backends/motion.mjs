// @ts-check
// Pages for @islet/sticky and @islet/motion: /pages/sticky/ (add ?adminbar=1 for a fixed admin
// bar), /pages/motion/, /pages/motion/in-panel (effects inside closed toggle and tab panels) and
// /pages/motion/bench?motion=100&sticky=10 for the scroll benchmark.
import { benchPage } from './motion/bench-page.mjs';
import { inPanelPage } from './motion/in-panel-page.mjs';
import { motionPage } from './motion/motion-page.mjs';
import { stickyPage } from './motion/sticky-page.mjs';

/** @param {string} html */
const htmlResponse = (html) =>
  new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });

/** @param {string | null} value @param {number} fallback @param {number} max */
function count(value, fallback, max) {
  const n = Number(value ?? fallback);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : fallback;
}

/** @param {import('../backends.mjs').BackendOptions} options */
export function createBackend({ isletSrc }) {
  return {
    name: 'motion',
    pages: [
      { href: '/pages/sticky/', title: 'Sticky header, columns and a bottom bar' },
      { href: '/pages/sticky/?adminbar=1', title: 'Sticky elements below a fixed admin bar' },
      { href: '/pages/motion/', title: 'Motion effects: scroll and mouse' },
      { href: '/pages/motion/in-panel', title: 'Motion effects inside toggle and tab panels' },
      { href: '/pages/motion/bench', title: 'The scroll benchmark page (100 effects, 10 sticky)' },
    ],
    /** @param {Request} request */
    handle(request) {
      if (request.method !== 'GET') return undefined;
      const url = new URL(request.url);
      const path = url.pathname.replace(/\/+$/, '');
      if (path === '/pages/sticky')
        return htmlResponse(
          stickyPage({ isletSrc, adminBar: url.searchParams.get('adminbar') === '1' }),
        );
      if (path === '/pages/motion') return htmlResponse(motionPage({ isletSrc }));
      if (path === '/pages/motion/in-panel') return htmlResponse(inPanelPage({ isletSrc }));
      if (path === '/pages/motion/bench')
        return htmlResponse(
          benchPage({
            isletSrc,
            motion: count(url.searchParams.get('motion'), 100, 1000),
            sticky: count(url.searchParams.get('sticky'), 10, 100),
            kinds: url.searchParams
              .get('kinds')
              ?.split(',')
              .map(Number)
              .filter((n) => n >= 0 && n < 6),
          }),
        );
      return undefined;
    },
  };
}
