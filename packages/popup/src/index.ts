// The public API (docs/public-api.md): the features, and the popup settings they read.
export { features } from './features.ts';
export type { PopupSettings } from './popup-options.ts';
