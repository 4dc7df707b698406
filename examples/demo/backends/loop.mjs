// @ts-check
// The loop part of the embedded CMS: the refresh-loop REST endpoint, and the demo pages with loop
// grids, filters, load more and AJAX pagination at /pages/loop/{slug}/ (their next pages are the
// same URLs with `e-page-{widgetId}`, as on the real site).
import { posts, products } from '../../../fixtures/data/catalog.mjs';
import { escapeHtml } from '../../../fixtures/generate/escape-html.mjs';
import { documentBySlug } from './loop/documents.mjs';
import { refreshLoop, REFRESH_LOOP_ROUTE } from './loop/refresh-loop.mjs';
import { renderLoopPage } from './loop/render-page.mjs';

const PAGES_PREFIX = '/pages/loop/';

/** @param {import('../backends.mjs').BackendOptions} options */
export function createBackend({ isletSrc }) {
  return {
    name: 'loop',
    pages: [
      { href: '/pages/loop/two-grids/', title: 'Two loop grids with their taxonomy filters' },
      { href: '/pages/loop/infinite/', title: 'Load more by scrolling' },
      { href: '/pages/loop/fallbacks/', title: 'Loops refreshed without refresh-loop' },
    ],
    /** @param {Request} request */
    handle(request) {
      const url = new URL(request.url);
      const restRoute = url.searchParams.get('rest_route');
      if (url.pathname.endsWith(REFRESH_LOOP_ROUTE) || restRoute === REFRESH_LOOP_ROUTE) {
        if (request.method !== 'POST')
          return Response.json(
            { code: 'rest_no_route', message: 'No route was found.', data: { status: 404 } },
            { status: 404 },
          );
        return refreshLoop(request);
      }
      if (!url.pathname.startsWith(PAGES_PREFIX) || request.method !== 'GET') return undefined;
      const slug = url.pathname.slice(PAGES_PREFIX.length).replace(/\/$/, '');
      if (slug.startsWith('item/')) return itemPage(slug.slice('item/'.length));
      const doc = documentBySlug(slug);
      if (!doc) return undefined;
      return new Response(renderLoopPage(doc, url, isletSrc), {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
  };
}

/**
 * The page a grid's title links to: the demo has no single-post template, so the post or product
 * is shown plainly, which keeps the grids' links from ending in a 404.
 *
 * @param {string} slug
 */
function itemPage(slug) {
  const post = posts.find((entry) => entry.slug === slug);
  const product = products.find((entry) => entry.slug === slug);
  if (!post && !product) return undefined;
  const title = escapeHtml(post?.title ?? product?.name ?? '');
  const text = post ? post.excerpt : `${product?.sku}: $${product?.price}.`;
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>${escapeHtml(text)}</p><p><a href="/pages/loop/two-grids/">Back to the grids</a></p></main></body></html>`,
    { headers: { 'content-type': 'text/html; charset=utf-8' } },
  );
}
