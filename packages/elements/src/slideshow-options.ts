import { schema, type SettingsOf } from '@islet/core';

export type SlideTransition = 'fade' | 'slide_left' | 'slide_right' | 'slide_up' | 'slide_down';

export interface SlideshowOptions {
  images: string[];
  /**
   * Starts over after the last slide. The builder's switcher is on by default and printed as
   * `yes`; a setting that is absent is off.
   * @default false
   */
  loop: boolean;
  /**
   * How long each slide shows before the next, ms.
   * @default 5000
   */
  slideMs: number;
  /**
   * How long the change takes, ms.
   * @default 500
   */
  transitionMs: number;
  /** @default 'slide_left' */
  transition: SlideTransition;
  /**
   * The Ken Burns zoom direction, `null` when off.
   * @default null
   */
  kenBurns: 'in' | 'out' | null;
  /**
   * Loads each image only when its slide comes.
   * @default false
   */
  lazy: boolean;
}

const TRANSITIONS: readonly SlideTransition[] = [
  'fade',
  'slide_left',
  'slide_right',
  'slide_up',
  'slide_down',
];

/**
 * The gallery's image urls. An entry without a usable `url` is left out with a warning; a gallery
 * with none left is an error: the section is shown as rendered.
 */
const gallery: schema.Check<string[]> = {
  required: true,
  parse(value) {
    const images: string[] = [];
    const warnings: string[] = [];
    for (const entry of Array.isArray(value) ? (value as unknown[]) : []) {
      const url = (entry as { url?: unknown } | null)?.url;
      if (typeof url === 'string' && url.trim()) images.push(url.trim());
      else warnings.push(`image ${JSON.stringify(entry)} has no url: left out`);
    }
    if (!images.length) return { ok: false, error: 'no image with a url: shown as rendered' };
    return warnings.length ? schema.warn(images, warnings.join('; ')) : { ok: true, value: images };
  },
};

const ms = (instead: string, value: number) =>
  schema.fallback(schema.number({ min: 0 }), instead, value);

/** The slideshow settings of a section or container, with the builder's defaults. */
export const settings = {
  background_slideshow_gallery: gallery,
  // A switcher: the server prints `yes` when on (its default) and drops it when off.
  background_slideshow_loop: schema.on(),
  background_slideshow_slide_duration: ms('uses 5000 ms', 5000),
  background_slideshow_transition_duration: ms('uses 500 ms', 500),
  background_slideshow_slide_transition: schema.fallback(
    schema.string({ oneOf: TRANSITIONS }),
    'slides left',
    'slide_left',
  ),
  background_slideshow_ken_burns: schema.on(),
  background_slideshow_ken_burns_zoom_direction: schema.on('out'),
  background_slideshow_lazyload: schema.on(),
};

export type SlideshowSettings = SettingsOf<typeof settings>;

/** The slideshow's options from its checked settings (the gallery is required). */
export function slideshowOptions(values: SlideshowSettings): SlideshowOptions {
  return {
    images: values.background_slideshow_gallery ?? [],
    loop: Boolean(values.background_slideshow_loop),
    slideMs: values.background_slideshow_slide_duration ?? 5000,
    transitionMs: values.background_slideshow_transition_duration ?? 500,
    transition: values.background_slideshow_slide_transition ?? 'slide_left',
    kenBurns: values.background_slideshow_ken_burns
      ? values.background_slideshow_ken_burns_zoom_direction
        ? 'out'
        : 'in'
      : null,
    lazy: Boolean(values.background_slideshow_lazyload),
  };
}

/** The slide after `current`, or null at the end when the slideshow does not loop. */
export function nextSlide(current: number, count: number, loop: boolean): number | null {
  if (count < 2) return null;
  if (current + 1 < count) return current + 1;
  return loop ? 0 : null;
}

/**
 * Where a slide comes in from and where the leaving one goes, as transforms; `fade` moves
 * nothing. `slide_left` brings the next slide in from the right (the original's `dir="ltr"`).
 */
export function slideMotion(transition: SlideTransition): { enter: string; leave: string } | null {
  switch (transition) {
    case 'slide_left':
      return { enter: 'translateX(100%)', leave: 'translateX(-100%)' };
    case 'slide_right':
      return { enter: 'translateX(-100%)', leave: 'translateX(100%)' };
    case 'slide_up':
      return { enter: 'translateY(100%)', leave: 'translateY(-100%)' };
    case 'slide_down':
      return { enter: 'translateY(-100%)', leave: 'translateY(100%)' };
    default:
      return null;
  }
}
