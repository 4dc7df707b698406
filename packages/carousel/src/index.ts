export { features } from './features.ts';
export {
  carouselPlan,
  canLoop,
  DEFAULT_SLIDES,
  type CarouselFamily,
  type CarouselInput,
  type CarouselPlan,
} from './carousel-options.ts';
export { PROFILES, profileFor, type CarouselProfile } from './carousel-profiles.ts';
