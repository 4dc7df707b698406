import type { CarouselFamily, SlidesDefaults } from './carousel-options.ts';

/** Where a widget keeps its swiper and how it names its settings. */
export interface CarouselProfile {
  family: CarouselFamily;
  /** The swiper container, most specific first; the first owned match wins. */
  container: string;
  defaults?: SlidesDefaults;
  effect?: 'coverflow';
  /** Always one slide in view (settings like `slides_per_view` belong to the thumbnails). */
  single?: boolean;
  /** The media carousel's slideshow skin drives a second swiper of thumbnails. */
  thumbs?: string;
}

// Both markup generations: `swiper-container` (swiper 5 era) and `swiper` (swiper 8 era).
const ANY_SWIPER = '.swiper, .swiper-container';
const ONE_SLIDE: SlidesDefaults = { desktop: 1, tablet: 1, mobile: 1 };

/** Profiles by widget name (and `name.skin` where a skin changes the carousel). */
export const PROFILES: Readonly<Record<string, CarouselProfile>> = {
  'image-carousel': {
    family: 'image',
    container: `.elementor-image-carousel-wrapper, ${ANY_SWIPER}`,
  },
  // Pro's testimonial carousel shows one testimonial per view unless told otherwise.
  'testimonial-carousel': {
    family: 'pro',
    container: `.elementor-main-swiper, ${ANY_SWIPER}`,
    defaults: ONE_SLIDE,
  },
  reviews: { family: 'pro', container: `.elementor-main-swiper, ${ANY_SWIPER}` },
  'media-carousel': { family: 'pro', container: `.elementor-main-swiper, ${ANY_SWIPER}` },
  'media-carousel.slideshow': {
    family: 'pro',
    container: '.elementor-main-swiper',
    single: true,
    thumbs: '.elementor-thumbnails-swiper',
  },
  'media-carousel.coverflow': {
    family: 'pro',
    container: `.elementor-main-swiper, ${ANY_SWIPER}`,
    effect: 'coverflow',
  },
  slides: { family: 'slides', container: `.elementor-slides-wrapper, ${ANY_SWIPER}` },
  'nested-carousel': { family: 'loop', container: `.e-n-carousel, ${ANY_SWIPER}` },
  'loop-carousel': {
    family: 'loop',
    container: `.elementor-loop-container.swiper, .elementor-loop-container.swiper-container, ${ANY_SWIPER}`,
  },
};

export function profileFor(name: string | null, skin: string | null): CarouselProfile | undefined {
  if (!name) return undefined;
  return PROFILES[`${name}.${skin ?? 'default'}`] ?? PROFILES[name];
}
