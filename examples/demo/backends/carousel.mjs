// @ts-check
// The carousel and lightbox part of the demo: generated pages at /pages/carousel/{slug} and
// /pages/lightbox/{slug}, their images, and swiper's real CSS wherever a page (recorded pages
// included) links the builder's copy of it, since the demo answers other style sheets empty.
import { pageLinks } from '../backends.mjs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CAROUSEL_PAGES, LIGHTBOX_PAGES, renderPage } from './carousel/pages.mjs';
import { SITE_CSS } from './carousel/site-css.mjs';

const require = createRequire(new URL('../../../packages/carousel/package.json', import.meta.url));
/** @type {string | undefined} */
let swiperCss;
const readSwiperCss = () =>
  (swiperCss ??= readFileSync(require.resolve('swiper/css/bundle'), 'utf8'));

// The builder's swiper style sheet (assets/lib/swiper/…/swiper(.min).css), on this host or,
// rewritten by the demo, on another one.
const SWIPER_CSS =
  /\/wp-content\/(?:cache\/min\/\d+\/wp-content\/)?plugins\/elementor\/assets\/lib\/swiper\/[^?]*\.css$/;

const PALETTE = [
  '#c0392b',
  '#2980b9',
  '#27ae60',
  '#8e44ad',
  '#d35400',
  '#16a085',
  '#2c3e50',
  '#f39c12',
  '#7f8c8d',
  '#e84393',
];

/** @param {number} n */
function svgImage(n) {
  const color = PALETTE[(n - 1) % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500"><rect width="800" height="500" fill="${color}"/><text x="400" y="290" font-size="160" text-anchor="middle" fill="#fff" font-family="sans-serif">${n}</text></svg>`;
}

/** @param {string} body */
const html = (body) =>
  new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
/** @param {string} body */
const css = (body) =>
  new Response(body, { headers: { 'content-type': 'text/css; charset=utf-8' } });

/** @param {import('../backends.mjs').BackendOptions} options */
export function createBackend({ isletSrc }) {
  return {
    name: 'carousel',
    pages: [
      ...pageLinks('/pages/carousel/', Object.keys(CAROUSEL_PAGES), 'Carousel'),
      ...pageLinks('/pages/lightbox/', Object.keys(LIGHTBOX_PAGES), 'Lightbox'),
    ],
    /** @param {Request} request */
    handle(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
      const { pathname } = new URL(request.url);
      if (SWIPER_CSS.test(pathname)) return css(readSwiperCss());
      if (pathname === '/pages/carousel/site.css') return css(SITE_CSS);
      const image = /^\/pages\/carousel\/img\/(\d{1,3})\.svg$/.exec(pathname);
      if (image)
        return new Response(svgImage(Number(image[1])), {
          headers: { 'content-type': 'image/svg+xml' },
        });
      /** @type {Array<[string, Record<string, (url: URL) => { title: string, body: string }>]>} */
      const sections = [
        ['/pages/carousel/', CAROUSEL_PAGES],
        ['/pages/lightbox/', LIGHTBOX_PAGES],
      ];
      for (const [prefix, pages] of sections) {
        if (!pathname.startsWith(prefix)) continue;
        const slug = pathname.slice(prefix.length).replace(/\/$/, '');
        const page = Object.hasOwn(pages, slug) ? pages[slug] : undefined;
        if (page) {
          const url = new URL(request.url);
          return html(renderPage(page(url), isletSrc, url));
        }
      }
      return undefined;
    },
  };
}
