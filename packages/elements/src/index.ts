export { features } from './features.ts';
// The pure deciders, for sites bundling their own front end on the same rules.
export { planEntrance, type EntrancePlan, type EntranceInput } from './entrance-plan.ts';
export { ENTRANCE_ANIMATIONS } from './animation-names.ts';
export {
  naturalEdges,
  stretchGeometry,
  type StretchInput,
  type StretchStyle,
} from './stretch-geometry.ts';
export { hostedSource, parseVideoLink, seconds, type VideoSource } from './video-link.ts';
export { coverSize } from './cover-size.ts';
export {
  nextSlide,
  readSlideshow,
  slideMotion,
  type SlideshowOptions,
  type SlideTransition,
} from './slideshow-options.ts';
