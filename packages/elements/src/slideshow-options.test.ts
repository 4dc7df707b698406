import { describe, expect, it } from 'vitest';
import { settingsFrom } from '@islet/test-support/settings';
import { nextSlide, settings, slideMotion, slideshowOptions } from './slideshow-options.ts';

const gallery = [
  { id: 1, url: '/a.jpg' },
  { id: 2, url: '/b.jpg' },
];

/** The options from raw settings, checked as the lifecycle does, with the warnings it logs. */
function read(raw: Record<string, unknown>) {
  const warnings: string[] = [];
  return { options: slideshowOptions(settingsFrom(raw, settings, warnings)), warnings };
}

describe('slideshow settings', () => {
  it('applies the builder defaults', () => {
    expect(read({ background_slideshow_gallery: gallery })).toEqual({
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
    const { options } = read({
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
      read({ background_slideshow_gallery: gallery, background_slideshow_ken_burns: 'yes' }).options
        ?.kenBurns,
    ).toBe('in');
  });

  it('drops entries without a url, with one warning naming each', () => {
    const { options, warnings } = read({
      background_slideshow_gallery: [{ id: 1 }, null, { url: '/c.jpg' }],
    });
    expect(options?.images).toEqual(['/c.jpg']);
    expect(warnings).toEqual([
      'background_slideshow_gallery: image {"id":1} has no url: left out; image null has no url: left out',
    ]);
  });

  it.each([[[]], ['x'], [[{ id: 3 }]]])('has nothing to show for gallery %j', (value) => {
    expect(() => read({ background_slideshow_gallery: value })).toThrow(
      'background_slideshow_gallery: no image with a url: shown as rendered',
    );
  });

  it('has nothing to show without a gallery', () => {
    expect(() => read({})).toThrow('background_slideshow_gallery: required');
  });

  it('falls back on bad durations and transitions, with a warning each', () => {
    const { options, warnings } = read({
      background_slideshow_gallery: gallery,
      background_slideshow_slide_duration: 'long',
      background_slideshow_transition_duration: -1,
      background_slideshow_slide_transition: 'spin',
    });
    expect(options).toMatchObject({ slideMs: 5000, transitionMs: 500, transition: 'slide_left' });
    expect(warnings).toEqual([
      'background_slideshow_slide_duration: expected a number ≥ 0, got "long": uses 5000 ms',
      'background_slideshow_transition_duration: expected a number ≥ 0, got -1: uses 500 ms',
      'background_slideshow_slide_transition: expected one of fade, slide_left, slide_right, slide_up, slide_down, got "spin": slides left',
    ]);
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
