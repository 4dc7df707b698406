// @ts-check
const RELATIVE_IMPORT = /\bimport\((["'`])(\.{1,2}\/[^"'`$]+?\.js)\1\)/g;

/** The first short name the chunk does not use, for its one local loader. */
/** @param {string} code */
function freeName(code) {
  for (let i = 0; ; i++) {
    const name = `$${i.toString(36)}`;
    if (!new RegExp(`(?<![\\w$])\\${name}(?![\\w$])`).test(code)) return name;
  }
}

/**
 * Rewrites the bundle's own `import("./chunks/x.js")` calls into calls of one local function per
 * chunk, `$0("./chunks/x.js")`, which is `globalThis.__isletImport(specifier, import.meta.url)`
 * (see src/retrying-import.ts). Written out at each of the entry's 60-odd imports, that call cost
 * 56 bytes of the entry's brotli budget. Only literal relative specifiers are touched: those are
 * the ones the bundler wrote. The function is declared last (hoisted), so the mappings of the
 * lines before stay as they were except for a few columns on the lines of those calls.
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
      const name = freeName(code);
      return {
        code:
          code.replace(RELATIVE_IMPORT, (_, quote, path) => `${name}(${quote}${path}${quote})`) +
          `\nfunction ${name}(s){return globalThis.__isletImport(s,import.meta.url)}`,
        map: null,
      };
    },
  };
}
