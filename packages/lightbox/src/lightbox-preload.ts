import type { BehaviourContext } from '@islet/core';
import type * as LightboxView from './lightbox-view.ts';

export type View = typeof LightboxView;

const ACTION_LINK = 'a[href*="action%3Dlightbox"], a[href*="action=lightbox"]';

/**
 * The view chunk (photoswipe), loaded once and again only after a failed load. The first hover
 * or focus of a lightbox link or a `lightbox` action link starts it, so it is usually there by
 * the time of the click. Returns the loader the opening awaits.
 */
export function loadViewOnIntent(
  doc: Document,
  isLightboxLink: (target: EventTarget | null) => unknown,
  ctx: BehaviourContext,
): () => Promise<View> {
  const win = doc.defaultView ?? window;
  let view: Promise<View> | undefined;
  const loadView = () => {
    view ??= import('./lightbox-view.ts').catch((error: unknown) => {
      view = undefined;
      throw error;
    });
    return view;
  };
  const onIntent = (event: Event) => {
    const target = event.target;
    if (view || !(target instanceof win.Element)) return;
    if (isLightboxLink(target) || target.closest(ACTION_LINK)) void loadView().catch(() => {});
  };
  doc.addEventListener('pointerover', onIntent, { signal: ctx.signal, passive: true });
  doc.addEventListener('focusin', onIntent, { signal: ctx.signal });
  return loadView;
}
