// @ts-check
// Builds the drop-in bundle with rolldown directly: Vite's app build would add its module-preload
// helper (about 1.5 KB) to the entry, and its library mode leaves ES output unminified.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { retryingImports } from './retrying-imports-plugin.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

await rm(`${root}dist`, { recursive: true, force: true });
const output = await build({
  cwd: root,
  input: { islet: 'src/index.ts' },
  platform: 'browser',
  // Without this React ships its development build next to the production one.
  transform: { define: { 'process.env.NODE_ENV': '"production"' } },
  plugins: [retryingImports()],
  output: {
    dir: 'dist',
    format: 'es',
    minify: true,
    // Nobody bundles this output again, so tree-shaking annotations are only bytes.
    comments: false,
    sourcemap: true,
    entryFileNames: '[name].js',
    // Chunks are imported relative to islet.js, so the bundle works from any folder of a theme.
    chunkFileNames: 'chunks/[name]-[hash].js',
  },
});
for (const file of output.output) {
  if (file.type === 'chunk')
    console.info(`dist/${file.fileName}  ${(file.code.length / 1000).toFixed(2)} kB`);
}
