import { numberSetting } from '@islet/primitives';

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

function ms(value: unknown, fallback: number): number {
  const n = numberSetting(value);
  return typeof n === 'number' && n >= 0 ? n : fallback;
}

/**
 * The slideshow settings of a section or container, with the builder's defaults (5 s per slide,
 * 500 ms change, slide left). Gallery entries without a usable `url` are dropped with a
 * warning; `null` options mean there is nothing to show.
 */
export function readSlideshow(raw: Readonly<Record<string, unknown>>): {
  options: SlideshowOptions | null;
  warnings: string[];
} {
  const warnings: string[] = [];
  const gallery = Array.isArray(raw.background_slideshow_gallery)
    ? raw.background_slideshow_gallery
    : [];
  const images: string[] = [];
  for (const entry of gallery) {
    const url = (entry as { url?: unknown } | null)?.url;
    if (typeof url === 'string' && url.trim()) images.push(url.trim());
    else warnings.push(`slideshow image ${JSON.stringify(entry)} has no url: left out`);
  }
  if (!images.length) {
    warnings.push('background slideshow has no images: shown as rendered');
    return { options: null, warnings };
  }
  const transition = raw.background_slideshow_slide_transition;
  const kenBurns = raw.background_slideshow_ken_burns === 'yes';
  return {
    options: {
      images,
      // A switcher: the server prints `yes` when on (its default) and drops it when off.
      loop: raw.background_slideshow_loop === 'yes',
      slideMs: ms(raw.background_slideshow_slide_duration, 5000),
      transitionMs: ms(raw.background_slideshow_transition_duration, 500),
      transition: TRANSITIONS.includes(transition as SlideTransition)
        ? (transition as SlideTransition)
        : 'slide_left',
      kenBurns: kenBurns
        ? raw.background_slideshow_ken_burns_zoom_direction === 'out'
          ? 'out'
          : 'in'
        : null,
      lazy: raw.background_slideshow_lazyload === 'yes',
    },
    warnings,
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
