import type { BehaviourContext, Cleanup } from '@islet/core';
import { onReducedMotionChange, prefersReducedMotion } from '@islet/primitives';
import {
  nextSlide,
  settings,
  slideshowOptions,
  type SlideshowOptions,
  type SlideshowSettings,
} from './slideshow-options.ts';
import {
  KEN_BURNS_ACTIVE,
  changeSlide,
  createSlideLoader,
  mountSlides,
  type Slide,
} from './slideshow-slides.ts';

// While the next image is still loading, look again this often instead of showing a blank slide.
const WAIT_FOR_IMAGE_MS = 250;

export { settings };

/**
 * Background slideshow of sections and containers, without a slider library: the slides are
 * stacked and changed with one CSS transition (fade, or a slide in one of four directions), in
 * the builder's markup and classes so the site's Ken Burns CSS applies. It advances only while
 * in view, never under reduced motion, and shows an image only once it has loaded.
 */
export function connect(
  element: HTMLElement,
  ctx: BehaviourContext<SlideshowSettings>,
): Cleanup | void {
  // The gallery is required: without one the lifecycle skips the element, with a warning.
  const options = slideshowOptions(ctx.settings);
  const win = element.ownerDocument.defaultView ?? window;
  let reduced = prefersReducedMotion(win);
  let visible = false;
  const { root, slides } = mountSlides(element, options);
  const load = createSlideLoader(win, root, slides, (message) => ctx.warn(message));
  const rotation = createRotation(ctx, root, slides, options, load);

  if (options.lazy) {
    load(0);
    load(1);
  } else slides.forEach((_, index) => load(index));
  if (options.kenBurns && !reduced) slides[0]!.image.classList.add(KEN_BURNS_ACTIVE);

  if (reduced) ctx.report('active', 'reduced motion: first slide only');
  ctx.scheduler.observeIntersection(element, (entry) => {
    if (entry.isIntersecting === visible) return;
    visible = entry.isIntersecting;
    if (visible && !reduced) rotation.start();
    else rotation.stop();
  });
  // Switched on during the visit: stop where it is, without zooming. Switched off: carry on.
  ctx.own(
    onReducedMotionChange(win, (reduce) => {
      reduced = reduce;
      rotation
        .current()
        .image.classList.toggle(KEN_BURNS_ACTIVE, Boolean(options.kenBurns) && !reduce);
      if (reduce) rotation.stop();
      else if (visible) rotation.start();
    }),
  );
  ctx.explain({ ...options, images: options.images.length, reducedMotion: reduced });
  return () => root.remove();
}

/**
 * The timer that advances the slides: skips broken images, waits for one still loading, and
 * with lazy loading fetches the slide after the one it shows. `start` (re)starts a full slide
 * period; `stop` leaves the slide that is showing.
 */
function createRotation(
  ctx: BehaviourContext,
  root: HTMLElement,
  slides: readonly Slide[],
  options: SlideshowOptions,
  load: (index: number) => void,
) {
  let current = 0;
  let stop: Cleanup = () => {};
  const following = (from: number) => {
    let index: number | null = from;
    for (let tries = 0; tries < slides.length; tries++) {
      index = nextSlide(index, slides.length, options.loop);
      if (index === null || slides[index]!.state !== 'broken') return index;
    }
    return null;
  };
  const schedule = (ms: number) => {
    stop();
    stop = ctx.setTimeout(() => {
      const index = following(current);
      if (index === null) return;
      if (slides[index]!.state !== 'ok') {
        load(index);
        return schedule(WAIT_FOR_IMAGE_MS);
      }
      changeSlide(slides[current]!, slides[index]!, options);
      current = index;
      root.dataset.activeSlide = String(index);
      if (options.lazy) load(following(index) ?? index);
      schedule(options.slideMs);
    }, ms);
  };
  return {
    start: () => schedule(options.slideMs),
    stop: () => stop(),
    current: () => slides[current]!,
  };
}
