import type { Swiper } from 'swiper';

const KEN_BURNS = 'elementor-ken-burns';
const KEN_BURNS_ACTIVE = 'elementor-ken-burns--active';

/**
 * The slides widget: the wrapper's `data-animation` (say `fadeInUp`) plays on the contents of
 * each slide as it arrives, and Ken Burns zooms only the current slide's background. Under
 * reduced motion neither runs: contents stay visible and backgrounds still.
 */
export function slideAnimations(swiper: Swiper, container: HTMLElement): () => void {
  const animation = container.dataset.animation;
  const contents = () =>
    swiper.slides.map((slide) => slide.querySelector<HTMLElement>('.swiper-slide-contents'));
  const kenBurns = () => {
    for (const slide of swiper.slides) {
      const background = slide.querySelector(`.${KEN_BURNS}`);
      background?.classList.toggle(KEN_BURNS_ACTIVE, slide === swiper.slides[swiper.activeIndex]);
    }
  };
  const hide = () => {
    if (!animation) return;
    for (const content of contents()) {
      if (!content) continue;
      content.classList.remove('animated', animation);
      content.style.visibility = 'hidden';
    }
  };
  const reveal = () => {
    if (!animation) return;
    const current =
      swiper.slides[swiper.activeIndex]?.querySelector<HTMLElement>('.swiper-slide-contents');
    if (!current) return;
    current.style.visibility = '';
    current.classList.add('animated', animation);
  };
  kenBurns();
  swiper.on('slideChange', kenBurns);
  swiper.on('slideChangeTransitionStart', hide);
  swiper.on('slideChangeTransitionEnd', reveal);
  // Called just before swiper is destroyed, which drops these listeners itself.
  return () => {
    for (const content of contents()) {
      if (!content) continue;
      content.style.visibility = '';
      if (animation) content.classList.remove('animated', animation);
    }
    for (const slide of swiper.slides)
      slide.querySelector(`.${KEN_BURNS}`)?.classList.remove(KEN_BURNS_ACTIVE);
  };
}
