/**
 * The widgets the carousel runs on. A module of its own: `features.ts` ships in the always-loaded
 * entry and must not pull in the profiles, which live in the lazy carousel chunk.
 */
export const CAROUSEL_WIDGETS = [
  'image-carousel',
  'testimonial-carousel',
  'reviews',
  'media-carousel',
  'slides',
  'nested-carousel',
  'loop-carousel',
] as const;
