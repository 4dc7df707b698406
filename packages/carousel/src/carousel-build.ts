import type { Swiper, SwiperOptions } from 'swiper/types';
import { holdAutoplayWhileFocused } from './autoplay-focus-hold.ts';
import { followKeys } from './carousel-keys.ts';
import { carouselPlan, type CarouselPlan, type SwiperModuleName } from './carousel-options.ts';
import type { CarouselProfile } from './carousel-profiles.ts';
import { slidesOf } from './carousel-slides.ts';
import { swiperOptions } from './carousel-swiper-options.ts';
import { rotationControl } from './rotation-control.ts';
import { slideAnimations } from './slide-animations.ts';
import { loadVisibleSlides } from './slide-lazy-images.ts';
import { followSliderSize } from './slider-size.ts';
import type { loadSwiper } from './swiper-modules.ts';
import type { CarouselContext } from './carousel-settings.ts';

type SwiperConstructor = new (element: HTMLElement, options: SwiperOptions) => Swiper;

/** What `connect` planned for a container: settings mapped, swiper modules chosen. */
export interface Planned {
  family: CarouselProfile['family'];
  plan: CarouselPlan;
  thumbsContainer: HTMLElement | undefined;
  modules: SwiperModuleName[];
}

/** A carousel's swiper, running, and how to put the server's markup back. */
export interface Built {
  swiper: Swiper;
  stop(): void;
}

/** A slideshow's thumbnails swiper, laid out by the Pro carousel settings. */
function buildThumbs(
  ctx: CarouselContext,
  SwiperClass: SwiperConstructor,
  modules: SwiperOptions['modules'],
  thumbsContainer: HTMLElement,
  plan: CarouselPlan,
  stops: Array<() => void>,
): Swiper {
  const thumbsPlan = carouselPlan({
    family: 'pro',
    settings: ctx.settings,
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
  stops.push(followSliderSize(thumbs, ctx.scheduler), () => thumbs.destroy(true, true));
  return thumbs;
}

/** Swiper on the container (and its thumbnails), with keys, focus pause and lazy images. */
export function build(
  ctx: CarouselContext,
  element: HTMLElement,
  loaded: Awaited<ReturnType<typeof loadSwiper>>,
  container: HTMLElement,
  { family, plan, thumbsContainer }: Planned,
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
