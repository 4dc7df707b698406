import type { DeviceRange } from '@islet/core';
import { breakpointKeys, resolvePerDevice } from './carousel-devices.ts';
import type { CarouselSettings } from './carousel-settings.ts';

/**
 * How a widget names its carousel settings. The builder has four generations of carousel
 * controls: the core image carousel, Pro's carousel base (testimonial, reviews, media), the
 * loop and nested carousels, and the slides widget.
 */
export type CarouselFamily = 'image' | 'pro' | 'loop' | 'slides';

export type PaginationType = 'bullets' | 'fraction' | 'progressbar';
export type SwiperModuleName =
  'navigation' | 'pagination' | 'autoplay' | 'effect-fade' | 'effect-coverflow' | 'a11y' | 'thumbs';

export interface SlidesDefaults {
  desktop: number;
  /** Defaults of smaller devices; a device without one inherits from the next larger device. */
  [device: string]: number;
}

export interface CarouselInput {
  family: CarouselFamily;
  /** The widget's settings, checked (`carousel-settings.ts`): counts are whole numbers or unset. */
  settings: CarouselSettings;
  /** Active devices, smallest first (core's `devices.ranges`). */
  devices: readonly DeviceRange[];
  slideCount: number;
  reducedMotion: boolean;
  /** Whether the server printed arrows and a pagination element to bind to. */
  hasArrows: boolean;
  hasPagination: boolean;
  defaults?: SlidesDefaults;
  /** A skin that forces an effect (media carousel `coverflow`). */
  effect?: 'coverflow';
  /** One slide in view whatever the settings say (the media slideshow's main swiper). */
  single?: boolean;
  /** The builder's version (`elementorFrontendConfig.version`): older ones space slides differently. */
  builderVersion?: unknown;
}

export interface DeviceParams {
  slidesPerView: number;
  slidesPerGroup: number;
  spaceBetween: number;
}

export interface CarouselPlan extends DeviceParams {
  /** Swiper `breakpoints`, keyed where the builder's swiper starts each device (`breakpointKeys`). */
  breakpoints: Record<number, DeviceParams>;
  /** The same parameters by device name. */
  perDevice: Record<string, DeviceParams>;
  speed: number;
  loop: boolean;
  rewind: boolean;
  effect: 'slide' | 'fade' | 'coverflow';
  centeredSlides: boolean;
  arrows: boolean;
  pagination: PaginationType | null;
  /** In swiper's own terms, handed to it as it is. */
  autoplay: { delay: number; pauseOnMouseEnter: boolean; disableOnInteraction: boolean } | null;
  lazy: boolean;
  /**
   * The builder's "offset sides" (image and loop carousels): which side shows part of the next
   * slide. The swiper container gets `offset-{side}`, which the widget's CSS pads by the offset
   * width.
   */
  offsetSides: OffsetSides | null;
  modules: SwiperModuleName[];
}

export type OffsetSides = 'left' | 'right' | 'both';
const OFFSET_SIDES: readonly string[] = ['left', 'right', 'both'];
// A hair over the slides shown, as the builder sets it, so swiper treats the last slide as not
// fully in view and keeps the next one peeking on the right.
const PEEK = 0.001;

export const DEFAULT_SPEED = 500;
export const DEFAULT_AUTOPLAY_DELAY = 5000;
const PAGINATION_TYPES: readonly string[] = ['bullets', 'fraction', 'progressbar'];

/** The family's setting keys (`{key}_{device}` on smaller devices). */
export interface Keys {
  perView: string;
  perGroup: string;
  space: string;
  loop: string;
  speed: string;
}

// The loop and nested carousels name theirs as the image carousel does.
const IMAGE_KEYS: Keys = {
  perView: 'slides_to_show',
  perGroup: 'slides_to_scroll',
  space: 'image_spacing_custom',
  loop: 'infinite',
  speed: 'speed',
};

const KEYS: Record<CarouselFamily, Keys> = {
  image: IMAGE_KEYS,
  loop: IMAGE_KEYS,
  pro: {
    perView: 'slides_per_view',
    perGroup: 'slides_to_scroll',
    space: 'space_between',
    loop: 'loop',
    speed: 'speed',
  },
  slides: {
    perView: '',
    perGroup: '',
    space: '',
    loop: 'infinite',
    speed: 'transition_speed',
  },
};

const yes = (value: unknown) => value === 'yes' || value === true;
// Checked settings hold no `null` (the core leaves it out); `""` is the builder's "not set".
const isBlank = (value: unknown) => value === undefined || value === '';

