import type { Swiper } from 'swiper';

/**
 * The builder's lazy slides (`img.swiper-lazy[data-src]`, `[data-background]`) were loaded by
 * swiper's Lazy module, which swiper 9 dropped: load the slides in view and one on each side.
 */
export function loadVisibleSlides(swiper: Swiper): void {
  const slides = swiper.slides;
  if (!slides.length) return;
  const perView = typeof swiper.params.slidesPerView === 'number' ? swiper.params.slidesPerView : 1;
  const first = swiper.activeIndex - 1;
  const last = swiper.activeIndex + Math.ceil(perView);
  for (let index = first; index <= last; index++) {
    const slide = slides[(index + slides.length) % slides.length];
    if (slide) loadSlide(slide);
  }
}

function loadSlide(slide: HTMLElement): void {
  const lazy = [
    ...(slide.matches('.swiper-lazy') ? [slide] : []),
    ...slide.querySelectorAll<HTMLElement>('.swiper-lazy'),
  ];
  for (const element of lazy) {
    if (element.classList.contains('swiper-lazy-loading')) continue;
    const src = element.getAttribute('data-src');
    const srcset = element.getAttribute('data-srcset');
    const sizes = element.getAttribute('data-sizes');
    const background = element.getAttribute('data-background');
    element.classList.add('swiper-lazy-loading');
    const done = () => {
      element.classList.remove('swiper-lazy-loading');
      element.classList.add('swiper-lazy-loaded');
      element.closest('.swiper-slide')?.querySelector('.swiper-lazy-preloader')?.remove();
    };
    if (background) {
      element.style.backgroundImage = `url("${background.replace(/"/g, '\\"')}")`;
      element.removeAttribute('data-background');
      done();
      continue;
    }
    if (element instanceof HTMLImageElement || element.tagName === 'IMG') {
      const image = element as HTMLImageElement;
      image.addEventListener('load', done, { once: true });
      // A broken image still ends the preloader: the slide shows its alt text.
      image.addEventListener('error', done, { once: true });
      if (sizes) image.sizes = sizes;
      if (srcset) image.srcset = srcset;
      if (src) image.src = src;
      image.removeAttribute('data-src');
      image.removeAttribute('data-srcset');
      if (!src && !srcset) done();
    } else done();
  }
}
