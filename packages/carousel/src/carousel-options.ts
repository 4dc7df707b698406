import { responsiveValue, type DeviceRange } from '@islet/core';

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
  raw: Readonly<Record<string, unknown>>;
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
}

export interface DeviceParams {
  slidesPerView: number;
  slidesPerGroup: number;
  spaceBetween: number;
}

export interface CarouselPlan extends DeviceParams {
  /** Swiper `breakpoints`, keyed by each device's minimum width. */
  breakpoints: Record<number, DeviceParams>;
  speed: number;
  loop: boolean;
  rewind: boolean;
  effect: 'slide' | 'fade' | 'coverflow';
  centeredSlides: boolean;
  arrows: boolean;
  pagination: PaginationType | null;
  autoplay: { delay: number; pauseOnHover: boolean; disableOnInteraction: boolean } | null;
  lazy: boolean;
  /**
   * The builder's "offset sides" (image and loop carousels): which side shows part of the next
   * slide. The swiper container gets `offset-{side}`, which the widget's CSS pads by the offset
   * width.
   */
  offsetSides: OffsetSides | null;
  modules: SwiperModuleName[];
  warnings: string[];
}

export type OffsetSides = 'left' | 'right' | 'both';
const OFFSET_SIDES: readonly string[] = ['left', 'right', 'both'];
// A hair over the slides shown, as the builder sets it, so swiper treats the last slide as not
// fully in view and keeps the next one peeking on the right.
const PEEK = 0.001;

/** The spec's carousel defaults: 3 slides, 2 on tablet, 1 on mobile. */
export const DEFAULT_SLIDES: SlidesDefaults = { desktop: 3, tablet: 2, mobile: 1 };
export const DEFAULT_SPEED = 500;
export const DEFAULT_AUTOPLAY_DELAY = 5000;
const PAGINATION_TYPES: readonly string[] = ['bullets', 'fraction', 'progressbar'];

interface Keys {
  perView: string;
  perGroup: string;
  space: string;
  loop: string;
  speed: string;
}

const KEYS: Record<CarouselFamily, Keys> = {
  image: {
    perView: 'slides_to_show',
    perGroup: 'slides_to_scroll',
    space: 'image_spacing_custom',
    loop: 'infinite',
    speed: 'speed',
  },
  loop: {
    perView: 'slides_to_show',
    perGroup: 'slides_to_scroll',
    space: 'image_spacing_custom',
    loop: 'infinite',
    speed: 'speed',
  },
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
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A whole number from a setting, `undefined` when unset; an impossible value (not a number,
 * below `min`) is also `undefined`, with a warning.
 */
function count(value: unknown, key: string, min: number, warnings: string[]): number | undefined {
  if (isBlank(value)) return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || number < min) {
    warnings.push(`${key} is ${JSON.stringify(value)}; using the default`);
    return undefined;
  }
  return Math.floor(number);
}

function sliderSize(value: unknown): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>).size
    : value;
}

/** Devices from the largest to the smallest, so each can inherit from the one above it. */
function largestFirst(devices: readonly DeviceRange[]): DeviceRange[] {
  return [...devices].reverse();
}

function resolvePerDevice(
  input: CarouselInput,
  keys: Keys,
  warnings: string[],
): Map<string, DeviceParams> {
  const { raw, devices } = input;
  // The slides widget and a slideshow's main swiper show one slide, scroll one, no spacing keys.
  const family = input.single ? 'slides' : input.family;
  const defaults = input.defaults ?? DEFAULT_SLIDES;
  const names = devices.map((range) => range.name);
  const suffix = (device: string) => (device === 'desktop' ? '' : `_${device}`);
  const result = new Map<string, DeviceParams>();

  const desktopView =
    family === 'slides'
      ? 1
      : (count(raw[keys.perView], keys.perView, 1, warnings) ?? defaults.desktop);
  // Widescreen sits above desktop and inherits from it; every other device inherits downward.
  const order = largestFirst(devices).filter((range) => range.name !== 'widescreen');
  let larger = desktopView;
  const perView = new Map<string, number>();
  for (const { name } of order) {
    if (name === 'desktop') {
      perView.set(name, desktopView);
      continue;
    }
    const own =
      family === 'slides'
        ? 1
        : count(
            raw[`${keys.perView}${suffix(name)}`],
            `${keys.perView}${suffix(name)}`,
            1,
            warnings,
          );
    const fallback = defaults[name] === undefined ? larger : Math.min(defaults[name], larger);
    const value = own ?? fallback;
    perView.set(name, value);
    larger = value;
  }
  if (names.includes('widescreen')) {
    const own =
      family === 'slides'
        ? undefined
        : count(raw[`${keys.perView}_widescreen`], `${keys.perView}_widescreen`, 1, warnings);
    perView.set('widescreen', own ?? desktopView);
  }

  for (const { name } of devices) {
    const view = perView.get(name) ?? desktopView;
    // The builder does not inherit slides to scroll: an unset device scrolls one slide.
    const group =
      family === 'slides'
        ? 1
        : (count(
            raw[`${keys.perGroup}${suffix(name)}`],
            `${keys.perGroup}${suffix(name)}`,
            1,
            warnings,
          ) ?? 1);
    const spaceRaw = keys.space ? responsiveValue(raw, keys.space, name, names, 'size') : undefined;
    const space = keys.space ? count(sliderSize(spaceRaw), keys.space, 0, warnings) : undefined;
    result.set(name, {
      slidesPerView: view,
      slidesPerGroup: Math.min(group, view),
      spaceBetween: space ?? 0,
    });
  }
  return result;
}

function paginationOf(input: CarouselInput): PaginationType | null {
  const { raw, family } = input;
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
  return typeof type === 'string' && PAGINATION_TYPES.includes(type)
    ? (type as PaginationType)
    : null;
}

function arrowsOf(input: CarouselInput): boolean {
  const { raw, family } = input;
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

/** The swiper configuration and the modules a carousel needs, from its raw widget settings. */
export function carouselPlan(input: CarouselInput): CarouselPlan {
  const { raw, family, devices } = input;
  const keys = KEYS[family];
  const warnings: string[] = [];
  const perDevice = resolvePerDevice(input, keys, warnings);
  const smallest = perDevice.get(devices[0]?.name ?? 'desktop') ?? {
    slidesPerView: 1,
    slidesPerGroup: 1,
    spaceBetween: 0,
  };
  const offsetSides =
    (family === 'image' || family === 'loop') && OFFSET_SIDES.includes(String(raw.offset_sides))
      ? (raw.offset_sides as OffsetSides)
      : null;
  // The builder raises only its top-level `slidesPerView`, which applies where none of its
  // breakpoints does: on desktop.
  const peek = offsetSides === 'right' || offsetSides === 'both';
  const breakpoints: Record<number, DeviceParams> = {};
  for (const range of devices) {
    const params = perDevice.get(range.name);
    if (params)
      breakpoints[range.min] =
        peek && range.name === 'desktop'
          ? { ...params, slidesPerView: params.slidesPerView + PEEK }
          : params;
  }

  const speedSetting = count(raw[keys.speed], keys.speed, 0, warnings) ?? DEFAULT_SPEED;
  const wantsLoop = yes(raw[keys.loop]);
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
    const delay =
      count(raw.autoplay_speed, 'autoplay_speed', 1, warnings) ?? DEFAULT_AUTOPLAY_DELAY;
    autoplay = {
      delay,
      pauseOnHover: yes(raw.pause_on_hover),
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
    ...(peek && devices.length === 1 ? breakpoints[devices[0]?.min ?? 0] : undefined),
    breakpoints,
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
    warnings,
  };
}
