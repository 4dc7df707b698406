import { DEFAULT_BREAKPOINTS, deviceRanges, type Breakpoints } from '@islet/core';
import { settingsFrom } from '@islet/test-support/settings';
import { describe, expect, it } from 'vitest';
import { canLoop, carouselPlan, type CarouselInput } from './carousel-options.ts';
import { settings } from './carousel-settings.ts';

const devices = deviceRanges(DEFAULT_BREAKPOINTS);
const withLaptop: Breakpoints = {
  ...DEFAULT_BREAKPOINTS,
  laptop: { value: 1366, direction: 'max', is_enabled: true },
  widescreen: { value: 2400, direction: 'min', is_enabled: true },
};

const plan = (
  raw: Record<string, unknown>,
  extra: Partial<CarouselInput> = {},
  warnings: string[] = [],
) =>
  carouselPlan({
    family: 'image',
    settings: settingsFrom(raw, settings, warnings),
    devices,
    slideCount: 12,
    reducedMotion: false,
    hasArrows: true,
    hasPagination: true,
    ...extra,
  });

/** slidesPerView per swiper breakpoint: mobile from 0, tablet from 767, desktop from 1024 (the builder's keys). */
const perView = (result: ReturnType<typeof plan>) =>
  Object.fromEntries(Object.entries(result.breakpoints).map(([min, p]) => [min, p.slidesPerView]));

describe('slides per view per device', () => {
  it.each([
    ['spec defaults 3 / 2 / 1', {}, { 0: 1, 767: 2, 1024: 3 }],
    ['desktop 4, smaller devices default', { slides_to_show: '4' }, { 0: 1, 767: 2, 1024: 4 }],
    ['a single slide keeps tablet at one', { slides_to_show: '1' }, { 0: 1, 767: 1, 1024: 1 }],
    [
      'every device set',
      { slides_to_show: '10', slides_to_show_tablet: '5', slides_to_show_mobile: '3' },
      { 0: 3, 767: 5, 1024: 10 },
    ],
    ['only mobile set', { slides_to_show_mobile: '2' }, { 0: 2, 767: 2, 1024: 3 }],
    ['numbers as numbers', { slides_to_show: 5 }, { 0: 1, 767: 2, 1024: 5 }],
  ])('%s', (_name, raw, expected) => {
    expect(perView(plan(raw))).toEqual(expected);
  });

  it('inherits downward through devices without a default (laptop, widescreen)', () => {
    const result = plan(
      { slides_to_show: '6', slides_to_show_laptop: '5' },
      { devices: deviceRanges(withLaptop) },
    );
    // Laptop's parameters start at the tablet's maximum and desktop's at the laptop's, as the
    // builder's swiper keys them: at 1366 px a laptop page's carousel shows the desktop slides.
    expect(perView(result)).toEqual({ 0: 1, 767: 2, 1024: 5, 1366: 6, 2400: 6 });
  });

  it('walks from widescreen down, so laptop inherits widescreen as the builder does', () => {
    const result = plan(
      { slides_to_show: '3', slides_to_show_widescreen: '5' },
      { devices: deviceRanges(withLaptop) },
    );
    expect(result.perDevice.laptop?.slidesPerView).toBe(5);
    expect(result.perDevice.tablet?.slidesPerView).toBe(2);
  });

  it('tablet and mobile keep their own defaults whatever the device above shows', () => {
    const result = plan(
      { slides_to_show: '4', slides_to_show_laptop: '1' },
      { devices: deviceRanges(withLaptop) },
    );
    expect(result.perDevice.tablet?.slidesPerView).toBe(2);
  });

  it('the smallest device is swiper’s base', () => {
    expect(plan({ slides_to_show_mobile: '2' }).slidesPerView).toBe(2);
  });

  it.each([
    [
      'pro family uses slides_per_view and space_between',
      'pro',
      {
        slides_per_view: '2',
        space_between: { unit: 'px', size: 18 },
        space_between_mobile: { unit: 'px', size: 4 },
      },
      // Pro's base reads each device's own spacing: tablet's is unset, so 0, not desktop's.
      { 0: [1, 4], 767: [2, 0], 1024: [2, 18] },
    ],
    [
      'loop family uses slides_to_show and image_spacing_custom',
      'loop',
      { slides_to_show: '4', image_spacing_custom: { size: 20 } },
      { 0: [1, 20], 767: [2, 20], 1024: [4, 20] },
    ],
    [
      'slides widget is always one slide',
      'slides',
      { slides_to_show: '4' },
      { 0: [1, 0], 767: [1, 0], 1024: [1, 0] },
    ],
  ] as const)('%s', (_name, family, raw, expected) => {
    const result = plan(raw, { family });
    expect(
      Object.fromEntries(
        Object.entries(result.breakpoints).map(([min, p]) => [
          min,
          [p.slidesPerView, p.spaceBetween],
        ]),
      ),
    ).toEqual(expected);
  });

  it('a slideshow main swiper is one slide whatever slides_per_view says', () => {
    expect(perView(plan({ slides_per_view: '4' }, { family: 'pro', single: true }))).toEqual({
      0: 1,
      767: 1,
      1024: 1,
    });
  });

  it('widget defaults replace the spec defaults (testimonials: one per view)', () => {
    expect(
      perView(plan({}, { family: 'pro', defaults: { desktop: 1, tablet: 1, mobile: 1 } })),
    ).toEqual({ 0: 1, 767: 1, 1024: 1 });
  });
});

