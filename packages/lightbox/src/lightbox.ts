import type { BehaviourContext } from '@islet/core';
import { checkUrl } from '@islet/primitives';
import {
  isLightboxLink,
  itemFromLink,
  kitLightbox,
  lightboxRequest,
  slideshowLinks,
} from './lightbox-items.ts';
import { loadViewOnIntent } from './lightbox-preload.ts';
import { createShow, type Show } from './lightbox-show.ts';

/**
 * The page's lightbox: links to image files (per the builder's rule and the kit's switch), their
 * slideshows, and the `lightbox` action. photoswipe downloads on the first hover or focus of such
 * a link, so it is usually there by the time of the click.
 */
export function connect(root: HTMLElement, ctx: BehaviourContext): void {
  const doc = root.ownerDocument;
  const win = doc.defaultView ?? window;
  const kit = kitLightbox(ctx.config.frontend);

  const lightboxLink = (target: EventTarget | null): HTMLAnchorElement | null => {
    const link = target instanceof win.Element ? target.closest('a') : null;
    return link && isLightboxLink(link, kit.global) ? link : null;
  };
  const show = createShow(doc, kit, loadViewOnIntent(doc, lightboxLink, ctx), ctx);

  doc.addEventListener(
    'click',
    (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      const link = lightboxLink(event.target);
      if (!link) return;
      event.preventDefault();
      const slideshow = link.getAttribute('data-elementor-lightbox-slideshow');
      if (slideshow) showSlideshow(show, doc, ctx, slideshow, link);
      else void show([itemFromLink(link)], 0, link);
    },
    { signal: ctx.signal },
  );

  ctx.own(
    ctx.actions.register('lightbox', (settings, { link }) => {
      const request = lightboxRequest(settings);
      const opener = link instanceof win.HTMLElement ? link : null;
      if (request.kind === 'invalid') {
        ctx.warn(`${request.reason}; nothing opens.`);
        return;
      }
      if (request.kind === 'slideshow')
        showSlideshow(show, doc, ctx, request.slideshow, opener, request.url);
      else void show([{ ...request.item, opener: opener ?? undefined }], 0, opener);
    }),
  );

  ctx.explain({ kit });
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
