import { lazy, type LazyBehaviour } from '@islet/core';

/**
 * What the drop-in bundle registers for @islet/carousel: names, matches and chunk loaders only, since
 * this file ships in the always-loaded entry. The behaviours themselves live in lazy chunks.
 */
export const features: LazyBehaviour[] = [
  lazy(
    'carousel',
    [
      'image-carousel',
      'testimonial-carousel',
      'reviews',
      'media-carousel',
      'slides',
      'nested-carousel',
      'loop-carousel',
    ],
    () => import('./carousel.ts'),
  ),
];
