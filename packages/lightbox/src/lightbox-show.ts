import type { BehaviourContext } from '@islet/core';
import { allowedUrl, prefersReducedMotion } from '@islet/primitives';
import type { KitLightboxSettings, LightboxItem } from './lightbox-items.ts';
import type { View } from './lightbox-view-loader.ts';
import type { LightboxTexts } from './lightbox-view.ts';

export type Show = (
  requested: LightboxItem[],
  at: number,
  opener: HTMLElement | null,
) => Promise<void>;

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
 * The one open lightbox: opening another closes it, and so does disconnecting.
 *
 * Every slide's URL passes the URL policy here, whichever way it came (a link, a slideshow, an
 * action link in the page or the URL hash): a `javascript:` video would run in a same-origin
 * frame. Refused slides are left out with one warning each.
 */
export function createShow(
  doc: Document,
  kit: KitLightboxSettings,
  loadView: () => Promise<View>,
  ctx: BehaviourContext,
): Show {
  const win = doc.defaultView ?? window;
  const labels = texts(ctx.config.frontend);
  let open: { close(): void } | undefined;
  ctx.own(() => open?.close());

  return async (requested, at, opener) => {
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
}
