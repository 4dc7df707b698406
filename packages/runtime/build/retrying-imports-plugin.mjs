// @ts-check
const RELATIVE_IMPORT = /\bimport\((["'`])(\.{1,2}\/[^"'`$]+?\.js)\1\)/g;

/**
 * Rewrites the bundle's own `import("./chunks/x.js")` calls into
 * `globalThis.__isletImport("./chunks/x.js", import.meta.url)` (see src/retrying-import.ts).
 * Only literal relative specifiers are touched: those are the ones the bundler wrote.
 *
 * @returns {import('rolldown').Plugin}
 */
export function retryingImports() {
  return {
    name: 'islet:retrying-imports',
    renderChunk(code) {
      RELATIVE_IMPORT.lastIndex = 0;
      if (!RELATIVE_IMPORT.test(code)) return null;
      RELATIVE_IMPORT.lastIndex = 0;
      return {
        code: code.replace(
          RELATIVE_IMPORT,
          (_, quote, path) => `globalThis.__isletImport(${quote}${path}${quote},import.meta.url)`,
        ),
        // Only a few columns move on the lines of those calls; the mappings stay usable.
        map: null,
      };
    },
  };
}
