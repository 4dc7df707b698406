import type { Cleanup, Scheduler } from '@islet/core';
import type { Swiper } from 'swiper/types';

/**
 * Hands swiper the size changes that move its slides, and only those.
 *
 * Swiper's own ResizeObserver re-lays every slide out (measure, size each slide, translate) on
 * any change of its container's size, height included, in the next animation frame. As images
 * load into slides while the visitor scrolls, each one changes the height and costs such an
 * update inside a scroll frame (issue 21). Slides are sized along the slider only: the width of a
 * horizontal slider, the height of a vertical one. So swiper is built with `resizeObserver: false`
 * (it then follows window resizes itself) and this observer, the runtime's shared one, updates it
 * when the size along the slider changed by other means (a parent's layout, a scrollbar). It runs
 * in the observer's callback, after layout, so swiper's measurements read a clean layout; a window
 * resize swiper already handled leaves nothing to do here.
 */
export function followSliderSize(swiper: Swiper, scheduler: Scheduler): Cleanup {
  return scheduler.observeResize(swiper.el, (entry) => {
    if (swiper.destroyed || !swiper.initialized) return;
    const { width, height } = entry.contentRect;
    const along = swiper.isHorizontal() ? width : height;
    // Swiper stores whole pixels (clientWidth less padding); the entry may be fractional.
    if (Math.abs(along - swiper.size) < 1) return;
    swiper.emit('beforeResize');
    swiper.emit('resize');
  });
}
