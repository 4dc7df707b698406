// The public API (docs/public-api.md): the features, and the add-on lookup `islet doctor` uses.
export { features } from './features.ts';
export { addonOf } from './known-addons.ts';
