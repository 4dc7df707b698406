// @ts-check
// What @islet/elements costs the always-loaded islet.js, and what the entrance behaviour would
// cost there instead of in its chunk: builds the drop-in entry three ways with the runtime's own
// settings and prints brotli sizes. `node packages/elements/scripts/entry-cost.mjs`
import { readFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { retryingImports } from '../../runtime/build/retrying-imports-plugin.mjs';

const runtime = fileURLToPath(new URL('../../runtime/', import.meta.url));
// The bundler is the runtime package's dependency, not this one's.
/** @type {typeof import('rolldown')} */
const { build } = await import(
  pathToFileURL(createRequire(`${runtime}package.json`).resolve('rolldown')).href
);
const features = fileURLToPath(new URL('../src/features.ts', import.meta.url));
const entrance = fileURLToPath(new URL('../src/entrance.ts', import.meta.url));

const VARIANTS = {
  'no @islet/elements registrations': `export const features = [];`,
  'as shipped, without the safety net': readFileSync(features, 'utf8')
    .replace(/^\s*if \(hidden\)\s*setTimeout\([\s\S]*?REVEAL_FALLBACK_MS\);$/m, '')
    .replaceAll("'./", `'${new URL('../src/', import.meta.url).pathname}`),
  'as shipped (features.ts)': null,
  'entrance in the entry, the rest lazy': `
    import { features as lazyOnes } from ${JSON.stringify(features)};
    import { connect } from ${JSON.stringify(entrance)};
    export const features = [
      { name: 'entrance', match: 'global', applies: (_r, _i, element) => element.classList.contains('elementor-invisible'), connect },
      ...lazyOnes.filter((feature) => feature.name !== 'entrance'),
    ];`,
};

/** @param {string | null} replacement */
async function entryBytes(replacement) {
  const output = await build({
    cwd: runtime,
    input: { islet: 'src/index.ts' },
    platform: 'browser',
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    write: false,
    plugins: [
      retryingImports(),
      {
        name: 'swap-elements-features',
        resolveId(source) {
          if (replacement !== null && source === '@islet/elements/features')
            return '\0elements-features';
          return null;
        },
        load(id) {
          return id === '\0elements-features'
            ? { code: replacement ?? '', moduleType: 'ts' }
            : null;
        },
      },
    ],
    output: {
      format: 'es',
      minify: true,
      comments: false,
      chunkFileNames: 'chunks/[name]-[hash].js',
    },
  });
  const entry = output.output.find((file) => file.type === 'chunk' && file.fileName === 'islet.js');
  if (!entry || entry.type !== 'chunk') throw new Error('no islet.js in the build');
  return { raw: entry.code.length, brotli: brotliCompressSync(entry.code).length };
}

const results = {};
for (const [name, replacement] of Object.entries(VARIANTS))
  results[name] = await entryBytes(replacement);
const base = results['no @islet/elements registrations'].brotli;
for (const [name, { raw, brotli }] of Object.entries(results))
  console.info(
    `${name.padEnd(40)} islet.js ${raw} B, ${brotli} B brotli (${brotli - base >= 0 ? '+' : ''}${brotli - base})`,
  );
