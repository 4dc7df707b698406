// The public API (docs/public-api.md): the features, and the slideshow settings they read.
export { features } from './features.ts';
export type { SlideshowOptions, SlideTransition } from './slideshow-options.ts';
