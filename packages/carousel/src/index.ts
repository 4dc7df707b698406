// The public API (docs/public-api.md): the features.
export { features } from './features.ts';
