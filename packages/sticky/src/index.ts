export { features } from './features.ts';
export * from './sticky-geometry.ts';
export { readStickyConfig, type StickyConfig } from './sticky-options.ts';