describe('slides to scroll', () => {
  it('is per device, one where unset, never more than the slides in view', () => {
    const result = plan({
      slides_to_show: '4',
      slides_to_scroll: '2',
      slides_to_scroll_tablet: '4',
      slides_to_scroll_mobile: '3',
    });
    expect(Object.values(result.breakpoints).map((p) => p.slidesPerGroup)).toEqual([1, 2, 2]);
    expect(plan({ slides_to_show: '4' }).breakpoints[1024]?.slidesPerGroup).toBe(1);
  });
});

describe('navigation, pagination, effect, autoplay', () => {
  it.each([
    [{ navigation: 'arrows' }, true, null],
    [{ navigation: 'dots' }, false, 'bullets'],
    [{ navigation: 'both' }, true, 'bullets'],
    [{ navigation: 'none' }, false, null],
    [{ navigation: 'dots', pagination: 'fraction' }, false, 'fraction'],
    [{ navigation: 'none', pagination: 'progressbar' }, false, 'progressbar'],
  ])('image carousel %j', (raw, arrows, pagination) => {
    const result = plan(raw);
    expect([result.arrows, result.pagination]).toEqual([arrows, pagination]);
  });

  it.each([
    [{ show_arrows: 'yes', pagination: 'bullets' }, true, 'bullets'],
    [{ pagination: 'fraction' }, false, 'fraction'],
    [{ pagination: 'nonsense' }, false, null],
  ])('pro carousel %j', (raw, arrows, pagination) => {
    const result = plan(raw, { family: 'pro' });
    expect([result.arrows, result.pagination]).toEqual([arrows, pagination]);
  });

  it('binds nothing the server did not print', () => {
    const result = plan({ navigation: 'both' }, { hasArrows: false, hasPagination: false });
    expect([result.arrows, result.pagination, result.modules]).toEqual([false, null, ['a11y']]);
  });

  it('fade only with one slide in view; coverflow from the skin, centred', () => {
    expect(plan({ effect: 'fade', slides_to_show: '3' }).effect).toBe('slide');
    const fade = plan({ effect: 'fade', slides_to_show: '1' });
    expect([fade.effect, fade.modules.includes('effect-fade')]).toEqual(['fade', true]);
    expect(plan({ transition: 'fade' }, { family: 'slides' }).effect).toBe('fade');
    const coverflow = plan({}, { family: 'pro', effect: 'coverflow' });
    expect([
      coverflow.effect,
      coverflow.centeredSlides,
      coverflow.modules.includes('effect-coverflow'),
    ]).toEqual(['coverflow', true, true]);
  });

  it('autoplay with its speed, hover and interaction pauses', () => {
    expect(
      plan({
        autoplay: 'yes',
        autoplay_speed: 3000,
        pause_on_hover: 'yes',
        pause_on_interaction: 'yes',
      }).autoplay,
    ).toEqual({
      delay: 3000,
      pauseOnMouseEnter: true,
      disableOnInteraction: true,
    });
    expect(plan({ autoplay: 'yes' }).autoplay).toEqual({
      delay: 5000,
      pauseOnMouseEnter: false,
      disableOnInteraction: false,
    });
    expect(plan({}).autoplay).toBeNull();
  });

  it('reduced motion: no autoplay, no module for it, instant slides', () => {
    const result = plan({ autoplay: 'yes', speed: 800 }, { reducedMotion: true });
    expect([result.autoplay, result.modules.includes('autoplay'), result.speed]).toEqual([
      null,
      false,
      0,
    ]);
  });

  it('speed and lazy loading', () => {
    expect(plan({ speed: 800, lazyload: 'yes' })).toMatchObject({ speed: 800, lazy: true });
    expect(plan({ transition_speed: 900 }, { family: 'slides' }).speed).toBe(900);
    expect(plan({}).speed).toBe(500);
  });
});

