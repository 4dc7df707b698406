import { describe, expect, it } from 'vitest';
import { scrollLockStyles, smallScreenModalTop } from './scroll-lock-geometry.ts';

describe('scrollLockStyles', () => {
  it('shifts <html> up by the scroll position and keeps the scroll bar on a long page', () => {
    expect(
      scrollLockStyles({
        scrollY: 600,
        adminBarHeight: 0,
        viewportHeight: 800,
        documentHeight: 3000,
      }),
    ).toEqual({
      html: { 'overflow-y': 'scroll', position: 'fixed', width: '100%', top: '-600px', left: '0' },
      bodyPaddingTop: null,
      restoreY: 600,
    });
  });

  it('hides the scroll bar when the page is shorter than the viewport', () => {
    const styles = scrollLockStyles({
      scrollY: 0,
      adminBarHeight: 0,
      viewportHeight: 800,
      documentHeight: 500,
    });
    expect(styles.html['overflow-y']).toBe('hidden');
    expect(styles.html.top).toBe('0px');
  });

  it('adds the admin bar to the shift and pads the body by it', () => {
    const styles = scrollLockStyles({
      scrollY: 100,
      adminBarHeight: 32,
      viewportHeight: 800,
      documentHeight: 3000,
    });
    expect(styles.html.top).toBe('-132px');
    expect(styles.bodyPaddingTop).toBe('32px');
    expect(styles.restoreY).toBe(100);
  });
});

describe('smallScreenModalTop', () => {
  it.each([
    [0, 46, 46],
    [10, 46, 36],
    [46, 46, 0],
    [300, 46, 0],
    [0, 0, 0],
  ])('scrolled %d with a %d px bar → top %d', (scrollY, bar, top) => {
    expect(smallScreenModalTop(scrollY, bar)).toBe(top);
  });
});
