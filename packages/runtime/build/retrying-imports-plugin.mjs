// @ts-check
// `$` is allowed where it does not start an interpolation: rolldown's hash placeholders
// (`!~{1$}~`) contain it, and a chunk whose placeholder did would keep a plain `import()`.
const RELATIVE_IMPORT = /\bimport\((["'`])(\.{1,2}\/(?:[^"'`$\\]|\$(?!\{))+?\.js)\1\)/g;
// `./name-<placeholder>.js`: a chunk named `[name]-[hash:N].js`, its hash still a placeholder
// that rolldown fills in after this hook, wherever it stands in the code.
const HASHED_IMPORT = /\bimport\((["'`])\.\/([\w.-]+)-(!~\{[^}"'`]+\}~)\.js\1\)/g;

/** The first short name the chunk does not use, for one local loader. */
/** @param {string} code */
function freeName(code) {
  for (let i = 0; ; i++) {
    const name = `$${i.toString(36)}`;
    if (!new RegExp(`(?<![\\w$])\\${name}(?![\\w$])`).test(code)) return name;
  }
}

/**
 * Rewrites the bundle's own `import("./chunks/x.js")` calls into calls of a local function,
 * `$0("./chunks/x.js")`, which is `globalThis.__isletImport(specifier, import.meta.url)`
 * (see src/retrying-import.ts). Written out at each of the entry's 60-odd imports, that call cost
 * 56 bytes of the entry's brotli budget. Only literal relative specifiers are touched: those are
 * the ones the bundler wrote. The functions are declared last (hoisted), so the mappings of the
 * lines before stay as they were except for a few columns on the lines of those calls.
 *
 * With `hashLength` (the N of the build's `[name]-[hash:N].js`), an entry chunk imports a chunk
 * named that way as `$1("x", 3)`: its name where it was, its hash the fourth N characters of
 * one string of every hash the chunk imports. The entry imports every feature chunk: a hex
 * character scattered among code costs brotli close to a byte, side by side about its 4 bits (the
 * index costs about a byte), and each chunk still has its own content hash. Measured on the entry
 * with 62 imports and random hashes: 29 B less at the median, 19 B less at the worst. A lazy chunk
 * imports a few chunks at most, for which the longer loader would cost more than it saves.
 *
 * @param {{ hashLength?: number }} [options]
 * @returns {import('rolldown').Plugin}
 */
export function retryingImports({ hashLength } = {}) {
  return {
    name: 'islet:retrying-imports',
    renderChunk(code, chunk) {
      const load = freeName(code);
      const loadHashed = freeName(`${code} ${load}`);
      /** @type {string[]} */
      const hashes = [];
      const hashed =
        hashLength && chunk.isEntry
          ? code.replace(HASHED_IMPORT, (_, quote, name, hash) => {
              const index = hashes.includes(hash) ? hashes.indexOf(hash) : hashes.push(hash) - 1;
              return `${loadHashed}(${quote}${name}${quote},${index})`;
            })
          : code;
      let plain = false;
      let out = hashed.replace(RELATIVE_IMPORT, (_, quote, path) => {
        plain = true;
        return `${load}(${quote}${path}${quote})`;
      });
      if (!hashes.length && !plain) return null;
      if (plain) out += `\nfunction ${load}(s){return globalThis.__isletImport(s,import.meta.url)}`;
      if (hashes.length)
        out +=
          `\nfunction ${loadHashed}(n,i){return globalThis.__isletImport("./"+n+"-"+` +
          `"${hashes.join('')}".slice(i*=${hashLength},i+${hashLength})+".js",import.meta.url)}`;
      return { code: out, map: null };
    },
    // A wrong guess about the bundler's output would only show when a chunk fails to load (no
    // retry) or a page loads a file that is not there: checked here, on the finished code.
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        if (/\bimport\(\s*["'`]\.{1,2}\//.test(file.code))
          this.error(
            `${file.fileName}: a relative import() does not go through the retrying loader`,
          );
        for (const target of file.dynamicImports) {
          const hash = /-(\w+)\.js$/.exec(target)?.[1];
          if (hashLength && hash?.length === hashLength && !file.code.includes(hash))
            this.error(`${file.fileName}: the hash of ${target} is missing`);
        }
      }
    },
  };
}
