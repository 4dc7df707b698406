import type { BehaviourContext } from '@islet/core';
import { checkUrl } from '@islet/primitives';
import { itemFromLink, kitLightbox, lightboxRequest, slideshowLinks } from './lightbox-items.ts';
import { createShow, type Show } from './lightbox-show.ts';
import { viewLoader } from './lightbox-view-loader.ts';

export type Opener = ReturnType<typeof createOpener>;

/**
 * The lightbox's opening part, loaded by the gate (`lightbox.ts`) on the first hover, touch or
 * focus of a lightbox link, or at the first opening: the kit's switches, the slides of a link, a
 * slideshow or an action, and the view (photoswipe), whose download starts at once.
 */
export function createOpener(doc: Document, ctx: BehaviourContext) {
  const win = doc.defaultView ?? window;
  const kit = kitLightbox(ctx.config.frontend);
  const show = createShow(doc, kit, viewLoader(), ctx);
  ctx.explain({ kit });
  return {
    /** A click on a lightbox link. */
    link(link: HTMLAnchorElement) {
      const slideshow = link.getAttribute('data-elementor-lightbox-slideshow');
      if (slideshow) showSlideshow(show, doc, ctx, slideshow, link);
      else void show([itemFromLink(link)], 0, link);
    },
    /** The `lightbox` action, from an action link or the URL's hash. */
    action(settings: Record<string, unknown>, link: Element | undefined) {
      const request = lightboxRequest(settings);
      const opener = link instanceof win.HTMLElement ? link : null;
      if (request.kind === 'invalid') {
        ctx.warn(`${request.reason}; nothing opens.`);
        return;
      }
      if (request.kind === 'slideshow')
        showSlideshow(show, doc, ctx, request.slideshow, opener, request.url);
      else void show([{ ...request.item, opener: opener ?? undefined }], 0, opener);
    },
  };
}

/**
 * Opens the slideshow's links in the page at the opener's, or else at the requested URL's, slide
 * (the first when neither is in it).
 */
function showSlideshow(
  show: Show,
  doc: Document,
  ctx: BehaviourContext,
  slideshow: string,
  opener: HTMLElement | null,
  url?: string,
) {
  const links = slideshowLinks(doc, slideshow);
  if (!links.length) {
    ctx.warn(`lightbox slideshow "${slideshow}" has no images on this page.`);
    return;
  }
  const items = links.map(itemFromLink);
  let index = opener ? links.indexOf(opener as HTMLAnchorElement) : -1;
  const wanted = url ? checkUrl(url, doc.baseURI) : undefined;
  if (index === -1 && wanted?.ok) index = items.findIndex((item) => item.src === wanted.url.href);
  void show(items, Math.max(index, 0), opener);
}
