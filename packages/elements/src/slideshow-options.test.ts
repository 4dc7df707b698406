import { describe, expect, it } from 'vitest';
import { nextSlide, readSlideshow, slideMotion } from './slideshow-options.ts';

const gallery = [
  { id: 1, url: '/a.jpg' },
  { id: 2, url: '/b.jpg' },
];

describe('readSlideshow', () => {
  it('applies the builder defaults', () => {
    expect(readSlideshow({ background_slideshow_gallery: gallery })).toEqual({
      options: {
        images: ['/a.jpg', '/b.jpg'],
        loop: false,
        slideMs: 5000,
        transitionMs: 500,
        transition: 'slide_left',
        kenBurns: null,
        lazy: false,
      },
      warnings: [],
    });
  });

  it('reads every setting', () => {
    const { options } = readSlideshow({
      background_slideshow_gallery: gallery,
      background_slideshow_loop: 'yes',
      background_slideshow_slide_duration: '3000',
      background_slideshow_transition_duration: 800,
      background_slideshow_slide_transition: 'fade',
      background_slideshow_ken_burns: 'yes',
      background_slideshow_ken_burns_zoom_direction: 'out',
      background_slideshow_lazyload: 'yes',
    });
    expect(options).toEqual({
      images: ['/a.jpg', '/b.jpg'],
      loop: true,
      slideMs: 3000,
      transitionMs: 800,
      transition: 'fade',
      kenBurns: 'out',
      lazy: true,
    });
  });

  it('zooms in by default when Ken Burns is on', () => {
    expect(
      readSlideshow({
        background_slideshow_gallery: gallery,
        background_slideshow_ken_burns: 'yes',
      }).options?.kenBurns,
    ).toBe('in');
  });

  it('drops entries without a url, with a warning each', () => {
    const { options, warnings } = readSlideshow({
      background_slideshow_gallery: [{ id: 1 }, null, { url: '/c.jpg' }],
    });
    expect(options?.images).toEqual(['/c.jpg']);
    expect(warnings).toHaveLength(2);
  });

  it.each([[undefined], [[]], ['x'], [[{ id: 3 }]]])(
    'has nothing to show for gallery %j',
    (value) => {
      const { options, warnings } = readSlideshow({ background_slideshow_gallery: value });
      expect(options).toBeNull();
      expect(warnings.at(-1)).toMatch(/no images/);
    },
  );

  it('falls back on bad durations and transitions', () => {
    const { options } = readSlideshow({
      background_slideshow_gallery: gallery,
      background_slideshow_slide_duration: 'long',
      background_slideshow_transition_duration: -1,
      background_slideshow_slide_transition: 'spin',
    });
    expect(options).toMatchObject({ slideMs: 5000, transitionMs: 500, transition: 'slide_left' });
  });
});

describe('nextSlide', () => {
  it.each([
    [0, 3, true, 1],
    [2, 3, true, 0],
    [2, 3, false, null],
    [0, 1, true, null],
  ])('after %i of %i (loop %s) comes %j', (current, count, loop, expected) => {
    expect(nextSlide(current, count, loop)).toBe(expected);
  });
});

describe('slideMotion', () => {
  it.each([
    ['slide_left', 'translateX(100%)', 'translateX(-100%)'],
    ['slide_right', 'translateX(-100%)', 'translateX(100%)'],
    ['slide_up', 'translateY(100%)', 'translateY(-100%)'],
    ['slide_down', 'translateY(-100%)', 'translateY(100%)'],
  ] as const)('%s enters from %s and leaves to %s', (transition, enter, leave) => {
    expect(slideMotion(transition)).toEqual({ enter, leave });
  });

  it('moves nothing for fade', () => {
    expect(slideMotion('fade')).toBeNull();
  });
});
