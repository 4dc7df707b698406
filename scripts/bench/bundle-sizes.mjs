// @ts-check
// What a visitor downloads: raw bytes and brotli bytes (quality 11, what a CDN serves) of the
// built bundle's files.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** @typedef {{ file: string, raw: number, brotli: number }} FileSize */
/** @typedef {{ raw: number, brotli: number, files: number }} SizeTotal */

/** A chunk that carries React (react, react-dom, the scheduler they ship with). */
export const isReactChunk = (/** @type {string} */ file) =>
  /react/i.test(file.slice(file.lastIndexOf('/') + 1));

/** @param {string} dir @returns {string[]} */
function javascriptFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) return javascriptFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** @param {Buffer} bytes */
const brotliSize = (bytes) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }).length;

/** @param {FileSize[]} sizes @returns {SizeTotal} */
const total = (sizes) => ({
  raw: sizes.reduce((sum, size) => sum + size.raw, 0),
  brotli: sizes.reduce((sum, size) => sum + size.brotli, 0),
  files: sizes.length,
});

/**
 * Sizes of the entry (`islet.js`, the core every page loads), of every `.js` in the bundle, and of
 * the bundle without React chunks. Each file is compressed on its own, as it is served.
 *
 * @param {string} distDir
 */
export function measureBundleSizes(distDir) {
  /** @type {FileSize[]} */
  const files = javascriptFiles(distDir)
    .map((path) => {
      const bytes = readFileSync(path);
      return { file: relative(distDir, path), raw: bytes.length, brotli: brotliSize(bytes) };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
  // `islet.js` is a small loader of the runtime chunk; together they are what every page loads.
  const core = files.filter(
    (size) => size.file === 'islet.js' || /^chunks\/islet-runtime-[\w-]+\.js$/.test(size.file),
  );
  if (core.length !== 2) throw new Error(`${distDir}/islet.js is missing: run pnpm run build`);
  return {
    core: total(core),
    bundle: total(files),
    bundleWithoutReact: total(files.filter((size) => !isReactChunk(size.file))),
    files,
  };
}
