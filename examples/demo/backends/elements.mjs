// @ts-check
// @islet/elements' part of the demo: generated pages for entrance animations, stretched
// sections, background video and slideshow, and anchor scrolling, under /pages/elements/.
import { anchorsPage, entrancePage, stretchPage } from './elements/pages.mjs';

/** @type {Record<string, (input: import('./elements/pages.mjs').PageInput) => string>} */
const PAGES = {
  entrance: entrancePage,
  stretch: stretchPage,
  anchors: anchorsPage,
};

/** @type {import('../backends.mjs').CreateBackend} */
export function createBackend({ isletSrc }) {
  return {
    name: 'elements',
    handle(request) {
      const url = new URL(request.url);
      const match = /^\/pages\/elements\/([a-z-]+)\/?$/.exec(url.pathname);
      const page = match ? PAGES[/** @type {string} */ (match[1])] : undefined;
      if (!page || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
      return new Response(page({ isletSrc, query: url.searchParams }), {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
  };
}
