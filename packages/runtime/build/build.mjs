// @ts-check
// Builds the drop-in bundle with rolldown directly: Vite's app build would add its module-preload
// helper (about 1.5 KB) to the entry, and its library mode leaves ES output unminified.
import { rename, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { retryingImports } from './retrying-imports-plugin.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Seven hash characters, the fewest rolldown accepts for this many chunks (six: "you need a
// minimum hash size of 7"). Size budgets that must not match a longer name use seven `?` for the
// hash (`lightbox-???????.js`).
const HASH_LENGTH = 7;
const CHUNK_NAMES = `chunks/[name]-[hash:${HASH_LENGTH}].js`;

// Built beside dist and swapped in at the end, so a test or demo reading dist while a build runs
// sees the old bundle or the new one, never half of each.
const staging = `dist.build-${process.pid}`;
await rm(`${root}${staging}`, { recursive: true, force: true });
const output = await build({
  cwd: root,
  // `islet` is a small loader of the runtime (src/entry.ts), which it imports after the first
  // contentful paint: that dynamic import gives the runtime a chunk of its own, which the lazy
  // chunks then import instead of the page's URL. Not an entry itself: as one, the modules it
  // shares with lazy chunks went to six small chunks of their own, each a request more at start.
  input: { islet: 'src/entry.ts' },
  platform: 'browser',
  // Without this React ships its development build next to the production one.
  transform: { define: { 'process.env.NODE_ENV': '"production"' } },
  plugins: [retryingImports({ hashLength: HASH_LENGTH })],
  output: {
    dir: staging,
    format: 'es',
    minify: true,
    // Nobody bundles this output again, so tree-shaking annotations are only bytes.
    comments: false,
    sourcemap: 'hidden',
    // Only the loader keeps a fixed name; the runtime is hashed like every chunk, so a new
    // version never meets an old copy in a cache.
    entryFileNames: (chunk) => (chunk.name === 'islet' ? '[name].js' : CHUNK_NAMES),
    // Chunks are imported relative to islet.js, so the bundle works from any folder of a theme.
    // The entry names every feature chunk; their hashes stand side by side in one string of it
    // (see retrying-imports-plugin.mjs), where a hex character costs brotli about its 4 bits.
    chunkFileNames: (chunk) =>
      chunk.facadeModuleId?.endsWith('/src/index.ts')
        ? `chunks/islet-runtime-[hash:${HASH_LENGTH}].js`
        : CHUNK_NAMES,
    // Hex, not base64: the entry names every chunk, and a random character costs brotli about
    // its entropy, 4 bits in hex against 6 (66 names: about 100 B of the entry). 28 bits still
    // leave a collision between this many chunks at odds of about one in 80,000.
    hashCharacters: 'hex',
  },
});
/**
 * A classic script of its own (IIFE), beside the module bundle.
 * @param {string} specifier the package entry
 * @param {string} fileName
 * @param {Partial<import('rolldown').InputOptions>} [options]
 */
async function classicScript(specifier, fileName, options = {}) {
  const built = await build({
    cwd: root,
    input: fileURLToPath(import.meta.resolve(specifier)),
    platform: 'browser',
    ...options,
    output: {
      dir: staging,
      format: 'iife',
      minify: true,
      comments: false,
      sourcemap: 'hidden',
      entryFileNames: fileName,
    },
  });
  output.output.push(...built.output);
}
// The acceleration worker runs in a worker, not in the page, and a site serves it at the path its
// configuration names (`sw`, `/sw.js` by default).
await classicScript('@islet/acceleration/service-worker', 'islet-sw.js', {
  transform: { define: { 'process.env.NODE_ENV': '"production"' } },
  // The module exports constants for the page side's tests; the worker itself needs no global.
  checks: { missingNameOptionForIifeExport: false },
});
// The head script runs while the page parses, before the first paint, which a module script
// never does (modules wait for the parser).
await classicScript('../src/head-script.ts', 'islet-head.js');
const retired = `${root}dist.old-${process.pid}`;
await rename(`${root}dist`, retired).catch(() => {});
await rename(`${root}${staging}`, `${root}dist`);
await rm(retired, { recursive: true, force: true });
for (const file of output.output) {
  if (file.type === 'chunk')
    console.info(`dist/${file.fileName}  ${(file.code.length / 1000).toFixed(2)} kB`);
}
