import type { BehaviourContext } from '@islet/core';
import type { CarouselPlan } from './carousel-options.ts';

/**
 * Until swiper runs, the builder's CSS sizes image-carousel slides with
 * `--e-image-carousel-slides-to-show` (its per-post CSS sets it; default 3). Where the site did
 * not set it, it is set here to what swiper will show, so initialising moves nothing.
 */
export function holdSlideWidths(
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
 * Pro's carousels (testimonial, reviews, media) have no such CSS (the loop and nested carousels
 * have their own: a gap, and a width from the builder's variables). Until swiper runs, each of
 * their slides is as wide as the carousel, so a testimonial built in view rewraps its text (a
 * reviews carousel of three per view on a recorded page grew from 116 to 216 px tall). Until
 * then each slide gets the width and gap swiper will give it (`(size − (n − 1) × gap) / n`, the
 * gap after each slide) as a share of the wrapper, so building moves nothing. Only plain sliding
 * carousels: fade, coverflow and centred slides place slides otherwise. The returned cleanup,
 * run just before swiper is built, gives the slides back to it.
 */
export function holdSlideSizes(
  devices: Pick<BehaviourContext['devices'], 'current' | 'onChange'>,
  slides: readonly HTMLElement[],
  plan: CarouselPlan,
): (() => void) | undefined {
  if (plan.effect !== 'slide' || plan.centeredSlides) return undefined;
  const set = (width = '', gap = '') => {
    for (const slide of slides) {
      slide.style.width = width;
      slide.style.marginInlineEnd = gap;
    }
  };
  const update = () => {
    const { slidesPerView: perView, spaceBetween: gap } = plan.perDevice[devices.current()] ?? plan;
    set(`calc((100% - ${(perView - 1) * gap}px) / ${perView})`, `${gap}px`);
  };
  update();
  const stopDevices = devices.onChange(update);
  return () => {
    stopDevices();
    set();
  };
}
