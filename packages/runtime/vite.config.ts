import { defineConfig } from 'vite';

// An application build rather than library mode: library mode leaves ES output unminified.
export default defineConfig({
  base: './',
  // Without this React ships its development build next to the production one.
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    minify: true,
    // Chunks are imported relative to islet.js, so the bundle works from any folder of a theme.
    modulePreload: false,
    rollupOptions: {
      input: 'src/index.ts',
      preserveEntrySignatures: false,
      output: {
        format: 'es',
        entryFileNames: 'islet.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
