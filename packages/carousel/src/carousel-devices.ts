import { responsiveValue, type DeviceRange } from '@islet/core';
import { olderThan } from './builder-version.ts';
import type {
  CarouselFamily,
  CarouselInput,
  DeviceParams,
  Keys,
  SlidesDefaults,
} from './carousel-options.ts';

// The per-device parameters of a carousel plan (`carouselPlan`): slides shown, slides scrolled
// and spacing on each active device, and where each device starts in swiper's breakpoints.

/** The spec's carousel defaults: 3 slides, 2 on tablet, 1 on mobile. */
export const DEFAULT_SLIDES: SlidesDefaults = { desktop: 3, tablet: 2, mobile: 1 };

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
): Map<string, number> {
  const { devices } = input;
  const defaults = input.defaults;
  const values = input.settings as Record<string, number | undefined>;
  const own = (name: string) =>
    values[name === 'desktop' ? keys.perView : `${keys.perView}_${name}`];
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

export function resolvePerDevice(input: CarouselInput, keys: Keys): Map<string, DeviceParams> {
  const { devices } = input;
  const values = input.settings as Record<string, number | undefined>;
  // The slides widget and a slideshow's main swiper show one slide, scroll one, no spacing keys.
  const family = input.single ? 'slides' : input.family;
  const names = devices.map((range) => range.name);
  const suffix = (device: string) => (device === 'desktop' ? '' : `_${device}`);
  const perView = slidesPerViewOf(input, keys, family);
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
    const group = family === 'slides' ? 1 : (values[`${keys.perGroup}${suffix(name)}`] ?? 1);
    let space: unknown;
    if (keys.space && family === 'pro') space = values[`${keys.space}${suffix(name)}`];
    else if (keys.space) space = responsiveValue(values, keys.space, spacingDevice(name), names);
    result.set(name, {
      slidesPerView: view,
      slidesPerGroup: Math.min(group, view),
      spaceBetween: (space as number | undefined) ?? 0,
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
