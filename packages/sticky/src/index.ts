// The public API (docs/public-api.md): the features, and the sticky settings they read.
export { features } from './features.ts';
export type { StickyConfig } from './sticky-options.ts';
export type { StickTo } from './sticky-geometry.ts';
