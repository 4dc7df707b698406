import type { SlideshowOptions } from './slideshow-options.ts';
import { slideMotion } from './slideshow-options.ts';

export interface Slide {
  slide: HTMLElement;
  image: HTMLElement;
  url: string;
  state: 'new' | 'loading' | 'ok' | 'broken';
}

export const KEN_BURNS_ACTIVE = 'elementor-ken-burns--active';

/**
 * The slideshow's markup, in the builder's classes so the site's Ken Burns CSS applies: the
 * slides stacked in one root, the first one showing. Prepended to the element; the caller removes
 * `root` when it stops.
 */
export function mountSlides(element: HTMLElement, options: SlideshowOptions) {
  const doc = element.ownerDocument;
  const make = (className: string, style: string) => {
    const div = doc.createElement('div');
    div.className = className;
    div.style.cssText = style;
    return div;
  };
  const root = make(
    'elementor-background-slideshow swiper',
    'position:absolute;inset:0;overflow:hidden;z-index:0',
  );
  root.dir = options.transition === 'slide_right' ? 'rtl' : 'ltr';
  root.setAttribute('aria-hidden', 'true');
  root.dataset.activeSlide = '0';
  const wrapper = root.appendChild(make('swiper-wrapper', 'position:absolute;inset:0'));
  const imageClass = [
    'elementor-background-slideshow__slide__image',
    options.kenBurns ? `elementor-ken-burns elementor-ken-burns--${options.kenBurns}` : '',
  ].join(' ');
  const slides: Slide[] = options.images.map((url, index) => {
    const slide = wrapper.appendChild(
      make(
        'elementor-background-slideshow__slide swiper-slide',
        `position:absolute;inset:0;opacity:${index ? 0 : 1}`,
      ),
    );
    const image = slide.appendChild(make(imageClass, ''));
    return { slide, image, url, state: 'new' };
  });
  element.prepend(root);
  return { root, slides };
}

/**
 * Loads slide images through a probe, so a slide gets its background only once the image is
 * there (never a blank slide). A broken image is left out with one warning for the whole
 * slideshow; when every image is broken the slideshow goes and the element's own background shows.
 */
export function createSlideLoader(
  win: Window & typeof globalThis,
  root: HTMLElement,
  slides: readonly Slide[],
  warn: (message: string) => void,
) {
  let warnedBroken = false;
  return (index: number) => {
    const entry = slides[index];
    if (!entry || entry.state !== 'new') return;
    entry.state = 'loading';
    const probe = new win.Image();
    probe.onload = () => {
      entry.state = 'ok';
      entry.image.style.backgroundImage = `url("${entry.url.replace(/["\\]/g, '\\$&')}")`;
    };
    probe.onerror = () => {
      entry.state = 'broken';
      if (!warnedBroken)
        warn(`slideshow image ${JSON.stringify(entry.url)} could not be loaded: left out`);
      warnedBroken = true;
      if (slides.every((s) => s.state === 'broken')) root.remove();
    };
    probe.src = entry.url;
  };
}

/** One change of slide with a single CSS transition: a fade, or a slide in the set direction. */
export function changeSlide(leaving: Slide, entering: Slide, options: SlideshowOptions): void {
  const motion = slideMotion(options.transition);
  const transition = `${motion ? 'transform' : 'opacity'} ${options.transitionMs}ms ease`;
  const enter = entering.slide.style;
  const leave = leaving.slide.style;
  enter.zIndex = '1';
  leave.zIndex = '0';
  if (motion) {
    enter.transition = 'none';
    enter.transform = motion.enter;
    enter.opacity = '1';
    // Commit the start position, or the browser would skip the transition.
    void entering.slide.offsetWidth;
    enter.transition = leave.transition = transition;
    enter.transform = 'none';
    leave.transform = motion.leave;
  } else {
    enter.transition = leave.transition = transition;
    enter.opacity = '1';
    leave.opacity = '0';
  }
  if (options.kenBurns) {
    leaving.image.classList.remove(KEN_BURNS_ACTIVE);
    entering.image.classList.add(KEN_BURNS_ACTIVE);
  }
}
