// One swiper module per file, so the bundle gives it a chunk of its own that loads only when a
// carousel on the page uses it.
import { EffectFade } from 'swiper/modules';
import type { SwiperModule } from 'swiper/types';

/**
 * Swiper's fade, starting still. The builder's slides CSS gives `.swiper-slide` a long
 * transition-duration (the autoplay speed × 1.2, meant for Ken Burns). Swiper sets the first
 * opacities with no inline duration when the first slide needs no move, so the next slide faded
 * out over those seconds, showing through the active one and restyling every frame. The
 * original's swiper left `0ms` inline on every slide at init; so does this, before the first
 * opacities. Each slide change then sets its own duration.
 */
export const module: SwiperModule = (context) => {
  EffectFade(context);
  context.on('beforeInit', (swiper) => {
    for (const slide of swiper.wrapperEl.children)
      (slide as HTMLElement).style.transitionDuration = '0ms';
  });
};