describe('loop', () => {
  it.each([
    [12, [{ slidesPerView: 3, slidesPerGroup: 1 }], true],
    [4, [{ slidesPerView: 3, slidesPerGroup: 1 }], true],
    [3, [{ slidesPerView: 3, slidesPerGroup: 1 }], false],
    [7, [{ slidesPerView: 2, slidesPerGroup: 2 }], false],
    [8, [{ slidesPerView: 2, slidesPerGroup: 2 }], true],
  ])('%i slides with %j: %s', (count, devices, expected) => {
    expect(
      canLoop(
        count,
        devices.map((d) => ({ ...d, spaceBetween: 0 })),
      ),
    ).toBe(expected);
  });

  it('too few slides rewind instead of looping', () => {
    expect(plan({ infinite: 'yes', slides_to_show: '3' }, { slideCount: 3 })).toMatchObject({
      loop: false,
      rewind: true,
    });
    expect(plan({ infinite: 'yes' }, { slideCount: 12 })).toMatchObject({
      loop: true,
      rewind: false,
    });
    expect(plan({ loop: 'yes' }, { family: 'pro', slideCount: 12 })).toMatchObject({ loop: true });
  });
});

describe('impossible numbers', () => {
  it.each([
    [{ slides_to_show: '-4' }, 'slides_to_show: got "-4"'],
    [{ slides_to_show: 'abc' }, 'slides_to_show: got "abc"'],
    [{ slides_to_show_mobile: '0' }, 'slides_to_show_mobile: got "0"'],
    [{ autoplay: 'yes', autoplay_speed: -1 }, 'autoplay_speed: got -1'],
    [{ speed: 'fast' }, 'speed: got "fast"'],
    [
      { image_spacing_custom: { unit: 'px', size: -5 } },
      'image_spacing_custom: got {"unit":"px","size":-5}',
    ],
  ])('%j falls back to the default with a warning', (raw, warning) => {
    const warnings: string[] = [];
    const result = plan(raw, {}, warnings);
    expect(warnings).toEqual([`${warning}: using the default`]);
    expect(
      Object.values(result.breakpoints).every((p) => p.slidesPerView >= 1 && p.spaceBetween >= 0),
    ).toBe(true);
  });
});

