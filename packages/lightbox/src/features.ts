import { lazy, type LazyBehaviour } from '@islet/core';

/**
 * What the drop-in bundle registers for @islet/lightbox: names, matches and chunk loaders only, since
 * this file ships in the always-loaded entry. The behaviours themselves live in lazy chunks.
 */
export const features: LazyBehaviour[] = [
  lazy(
    'lightbox',
    'page',
    () => import('./lightbox.ts'),
    // Links the lightbox may open: marked ones, `lightbox` actions (links, the builder 4.x's atomic
    // buttons' `data-action-link` and the video overlay's `data-e-action-hash`), and (kit switch)
    // image files.
    (_raw, _info, page) =>
      !!page.querySelector(
        'a[data-elementor-open-lightbox],[data-elementor-open-lightbox=yes],[data-e-action-hash*=lightbox],a[href*=lightbox],[data-action-link*=lightbox],a[href$=".jpg"],a[href$=".jpeg"],a[href$=".png"],a[href$=".webp"],a[href$=".gif"]',
      ),
  ),
  lazy('gallery', 'gallery', () => import('./gallery.ts')),
];
