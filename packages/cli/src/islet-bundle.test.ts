import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { features } from '../../runtime/src/features.ts';
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

  it('counts the entry and head script always, and each behaviour’s chunks once', async () => {
    const bundle = await readIsletBundle();
    const bare = await bundle.bytesFor([]);
    const popup = await bundle.bytesFor(['popup']);
    expect(bare).toBeGreaterThan(5000);
    expect(popup).toBeGreaterThan(bare);
    expect(await bundle.bytesFor(['popup', 'popup', 'no-such-behaviour'])).toBe(popup);
  });
});
