// One swiper module per file, so the bundle gives it a chunk of its own that loads only when a
// carousel on the page uses it.
import { A11y } from 'swiper/modules';
import type { SwiperModule } from 'swiper/types';

/**
 * Swiper's accessibility module, fitted to a container that is a `role="list"` (the loop
 * carousel's): a list may hold only list items (axe `aria-required-children`, critical), so its
 * slides are `listitem`s rather than swiper's `group`s, and its live region
 * (`.swiper-notification`) moves beside the container, where it announces the same (swiper still
 * removes it on destroy, as it keeps its own reference). Swiper's wrapper stands between the
 * container and the slides and carries `aria-live`, which makes it a node assistive technology
 * does not look through; so while swiper runs, the wrapper is the list, and the container gets
 * its role back on destroy.
 */
export const module: SwiperModule = (context) => {
  A11y(context);
  context.on('beforeInit', (swiper) => {
    if (swiper.el.getAttribute('role') === 'list' && typeof swiper.params.a11y === 'object')
      swiper.params.a11y.slideRole = 'listitem';
  });
  // Registered after the module's own `afterInit`, which appends the region.
  context.on('afterInit', (swiper) => {
    const container = swiper.el;
    if (container.getAttribute('role') !== 'list') return;
    const region = container.querySelector(':scope > .swiper-notification');
    if (region) container.after(region);
    container.removeAttribute('role');
    swiper.wrapperEl.setAttribute('role', 'list');
  });
  context.on('beforeDestroy', (swiper) => {
    if (swiper.wrapperEl.getAttribute('role') !== 'list') return;
    swiper.wrapperEl.removeAttribute('role');
    swiper.el.setAttribute('role', 'list');
  });
};
