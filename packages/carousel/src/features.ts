import { lazy, type LazyBehaviour } from '@islet/core';
import { CAROUSEL_WIDGETS } from './carousel-widgets.ts';

/**
 * What the drop-in bundle registers for @islet/carousel: names, matches and chunk loaders only, since
 * this file ships in the always-loaded entry. The behaviours themselves live in lazy chunks.
 */
export const features: LazyBehaviour[] = [
  lazy('carousel', CAROUSEL_WIDGETS, () => import('./carousel.ts')),
];
