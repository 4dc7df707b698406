import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { features } from '../../runtime/src/features.ts';
import { brotliSize } from './brotli-size.ts';
import { DEFAULT_BUNDLE_DIR, readIsletBundle } from './islet-bundle.ts';

const built = existsSync(join(DEFAULT_BUNDLE_DIR, 'islet.js'));

describe.skipIf(!built)('readIsletBundle', () => {
  it('finds the chunk of every behaviour the bundle registers', async () => {
    const bundle = await readIsletBundle();
    for (const feature of features) {
      const file = bundle.chunks.get(feature.name);
      expect(file, feature.name).toMatch(/^chunks\/.+\.js$/);
      expect(existsSync(join(DEFAULT_BUNDLE_DIR, file!)), file).toBe(true);
    }
  });

  it('counts the entry always, and each behaviour’s chunks once', async () => {
    const bundle = await readIsletBundle();
    const bare = await bundle.bytesFor([]);
    const popup = await bundle.bytesFor(['popup']);
    expect(bare).toBeGreaterThan(5000);
    expect(popup).toBeGreaterThan(bare);
    expect(await bundle.bytesFor(['popup', 'popup', 'no-such-behaviour'])).toBe(popup);
  });

  it('counts the head script only with a stretched section or a gallery, the pages it is printed on', async () => {
    const bundle = await readIsletBundle();
    const sizeOf = (file: string) => brotliSize(readFileSync(join(DEFAULT_BUNDLE_DIR, file)));
    const stretchChunk = bundle.chunks.get('stretch')!;
    // The stretch behaviour's chunk imports nothing the entry does not already bring.
    expect(readFileSync(join(DEFAULT_BUNDLE_DIR, stretchChunk), 'utf8')).not.toMatch(/\bimport\b/);
    expect(await bundle.bytesFor(['stretch'])).toBe(
      (await bundle.bytesFor([])) + (await sizeOf(stretchChunk)) + (await sizeOf('islet-head.js')),
    );
    // A Pro gallery's page gets it too: counted once with both.
    expect(await bundle.bytesFor(['stretch', 'gallery'])).toBe(
      (await bundle.bytesFor(['gallery'])) + (await sizeOf(stretchChunk)),
    );
  });
});
