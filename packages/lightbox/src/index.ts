// The public API (docs/public-api.md): the features, and the lightbox settings they read.
export { features } from './features.ts';
export type { KitLightboxSettings } from './lightbox-items.ts';
