// The public API (docs/public-api.md): the features, and the shape of the configuration a page
// hands them under `window[CONFIG_GLOBAL]`.
export { features } from './features.ts';
export { CONFIG_GLOBAL } from './acceleration.ts';
export type {
  ContentType,
  ImageOptions,
  Pattern,
  Rule,
  SpeedKitConfig,
} from './speed-kit-config.ts';
