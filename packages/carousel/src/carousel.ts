import { prefersReducedMotion } from '@islet/primitives';
import { build, type Built, type Planned } from './carousel-build.ts';
import { carouselPlan, type SwiperModuleName } from './carousel-options.ts';
import { profileFor, type CarouselProfile } from './carousel-profiles.ts';
import { findContainer, slidesOf } from './carousel-slides.ts';
import { holdSlideSizes, holdSlideWidths } from './slide-widths.ts';
import { markSwiperHost } from './swiper-host.ts';
import { loadSwiper } from './swiper-modules.ts';
import type { CarouselContext } from './carousel-settings.ts';

export { settings } from './carousel-settings.ts';

/**
 * Every swiper-based widget, as a controller: `connect` finds the swiper container and plans the
 * carousel from the widget's settings (`carousel-options.ts`), `carousel-build.ts` builds swiper
 * with its keys, focus hold and rotation control once it has loaded, and the returned teardown
 * puts the server's markup back.
 */

/** The plan for one container, with the swiper modules it needs; explained to `inspect()`. */
function planCarousel(
  ctx: CarouselContext,
  profile: CarouselProfile,
  container: HTMLElement,
  win: Window,
): Planned {
  const slides = slidesOf(container);
  // The profile's family, slide defaults, forced effect and single view (the rest is unused).
  const plan = carouselPlan({
    ...profile,
    settings: ctx.settings,
    devices: ctx.devices.ranges,
    slideCount: slides.length,
    reducedMotion: prefersReducedMotion(win),
    hasArrows: ctx.find('.elementor-swiper-button-prev').length > 0,
    hasPagination: ctx.find('.swiper-pagination').length > 0,
    builderVersion: ctx.config.frontend.version,
  });
  const thumbsContainer = profile.thumbs ? ctx.find(profile.thumbs)[0] : undefined;
  const modules: SwiperModuleName[] = [...plan.modules];
  if (thumbsContainer) modules.push('thumbs');
  ctx.explain({ slides: slides.length, plan, modules });
  return { family: profile.family, plan, thumbsContainer, modules };
}

/**
 * Holds the slides where swiper will put them until it is built. The loop and nested carousels'
 * own CSS spaces and sizes their slides until swiper runs (a gap on the wrapper); a second
 * spacing there would be wrong.
 */
function holdSlides(
  ctx: CarouselContext,
  element: HTMLElement,
  container: HTMLElement,
  profile: CarouselProfile,
  { plan }: Planned,
): (() => void) | undefined {
  const win = element.ownerDocument.defaultView ?? window;
  if (profile.family === 'image') return holdSlideWidths(ctx, element, win, plan);
  if (profile.family === 'pro') return holdSlideSizes(ctx.devices, slidesOf(container), plan);
  return undefined;
}

/**
 * How close a carousel outside the first viewport comes before it is built: a viewport's height
 * above or below it. Building is the carousel's one long task (about 100 ms at Lighthouse's
 * mobile CPU); spent on every carousel of a long page at load, it fell in the page's loading
 * time, where a visitor's first tap waits for it, for carousels the visitor may never reach.
 */
export const NEAR_VIEWPORT = '100% 0px';

/**
 * Calls `near` at once for a carousel of the first viewport (or one the visitor touched: the
 * probe below is `ctx.idle`'s own test), else once it comes within NEAR_VIEWPORT of being seen.
 * An interaction needs no watch of its own: what the visitor can touch is in view, and the core
 * holds the interaction until the carousel has been built. Returns the watch's cleanup.
 */
function whenNear(element: HTMLElement, ctx: CarouselContext, near: () => void): () => void {
  let now = false;
  // Runs its task at once exactly for the first viewport and a touched element; else queued, and
  // dropped here.
  ctx.idle(() => (now = true))();
  if (now) {
    near();
    return () => {};
  }
  ctx.report('pending', 'waits until near the viewport');
  const stop = ctx.scheduler.observeIntersection(
    element,
    (entry) => {
      if (!entry.isIntersecting) return;
      stop();
      near();
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  return stop;
}

/**
 * Swiper (core plus only the modules this carousel uses) downloads when the carousel hydrates
 * (at boot in the first viewport, else in idle time after it), and is built in the core's idle
 * time (`ctx.idle`), so construction never lands in a scroll frame; an interaction with the
 * carousel builds it at once. A carousel outside the first viewport is built only once it comes
 * within NEAR_VIEWPORT of being seen (`whenNear`). Until then the server's markup is what shows.
 */
export function connect(element: HTMLElement, ctx: CarouselContext): () => void {
  const profile = profileFor(ctx.info.widgetName, ctx.info.skin);
  const win = element.ownerDocument.defaultView ?? window;
  let built: Built | undefined;
  let container: HTMLElement | undefined;
  let generation = 0;
  let stopHolding: (() => void) | undefined;
  let stopWaiting: (() => void) | undefined;

  const teardown = () => {
    generation++;
    stopWaiting?.();
    stopWaiting = undefined;
    built?.stop();
    built = undefined;
    container = undefined;
  };

  const setUp = () => {
    container = profile ? findContainer(ctx, profile) : undefined;
    if (!profile || !container) {
      ctx.warn('carousel has no slides; it stays as the server rendered it.');
      ctx.report('skipped', 'no swiper container with slides');
      return;
    }
    const planned = planCarousel(ctx, profile, container, win);
    stopHolding?.();
    stopHolding = holdSlides(ctx, element, container, profile, planned);
    ctx.own(markSwiperHost(container, ctx.config.frontend.version, planned.plan.offsetSides));
    // The core's words for a behaviour on its way (`loading chunk …`, `waits for idle
    // hydration`), so a page counts as settled only once the carousel is built; one waiting to
    // come near (`whenNear`) counts as settled, since the visitor may never scroll to it.
    ctx.report('pending', 'loading chunk swiper');

    const target = container;
    const mine = generation;
    void loadSwiper(planned.modules).then(
      (loaded) => {
        if (mine !== generation || ctx.signal.aborted) return;
        stopWaiting = whenNear(element, ctx, () => {
          ctx.report('pending', 'waits for idle hydration');
          ctx.idle(() => {
            if (mine !== generation) return;
            // The image family's hold is the builder's own CSS variable, which stays under swiper.
            if (profile.family !== 'image') {
              stopHolding?.();
              stopHolding = undefined;
            }
            built = build(ctx, element, loaded, target, planned);
            ctx.report('active');
          });
        });
      },
      (error: unknown) => {
        ctx.warn(`swiper failed to load: ${String(error)}`);
        ctx.report('skipped', 'swiper failed to load');
      },
    );
  };

  ctx.own(() => stopHolding?.());
  setUp();

  // The loop widget may replace the carousel's content (a filter, a refresh): when the swiper
  // container it was built on leaves the page, the carousel is built again on the new one.
  const observer = new win.MutationObserver(() => {
    if (container && element.contains(container)) return;
    if (!container && !(profile && findContainer(ctx, profile))) return;
    teardown();
    setUp();
  });
  observer.observe(element, { childList: true, subtree: true });
  ctx.own(() => observer.disconnect());

  return teardown;
}
