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