function paginationOf(input: CarouselInput): PaginationType | null {
  const { settings: raw, family } = input;
  const navigation = raw.navigation;
  let type: unknown;
  if (family === 'image' || family === 'slides') {
    const dots = navigation === 'dots' || navigation === 'both' || isBlank(navigation);
    // The slides and image widgets default to both arrows and dots when `navigation` is unset.
    if (!dots && isBlank(raw.pagination)) return null;
    type = isBlank(raw.pagination) ? 'bullets' : raw.pagination;
  } else {
    type = raw.pagination;
  }
  // `includes` is false for a value that is no string.
  return PAGINATION_TYPES.includes(type as string) ? (type as PaginationType) : null;
}

function arrowsOf(input: CarouselInput): boolean {
  const { settings: raw, family } = input;
  if (family === 'image' || family === 'slides')
    return isBlank(raw.navigation) || raw.navigation === 'arrows' || raw.navigation === 'both';
  if (family === 'pro') return yes(raw.show_arrows);
  return yes(raw.arrows);
}

/**
 * Loop mode needs enough slides on every device (swiper's rule: at least the slides shown plus
 * the slides scrolled, and a whole number of groups); otherwise the carousel rewinds instead,
 * which keeps the server's slides untouched and swiper silent.
 */
export function canLoop(slideCount: number, perDevice: Iterable<DeviceParams>): boolean {
  for (const { slidesPerView, slidesPerGroup } of perDevice) {
    if (slideCount < slidesPerView + slidesPerGroup) return false;
    if (slideCount % slidesPerGroup !== 0) return false;
  }
  return true;
}

/** The swiper configuration and the modules a carousel needs, from its checked widget settings. */
export function carouselPlan(input: CarouselInput): CarouselPlan {
  const { settings: raw, family, devices } = input;
  const keys = KEYS[family];
  const perDevice = resolvePerDevice(input, keys);
  const smallest = perDevice.get(devices[0]?.name ?? 'desktop') ?? {
    slidesPerView: 1,
    slidesPerGroup: 1,
    spaceBetween: 0,
  };
  const offsetSides =
    (family === 'image' || family === 'loop') && OFFSET_SIDES.includes(raw.offset_sides as string)
      ? (raw.offset_sides as OffsetSides)
      : null;
  // The builder raises only its top-level `slidesPerView`, which applies where none of its
  // breakpoints does: on desktop.
  const peek = offsetSides === 'right' || offsetSides === 'both';
  const breakpoints: Record<number, DeviceParams> = {};
  const starts = breakpointKeys(devices);
  for (const range of devices) {
    const params = perDevice.get(range.name);
    const start = starts.get(range.name);
    if (params && start !== undefined)
      breakpoints[start] =
        peek && range.name === 'desktop'
          ? { ...params, slidesPerView: params.slidesPerView + PEEK }
          : params;
  }

  const values = raw as Record<string, number | undefined>;
  const speedSetting = values[keys.speed] ?? DEFAULT_SPEED;
  const wantsLoop = yes(raw[keys.loop as 'loop']);
  const loop = wantsLoop && canLoop(input.slideCount, perDevice.values());

  let effect: CarouselPlan['effect'] = 'slide';
  const effectSetting = family === 'slides' ? raw.transition : raw.effect;
  const single =
    smallest.slidesPerView === 1 && [...perDevice.values()].every((p) => p.slidesPerView === 1);
  if (input.effect === 'coverflow') effect = 'coverflow';
  // A fade only makes sense with one slide in view, as in the builder.
  else if (effectSetting === 'fade' && single) effect = 'fade';

  let autoplay: CarouselPlan['autoplay'] = null;
  if (yes(raw.autoplay) && !input.reducedMotion) {
    autoplay = {
      delay: raw.autoplay_speed ?? DEFAULT_AUTOPLAY_DELAY,
      pauseOnMouseEnter: yes(raw.pause_on_hover),
      disableOnInteraction: yes(raw.pause_on_interaction),
    };
  }

  const arrows = arrowsOf(input) && input.hasArrows;
  const pagination = input.hasPagination ? paginationOf(input) : null;
  const modules: SwiperModuleName[] = ['a11y'];
  if (arrows) modules.push('navigation');
  if (pagination) modules.push('pagination');
  if (autoplay) modules.push('autoplay');
  if (effect === 'fade') modules.push('effect-fade');
  if (effect === 'coverflow') modules.push('effect-coverflow');

  return {
    ...smallest,
    ...(peek && devices.length === 1 ? breakpoints[0] : undefined),
    breakpoints,
    perDevice: Object.fromEntries(perDevice),
    // Under reduced motion slides change at once instead of sliding.
    speed: input.reducedMotion ? 0 : speedSetting,
    loop,
    rewind: wantsLoop && !loop,
    effect,
    centeredSlides: effect === 'coverflow',
    arrows,
    pagination,
    autoplay,
    lazy: yes(raw.lazyload),
    offsetSides,
    modules,
  };
}
