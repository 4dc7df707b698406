import type { BehaviourContext } from '@islet/core';
import { loadOnce } from '@islet/primitives';
import { ACTION_LINK, globalLightbox, isLightboxLink } from './lightbox-links.ts';
import type { Opener } from './lightbox-open.ts';

/**
 * The page's lightbox, as a gate: links to image files (per the builder's rule and the kit's
 * switch), their slideshows, and the `lightbox` action. Until the visitor heads for one, only
 * this part is loaded (issue 21: nothing that runs only after an interaction downloads before
 * it). The first hover, touch or focus of such a link loads the opening part and photoswipe, so
 * both are usually there by the time of the click; a click before that (the keyboard's, a
 * script's) is held and opens the lightbox once they are in.
 */
export function connect(root: HTMLElement, ctx: BehaviourContext): void {
  const doc = root.ownerDocument;
  const win = doc.defaultView ?? window;
  const global = globalLightbox(ctx.config.frontend);
  const open = loadOnce<Opener>(() =>
    ctx.chunks
      .load('lightbox-open', () => import('./lightbox-open.ts'))
      .then(({ createOpener }) => createOpener(doc, ctx)),
  );
  const failed = (error: unknown) => ctx.warn(`the lightbox failed to load: ${String(error)}`);

  const lightboxLink = (target: EventTarget | null): HTMLAnchorElement | null => {
    const link = target instanceof win.Element ? target.closest('a') : null;
    return link && isLightboxLink(link, global) ? link : null;
  };
  const onIntent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof win.Element)) return;
    if (lightboxLink(target) || target.closest(ACTION_LINK)) void open().catch(() => {});
  };
  for (const type of ['pointerover', 'touchstart', 'focusin'])
    doc.addEventListener(type, onIntent, { signal: ctx.signal, passive: true });

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
      open().then((part) => part.link(link), failed);
    },
    { signal: ctx.signal },
  );

  ctx.own(
    ctx.actions.register('lightbox', (settings, { link }) => {
      open().then((part) => part.action(settings, link), failed);
    }),
  );
}
