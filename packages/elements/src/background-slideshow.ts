import type { BehaviourContext, Cleanup } from '@islet/core';
import { onReducedMotionChange, prefersReducedMotion } from '@islet/primitives';
import { nextSlide, readSlideshow, slideMotion } from './slideshow-options.ts';

interface Slide {
  slide: HTMLElement;
  image: HTMLElement;
  url: string;
  state: 'new' | 'loading' | 'ok' | 'broken';
}

const KEN_BURNS_ACTIVE = 'elementor-ken-burns--active';
// While the next image is still loading, look again this often instead of showing a blank slide.
const WAIT_FOR_IMAGE_MS = 250;

/**
 * Background slideshow of sections and containers, without a slider library: the slides are
 * stacked and changed with one CSS transition (fade, or a slide in one of four directions), in
 * the builder's markup and classes so the site's Ken Burns CSS applies. It advances only while
 * in view, never under reduced motion, and shows an image only once it has loaded.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext): Cleanup | void {
  const { options, warnings } = readSlideshow(ctx.rawSettings);
  if (warnings.length) ctx.warn(warnings.join('; '));
  if (!options) {
    ctx.report('skipped', 'no slideshow images');
    return;
  }
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  let reduced = prefersReducedMotion(win);
  const motion = slideMotion(options.transition);
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

  let current = 0;
  let warnedBroken = false;
  let stopTimer: Cleanup = () => {};
  let visible = false;

  const load = (index: number) => {
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
        ctx.warn(`slideshow image ${JSON.stringify(entry.url)} could not be loaded: left out`);
      warnedBroken = true;
      if (slides.every((s) => s.state === 'broken')) root.remove();
    };
    probe.src = entry.url;
  };
  const following = (from: number) => {
    let index: number | null = from;
    for (let tries = 0; tries < slides.length; tries++) {
      index = nextSlide(index, slides.length, options.loop);
      if (index === null || slides[index]!.state !== 'broken') return index;
    }
    return null;
  };

  const show = (index: number) => {
    const leaving = slides[current]!;
    const entering = slides[index]!;
    const transition = `${motion ? 'transform' : 'opacity'} ${options.transitionMs}ms ease`;
    entering.slide.style.zIndex = '1';
    leaving.slide.style.zIndex = '0';
    if (motion) {
      entering.slide.style.transition = 'none';
      entering.slide.style.transform = motion.enter;
      entering.slide.style.opacity = '1';
      // Commit the start position, or the browser would skip the transition.
      void entering.slide.offsetWidth;
      entering.slide.style.transition = leaving.slide.style.transition = transition;
      entering.slide.style.transform = 'none';
      leaving.slide.style.transform = motion.leave;
    } else {
      entering.slide.style.transition = leaving.slide.style.transition = transition;
      entering.slide.style.opacity = '1';
      leaving.slide.style.opacity = '0';
    }
    if (options.kenBurns) {
      leaving.image.classList.remove(KEN_BURNS_ACTIVE);
      entering.image.classList.add(KEN_BURNS_ACTIVE);
    }
    current = index;
    root.dataset.activeSlide = String(index);
  };

  const schedule = (ms: number) => {
    stopTimer();
    stopTimer = ctx.setTimeout(() => {
      const index = following(current);
      if (index === null) return;
      const entry = slides[index]!;
      if (entry.state !== 'ok') {
        load(index);
        return schedule(WAIT_FOR_IMAGE_MS);
      }
      show(index);
      if (options.lazy) load(following(index) ?? index);
      schedule(options.slideMs);
    }, ms);
  };

  if (options.lazy) {
    load(0);
    load(1);
  } else slides.forEach((_, index) => load(index));
  root.dataset.activeSlide = '0';
  if (options.kenBurns && !reduced) slides[0]!.image.classList.add(KEN_BURNS_ACTIVE);

  if (reduced) ctx.report('active', 'reduced motion: first slide only');
  ctx.scheduler.observeIntersection(element, (entry) => {
    if (entry.isIntersecting === visible) return;
    visible = entry.isIntersecting;
    if (visible && !reduced) schedule(options.slideMs);
    else stopTimer();
  });
  // Switched on during the visit: stop where it is, without zooming. Switched off: carry on.
  ctx.own(
    onReducedMotionChange(win, (reduce) => {
      reduced = reduce;
      slides[current]!.image.classList.toggle(
        KEN_BURNS_ACTIVE,
        Boolean(options.kenBurns) && !reduce,
      );
      if (reduce) stopTimer();
      else if (visible) schedule(options.slideMs);
    }),
  );
  ctx.explain({ ...options, images: options.images.length, reducedMotion: reduced });
  return () => root.remove();
}
