import type { BehaviourContext } from '@islet/core';
import type { Swiper, SwiperOptions } from 'swiper/types';
import type { CarouselPlan } from './carousel-options.ts';
import type { CarouselProfile } from './carousel-profiles.ts';
import { slidesOf } from './carousel-slides.ts';

const i18nText = (ctx: BehaviourContext, key: string, fallback: string): string => {
  // Any value other than an object holds no such key (a string's is `undefined` too).
  const value = (ctx.config.frontend.i18n as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'string' && value ? value : fallback;
};

/** The swiper options for a plan; the thumbnails swiper of a slideshow joins through `thumbs`. */
export function swiperOptions(
  ctx: BehaviourContext,
  family: CarouselProfile['family'],
  container: HTMLElement,
  plan: CarouselPlan,
  modules: SwiperOptions['modules'],
  thumbs: Swiper | undefined,
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
  if (plan.autoplay) options.autoplay = plan.autoplay;
  if (thumbs) options.thumbs = { swiper: thumbs };
  return options;
}
