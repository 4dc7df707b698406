import type { BehaviourContext } from '@islet/core';
import type { Swiper, SwiperOptions } from 'swiper/types';
import { carouselPlan, type CarouselPlan, type SwiperModuleName } from './carousel-options.ts';
import { keyStep } from './carousel-keys.ts';
import { profileFor, type CarouselProfile } from './carousel-profiles.ts';
import { holdAutoplayWhileFocused } from './autoplay-focus-hold.ts';
import { rotationControl } from './rotation-control.ts';
import { slideAnimations } from './slide-animations.ts';
import { loadVisibleSlides } from './slide-lazy-images.ts';
import { followSliderSize } from './slider-size.ts';
import { markSwiperHost } from './swiper-host.ts';
import { loadSwiper } from './swiper-modules.ts';
import { prefersReducedMotion } from '@islet/primitives';

type SwiperInstance = Swiper;
type SwiperConstructor = new (element: HTMLElement, options: SwiperOptions) => SwiperInstance;

interface Built {
  swiper: SwiperInstance;
  stop(): void;
}

const i18nText = (ctx: BehaviourContext, key: string, fallback: string): string => {
  const i18n = ctx.config.frontend.i18n;
  const value =
    typeof i18n === 'object' && i18n !== null ? (i18n as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value ? value : fallback;
};

function slidesOf(container: HTMLElement): HTMLElement[] {
  const wrapper = [...container.children].find((child) =>
    child.classList.contains('swiper-wrapper'),
  );
  if (!wrapper) return [];
  return [...wrapper.children].filter((child): child is HTMLElement =>
    child.classList.contains('swiper-slide'),
  );
}

function findContainer(ctx: BehaviourContext, profile: CarouselProfile): HTMLElement | undefined {
  for (const selector of profile.container.split(',')) {
    const found = ctx.find(selector.trim()).find((candidate) => slidesOf(candidate).length > 0);
    if (found) return found;
  }
  return undefined;
}

/** The swiper options for a plan; the thumbnails swiper of a slideshow joins through `thumbs`. */
function swiperOptions(
  ctx: BehaviourContext,
  family: CarouselProfile['family'],
  container: HTMLElement,
  plan: CarouselPlan,
  modules: SwiperOptions['modules'],
  thumbs: SwiperInstance | undefined,
): SwiperOptions {
  const legacy = container.classList.contains('swiper-container');
  // The loop and nested carousels swap their arrows in RTL, as the builder does: "previous" is
  // the button on the reading start side.
  const swap =
    family === 'loop' &&
    (ctx.config.rtl || container.closest('[dir]')?.getAttribute('dir') === 'rtl');
  const [prevEl] = ctx.find(`.elementor-swiper-button-${swap ? 'next' : 'prev'}`);
  const [nextEl] = ctx.find(`.elementor-swiper-button-${swap ? 'prev' : 'next'}`);
  const [paginationEl] = ctx.find('.swiper-pagination');
  const labelled = slidesOf(container).every((slide) => slide.hasAttribute('aria-label'));
  const options: SwiperOptions = {
    modules,
    slidesPerView: plan.slidesPerView,
    slidesPerGroup: plan.slidesPerGroup,
    spaceBetween: plan.spaceBetween,
    breakpoints: plan.breakpoints,
    speed: plan.speed,
    loop: plan.loop,
    loopAddBlankSlides: false,
    rewind: plan.rewind,
    effect: plan.effect,
    centeredSlides: plan.centeredSlides,
    // The swiper 5 markup's site CSS expects `swiper-container-horizontal` and friends.
    containerModifierClass: legacy ? 'swiper-container-' : 'swiper-',
    // Links and buttons inside slides stay clickable.
    preventClicks: true,
    // Only size changes along the slider update it (`followSliderSize`), not images loading
    // into slides as the page scrolls.
    resizeObserver: false,
    watchSlidesProgress: true,
    a11y: {
      enabled: true,
      prevSlideMessage: i18nText(ctx, 'a11yCarouselPrevSlideMessage', 'Previous slide'),
      nextSlideMessage: i18nText(ctx, 'a11yCarouselNextSlideMessage', 'Next slide'),
      firstSlideMessage: i18nText(ctx, 'a11yCarouselFirstSlideMessage', 'This is the first slide'),
      lastSlideMessage: i18nText(ctx, 'a11yCarouselLastSlideMessage', 'This is the last slide'),
      paginationBulletMessage: `${i18nText(ctx, 'a11yCarouselPaginationBulletMessage', 'Go to slide')} {{index}}`,
      // The server's localised "1 of 6" labels stay; unlabelled slides get one.
      slideLabelMessage: labelled ? '' : '{{index}} of {{slidesLength}}',
    },
  };
  if (plan.effect === 'fade') options.fadeEffect = { crossFade: true };
  if (plan.arrows && prevEl && nextEl) options.navigation = { prevEl, nextEl };
  if (plan.pagination && paginationEl)
    options.pagination = { el: paginationEl, type: plan.pagination, clickable: true };
  if (plan.autoplay)
    options.autoplay = {
      delay: plan.autoplay.delay,
      pauseOnMouseEnter: plan.autoplay.pauseOnHover,
      disableOnInteraction: plan.autoplay.disableOnInteraction,
    };
  if (thumbs) options.thumbs = { swiper: thumbs };
  return options;
}

/** A slideshow's thumbnails swiper, laid out by the Pro carousel settings. */
function buildThumbs(
  ctx: BehaviourContext,
  SwiperClass: SwiperConstructor,
  modules: SwiperOptions['modules'],
  thumbsContainer: HTMLElement,
  plan: CarouselPlan,
  stops: Array<() => void>,
): SwiperInstance {
  const thumbsPlan = carouselPlan({
    family: 'pro',
    raw: ctx.rawSettings,
    devices: ctx.devices.ranges,
    slideCount: slidesOf(thumbsContainer).length,
    reducedMotion: plan.speed === 0,
    hasArrows: false,
    hasPagination: false,
  });
  const thumbs = new SwiperClass(thumbsContainer, {
    modules,
    slidesPerView: thumbsPlan.slidesPerView,
    spaceBetween: thumbsPlan.spaceBetween,
    breakpoints: thumbsPlan.breakpoints,
    watchSlidesProgress: true,
    slideToClickedSlide: true,
    resizeObserver: false,
  });
  stops.push(followSliderSize(thumbs, ctx.scheduler));
  stops.push(() => thumbs.destroy(true, true));
  return thumbs;
}

/** The arrow keys step the carousel, except while typing in it or with a modifier held. */
function followKeys(element: HTMLElement, swiper: SwiperInstance, signal: AbortSignal): void {
  const onKey = (event: KeyboardEvent) => {
    const target = event.target;
    if (
      target instanceof HTMLElement &&
      target.closest('input, textarea, select, [contenteditable]')
    )
      return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = keyStep(event.key, swiper.rtlTranslate, swiper.isVertical());
    if (!step) return;
    event.preventDefault();
    if (step > 0) swiper.slideNext();
    else swiper.slidePrev();
  };
  element.addEventListener('keydown', onKey, { signal });
}

/** Swiper on the container (and its thumbnails), with keys, focus pause and lazy images. */
function build(
  ctx: BehaviourContext,
  element: HTMLElement,
  family: CarouselProfile['family'],
  loaded: Awaited<ReturnType<typeof loadSwiper>>,
  container: HTMLElement,
  plan: CarouselPlan,
  thumbsContainer: HTMLElement | undefined,
): Built {
  const SwiperClass = loaded.Swiper as unknown as SwiperConstructor;
  const modules = loaded.modules;
  const stops: Array<() => void> = [];
  const listening = new AbortController();
  stops.push(() => listening.abort());
  const signal = listening.signal;
  const thumbs =
    thumbsContainer && slidesOf(thumbsContainer).length
      ? buildThumbs(ctx, SwiperClass, modules, thumbsContainer, plan, stops)
      : undefined;
  const swiper = new SwiperClass(
    container,
    swiperOptions(ctx, family, container, plan, modules, thumbs),
  );
  stops.push(followSliderSize(swiper, ctx.scheduler));

  if (plan.lazy || container.querySelector('.swiper-lazy')) {
    const load = () => loadVisibleSlides(swiper);
    load();
    swiper.on('slideChange', load);
    swiper.on('resize', load);
  }
  if (family === 'slides' && plan.speed > 0) stops.push(slideAnimations(swiper, container));

  if (plan.autoplay) {
    holdAutoplayWhileFocused(element, swiper, signal);
    stops.push(rotationControl(swiper, container));
  }
  followKeys(element, swiper, signal);

  return {
    swiper,
    stop() {
      for (const stop of stops.splice(0)) stop();
      // Destroy puts the server's markup back: classes, inline styles, slide order.
      swiper.destroy(true, true);
    },
  };
}

/**
 * Until swiper runs, the builder's CSS sizes image-carousel slides with
 * `--e-image-carousel-slides-to-show` (its per-post CSS sets it; default 3). Where the site did
 * not set it, it is set here to what swiper will show, so initialising moves nothing.
 */
function holdSlideWidths(
  ctx: BehaviourContext,
  element: HTMLElement,
  win: Window,
  plan: CarouselPlan,
): (() => void) | undefined {
  const property = '--e-image-carousel-slides-to-show';
  if (win.getComputedStyle(element).getPropertyValue(property).trim()) return undefined;
  const update = () => {
    const params = plan.perDevice[ctx.devices.current()];
    element.style.setProperty(property, String(params?.slidesPerView ?? plan.slidesPerView));
  };
  update();
  const stopDevices = ctx.devices.onChange(update);
  return () => {
    stopDevices();
    element.style.removeProperty(property);
  };
}

/**
 * Every swiper-based widget. Swiper (core plus only the modules this carousel uses) downloads
 * when the carousel hydrates (at boot in the first viewport, else in idle time after it), and is
 * built in the core's idle time (`ctx.idle`), so construction never lands in a scroll frame; an
 * interaction with the carousel builds it at once. Until then the server's markup is what shows.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext): () => void {
  const profile = profileFor(ctx.info.widgetName, ctx.info.skin);
  const win = element.ownerDocument.defaultView ?? window;
  let built: Built | undefined;
  let container: HTMLElement | undefined;
  let generation = 0;

  const teardown = () => {
    generation++;
    built?.stop();
    built = undefined;
    container = undefined;
  };

  const setUp = () => {
    container = profile ? findContainer(ctx, profile) : undefined;
    if (!profile || !container) {
      ctx.warn('carousel has no slides; it stays as the server rendered it.');
      ctx.report('skipped', 'no swiper container with slides');
      return;
    }
    const target = container;
    const slides = slidesOf(target);
    const plan = carouselPlan({
      family: profile.family,
      raw: ctx.rawSettings,
      devices: ctx.devices.ranges,
      slideCount: slides.length,
      reducedMotion: prefersReducedMotion(win),
      hasArrows: ctx.find('.elementor-swiper-button-prev').length > 0,
      hasPagination: ctx.find('.swiper-pagination').length > 0,
      defaults: profile.defaults,
      effect: profile.effect,
      single: profile.single,
      builderVersion: ctx.config.frontend.version,
    });
    for (const warning of plan.warnings) ctx.warn(`carousel setting ${warning}.`);
    const thumbsContainer = profile.thumbs ? ctx.find(profile.thumbs)[0] : undefined;
    const modules: SwiperModuleName[] = [...plan.modules];
    if (thumbsContainer) modules.push('thumbs');
    ctx.explain({ slides: slides.length, plan: { ...plan, warnings: undefined }, modules });
    if (profile.family === 'image') {
      stopHolding?.();
      stopHolding = holdSlideWidths(ctx, element, win, plan);
    }
    ctx.own(markSwiperHost(target, ctx.config.frontend.version, plan.offsetSides));
    ctx.report('pending', 'swiper is loading');

    const mine = generation;
    void loadSwiper(modules).then(
      (loaded) => {
        if (mine !== generation || ctx.signal.aborted) return;
        ctx.idle(() => {
          if (mine !== generation) return;
          built = build(ctx, element, profile.family, loaded, target, plan, thumbsContainer);
          ctx.report('active');
        });
      },
      (error: unknown) => {
        ctx.warn(`swiper failed to load: ${String(error)}`);
        ctx.report('skipped', 'swiper failed to load');
      },
    );
  };

  let stopHolding: (() => void) | undefined;
  ctx.own(() => stopHolding?.());

  setUp();

  // The loop widget may replace the carousel's content (a filter, a refresh): when the swiper
  // container it was built on leaves the page, the carousel is built again on the new one.
  const observer = new win.MutationObserver(() => {
    if (container && element.contains(container)) return;
    if (!container && !(profile && findContainer(ctx, profile))) return;
    teardown();
    setUp();
  });
  observer.observe(element, { childList: true, subtree: true });
  ctx.own(() => observer.disconnect());

  return teardown;
}
