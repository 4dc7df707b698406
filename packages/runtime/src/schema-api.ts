/**
 * What `window.islet.schema()` resolves to: every settings check, for a site's own behaviours.
 * A module of its own so its dynamic import gets a chunk of its own that re-exports the checks by
 * name. Imported straight from `@islet/core/schema`, the chunk every feature shares would have to
 * build the namespace object itself, with rolldown's runtime helpers (0.38 KB brotli) on every
 * page that has a feature.
 */
export * from '@islet/core/schema';
