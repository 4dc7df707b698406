import { responsiveValue, type DeviceRange } from '@islet/core';
import { numberSetting } from '@islet/primitives';

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
  // A slider (`{ unit, size }`) counts by its size, as the builder reads its spacing.
  const number = numberSetting(value);
  if (number === undefined) return undefined;
  if (number === null || number < min) {
    warnings.push(`${key} is ${JSON.stringify(value)}; using the default`);
    return undefined;
  }
  return Math.floor(number);
}

/** The builder's per-device slides defaults of Pro's carousel base (testimonials override them). */
const PRO_SLIDES: Readonly<Record<string, number>> = {
  widescreen: 3,
  desktop: 3,
  laptop: 3,
  tablet_extra: 3,
  tablet: 2,
  mobile_extra: 2,
  mobile: 1,
};
/** The first builder version whose image and loop carousels space slides per device. */
const PER_DEVICE_SPACING_SINCE: readonly [number, number] = [3, 11];

function olderThan(version: unknown, [major, minor]: readonly [number, number]): boolean {
  const match = /^(\d+)\.(\d+)/.exec(String(version ?? ''));
  if (!match) return false;
  const [own, ownMinor] = [Number(match[1]), Number(match[2])];
  return own < major || (own === major && ownMinor < minor);
}

/**
 * Slides per view per device, as the builder's carousels compute them:
 * - the image and loop carousels walk the active devices from the largest down (widescreen
 *   first), each unset device taking the one above it, except tablet (2, or 1 when desktop shows
 *   one) and mobile (1);
 * - Pro's carousel base gives each unset device its own fixed default, never the device above,
 *   and shows no more slides than there are.
 */
function slidesPerViewOf(
  input: CarouselInput,
  keys: Keys,
  family: CarouselFamily,
  warnings: string[],
): Map<string, number> {
  const { raw, devices } = input;
  const defaults = input.defaults;
  const own = (name: string) => {
    const key = name === 'desktop' ? keys.perView : `${keys.perView}_${name}`;
    return count(raw[key], key, 1, warnings);
  };
  const result = new Map<string, number>();
  if (family === 'slides') {
    for (const { name } of devices) result.set(name, 1);
    return result;
  }
  if (family === 'pro') {
    for (const { name } of devices) {
      const fallback = defaults?.[name] ?? defaults?.desktop ?? PRO_SLIDES[name] ?? 1;
      result.set(name, Math.max(1, Math.min(input.slideCount, own(name) ?? fallback)));
    }
    return result;
  }
  const desktop = own('desktop') ?? defaults?.desktop ?? DEFAULT_SLIDES.desktop;
  result.set('desktop', desktop);
  const fixed: Record<string, number> = {
    tablet: desktop === 1 ? 1 : (defaults?.tablet ?? DEFAULT_SLIDES.tablet ?? 2),
    mobile: defaults?.mobile ?? DEFAULT_SLIDES.mobile ?? 1,
  };
  let last = desktop;
  for (const { name } of [...devices].reverse()) {
    if (name === 'desktop') continue;
    const value = own(name) ?? fixed[name] ?? last;
    result.set(name, value);
    last = value;
  }
  return result;
}

function resolvePerDevice(
  input: CarouselInput,
  keys: Keys,
  warnings: string[],
): Map<string, DeviceParams> {
  const { raw, devices } = input;
  // The slides widget and a slideshow's main swiper show one slide, scroll one, no spacing keys.
  const family = input.single ? 'slides' : input.family;
  const names = devices.map((range) => range.name);
  const suffix = (device: string) => (device === 'desktop' ? '' : `_${device}`);
  const perView = slidesPerViewOf(input, keys, family, warnings);
  // Pro's carousel base reads each device's own spacing (unset is 0); the image and loop
  // carousels inherit it from the device above, and before 3.11 used the desktop one everywhere.
  const spacingDevice = (name: string) =>
    (family === 'image' || family === 'loop') &&
    olderThan(input.builderVersion, PER_DEVICE_SPACING_SINCE)
      ? 'desktop'
      : name;
  const result = new Map<string, DeviceParams>();
  for (const { name } of devices) {
    const view = perView.get(name) ?? 1;
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
    let spaceRaw: unknown;
    if (keys.space && family === 'pro') spaceRaw = raw[`${keys.space}${suffix(name)}`];
    else if (keys.space)
      spaceRaw = responsiveValue(raw, keys.space, spacingDevice(name), names, 'size');
    const space = keys.space ? count(spaceRaw, keys.space, 0, warnings) : undefined;
    result.set(name, {
      slidesPerView: view,
      slidesPerGroup: Math.min(group, view),
      spaceBetween: space ?? 0,
    });
  }
  return result;
}

/**
 * Where each device's parameters start in swiper's `breakpoints` (min-width keys), as the
 * builder's swiper wrapper moves them: the builder keys each device by its breakpoint (the
 * device's maximum width) and shifts every one down to the breakpoint below it, so a device
 * starts at the maximum of the device below (one pixel before its own CSS range: desktop's
 * parameters apply from 1024 px, or from 1366 px, the laptop's maximum, with a laptop device),
 * the smallest device from 0, and widescreen, a minimum already, where its CSS starts.
 */
export function breakpointKeys(devices: readonly DeviceRange[]): Map<string, number> {
  const keys = new Map<string, number>();
  let below = 0;
  for (const range of devices) {
    if (range.name === 'widescreen') {
      keys.set(range.name, range.min);
      continue;
    }
    keys.set(range.name, below);
    below = range.max;
  }
  return keys;
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
    warnings,
  };
}
