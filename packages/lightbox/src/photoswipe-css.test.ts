import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, photoswipeCssModule } from '../build/photoswipe-css.mjs';
import { LIGHTBOX_CSS } from './lightbox-styles.ts';
import { PHOTOSWIPE_CSS } from './photoswipe-css.generated.ts';

describe('photoswipe CSS', () => {
  it('is the installed photoswipe’s own stylesheet (after a photoswipe upgrade: run the build and commit)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(photoswipeCssModule());
  });

  it('comes first in the lightbox stylesheet, with Islet’s focus ring after photoswipe’s outline reset', () => {
    expect(PHOTOSWIPE_CSS).toContain('.pswp:focus{outline:0}');
    expect(LIGHTBOX_CSS.startsWith(PHOTOSWIPE_CSS)).toBe(true);
    expect(LIGHTBOX_CSS.slice(PHOTOSWIPE_CSS.length)).toMatch(
      /\.pswp:focus-visible[^{]*\{outline:3px/,
    );
  });
});
