import type { BehaviourContext } from '@islet/core';
import { allowedUrl, checkUrl, prefersReducedMotion } from '@islet/primitives';
import {
  isLightboxLink,
  itemFromLink,
  kitLightbox,
  lightboxRequest,
  slideshowLinks,
  type LightboxItem,
} from './lightbox-items.ts';
import type * as LightboxView from './lightbox-view.ts';
import type { LightboxTexts } from './lightbox-view.ts';

type View = typeof LightboxView;

const TEXT_DEFAULTS: LightboxTexts = {
  dialog: 'Lightbox',
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  zoom: 'Zoom',
  fullscreen: 'Fullscreen',
  share: 'Share',
  shareOnFacebook: 'Share on Facebook',
  shareOnTwitter: 'Share on Twitter',
  pinIt: 'Pin it',
  downloadImage: 'Download image',
};

function texts(frontend: Readonly<Record<string, unknown>>): LightboxTexts {
  const i18n = (
    typeof frontend.i18n === 'object' && frontend.i18n !== null ? frontend.i18n : {}
  ) as Record<string, unknown>;
  const result = { ...TEXT_DEFAULTS };
  for (const key of Object.keys(result) as Array<keyof LightboxTexts>) {
    const value = i18n[key];
    if (typeof value === 'string' && value) result[key] = value;
  }
  return result;
}

/**
 * The page's lightbox: links to image files (per the builder's rule and the kit's switch), their
 * slideshows, and the `lightbox` action. photoswipe downloads on the first hover or focus of such
 * a link, so it is usually there by the time of the click.
 */
export function connect(root: HTMLElement, ctx: BehaviourContext): () => void {
  const doc = root.ownerDocument;
  const win = doc.defaultView ?? window;
  const kit = kitLightbox(ctx.config.frontend);
  const labels = texts(ctx.config.frontend);
  let view: Promise<View> | undefined;
  let open: { close(): void } | undefined;

  const loadView = () => {
    view ??= import('./lightbox-view.ts').catch((error: unknown) => {
      view = undefined;
      throw error;
    });
    return view;
  };

  const lightboxLink = (target: EventTarget | null): HTMLAnchorElement | null => {
    const link = target instanceof win.Element ? target.closest('a') : null;
    return link && isLightboxLink(link, kit.global) ? link : null;
  };

  /**
   * Every slide's URL passes the URL policy here, whichever way it came (a link, a slideshow, an
   * action link in the page or the URL hash): a `javascript:` video would run in a same-origin
   * frame. Refused slides are left out with one warning each.
   */
  const show = async (requested: LightboxItem[], at: number, opener: HTMLElement | null) => {
    const items: LightboxItem[] = [];
    let index = 0;
    requested.forEach((item, position) => {
      const src = allowedUrl(item.src, doc.baseURI, ctx.warn, `the lightbox ${item.type} URL`);
      if (!src) return;
      if (position <= at) index = items.length;
      items.push({ ...item, src });
    });
    if (!items.length) return;
    let module: View;
    try {
      module = await loadView();
    } catch (error) {
      ctx.warn(`the lightbox failed to load: ${String(error)}`);
      return;
    }
    if (ctx.signal.aborted) return;
    open?.close();
    const reducedMotion = prefersReducedMotion(win);
    let pswp: ReturnType<View['openLightbox']>;
    try {
      pswp = module.openLightbox({
        items,
        index: Math.max(0, Math.min(index, items.length - 1)),
        kit,
        texts: labels,
        reducedMotion,
        opener,
        onClose: () => {
          if (open === pswp) open = undefined;
        },
      });
    } catch (error) {
      // Called from click and hash handlers that do not await it: a throw here would be an
      // unhandled rejection and leave the visitor with a dead link and nothing said.
      ctx.warn(`the lightbox could not open: ${String(error)}`);
      return;
    }
    open = pswp;
  };

  const showSlideshow = (slideshow: string, opener: HTMLElement | null, url?: string) => {
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
  };

  const openFromLink = (link: HTMLAnchorElement) => {
    const slideshow = link.getAttribute('data-elementor-lightbox-slideshow');
    if (slideshow) showSlideshow(slideshow, link);
    else void show([itemFromLink(link)], 0, link);
  };

  const onClick = (event: MouseEvent) => {
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
    openFromLink(link);
  };
  const onIntent = (event: Event) => {
    if (!view && lightboxLink(event.target)) void loadView().catch(() => {});
  };

  doc.addEventListener('click', onClick, { signal: ctx.signal });
  doc.addEventListener('pointerover', onIntent, { signal: ctx.signal, passive: true });
  doc.addEventListener('focusin', onIntent, { signal: ctx.signal });

  ctx.own(
    ctx.actions.register('lightbox', (settings, { link }) => {
      const request = lightboxRequest(settings);
      const opener = link instanceof win.HTMLElement ? link : null;
      if (request.kind === 'invalid') {
        ctx.warn(`${request.reason}; nothing opens.`);
        return;
      }
      if (request.kind === 'slideshow') showSlideshow(request.slideshow, opener, request.url);
      else void show([{ ...request.item, opener: opener ?? undefined }], 0, opener);
    }),
  );
  // An action link is also an intent: its hover or focus loads photoswipe too.
  const onActionIntent = (event: Event) => {
    const target = event.target;
    if (view || !(target instanceof win.Element)) return;
    const link = target.closest('a[href*="action%3Dlightbox"], a[href*="action=lightbox"]');
    if (link) void loadView().catch(() => {});
  };
  doc.addEventListener('pointerover', onActionIntent, { signal: ctx.signal, passive: true });
  doc.addEventListener('focusin', onActionIntent, { signal: ctx.signal });

  ctx.explain({ kit });
  return () => open?.close();
}