describe('offset sides (part of the next slide in view)', () => {
  it.each([
    ['right', { 0: 1, 767: 2, 1024: 3.001 }],
    ['both', { 0: 1, 767: 2, 1024: 3.001 }],
    ['left', { 0: 1, 767: 2, 1024: 3 }],
  ])('%s: desktop shows a hair over its slides, as the builder sets it', (side, expected) => {
    const result = plan({ offset_sides: side });
    expect(result.offsetSides).toBe(side);
    expect(perView(result)).toEqual(expected);
  });

  it('is off when unset, none, or on a widget family without it', () => {
    expect(plan({}).offsetSides).toBeNull();
    expect(plan({ offset_sides: 'none' }).offsetSides).toBeNull();
    expect(plan({ offset_sides: 'right' }, { family: 'pro' }).offsetSides).toBeNull();
    expect(perView(plan({ offset_sides: 'none' }))).toEqual({ 0: 1, 767: 2, 1024: 3 });
  });

  it('applies on the loop carousel, and keeps a one-slide desktop eligible for the fade', () => {
    expect(plan({ offset_sides: 'both' }, { family: 'loop' }).offsetSides).toBe('both');
    const fade = plan({ offset_sides: 'right', slides_to_show: '1', effect: 'fade' });
    expect(fade.effect).toBe('fade');
  });
});

// The builder's own carousels measured against Islet on the same markup (issue 22): slide widths
// differed wherever these per-device rules did.
describe('spacing and slide width per device, as the builder computes them', () => {
  const laptopDevices = deviceRanges(withLaptop);

  it('at 1366 px with a laptop device, swiper uses the desktop slides and gap', () => {
    const result = plan(
      {
        slides_to_show: '3',
        slides_to_show_laptop: '4',
        image_spacing_custom: { size: 30 },
        image_spacing_custom_laptop: { size: 50 },
      },
      { family: 'loop', devices: laptopDevices },
    );
    // Swiper picks the largest key not above the width: 1366 is desktop's.
    const at1366 = Math.max(
      ...Object.keys(result.breakpoints)
        .map(Number)
        .filter((k) => k <= 1366),
    );
    expect(result.breakpoints[at1366]).toMatchObject({ slidesPerView: 3, spaceBetween: 30 });
    expect(result.perDevice.laptop).toMatchObject({ slidesPerView: 4, spaceBetween: 50 });
  });

  it('the loop and image carousels inherit the gap from the device above', () => {
    const result = plan(
      { image_spacing_custom: { size: 40 }, image_spacing_custom_tablet: { size: 24 } },
      { family: 'loop' },
    );
    expect(result.perDevice.mobile?.spaceBetween).toBe(24);
    expect(result.perDevice.desktop?.spaceBetween).toBe(40);
  });

  it('builders before 3.11 use the desktop gap on every device', () => {
    const raw = { image_spacing_custom: { size: 40 }, image_spacing_custom_mobile: { size: 0 } };
    expect(plan(raw, { builderVersion: '3.10.2' }).perDevice.mobile?.spaceBetween).toBe(40);
    expect(plan(raw, { builderVersion: '3.11.2' }).perDevice.mobile?.spaceBetween).toBe(0);
  });

  it('Pro carousels: each device its own gap (unset is 0) and its own default slides', () => {
    const result = plan(
      { slides_per_view: '1', space_between: { size: 30 }, space_between_tablet: { size: '' } },
      { family: 'pro', devices: laptopDevices },
    );
    expect(result.perDevice.tablet).toMatchObject({ slidesPerView: 2, spaceBetween: 0 });
    expect(result.perDevice.laptop).toMatchObject({ slidesPerView: 3, spaceBetween: 0 });
    expect(result.perDevice.desktop).toMatchObject({ slidesPerView: 1, spaceBetween: 30 });
  });

  it('Pro carousels show no more slides than there are', () => {
    expect(
      plan({ slides_per_view: '4' }, { family: 'pro', slideCount: 2 }).perDevice.desktop
        ?.slidesPerView,
    ).toBe(2);
  });
});
