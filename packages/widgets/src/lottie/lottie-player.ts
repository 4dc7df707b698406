import type { BehaviourContext } from '@islet/core';
import type { AnimationItem, LottiePlayer } from 'lottie-web';
import {
  frameSegment,
  isAnimationData,
  lottieOptions,
  scrollProgress,
  type LottieOptions,
} from './lottie-settings.ts';
import { loadPart, prefersReducedMotion } from '@islet/primitives';

/**
 * The animation player: lottie-web (its SVG-only light build) and the animation file load when
 * the widget hydrates (the core's idle time outside the first viewport), never on pages without
 * the widget, and the animation is built in idle time (`ctx.idle`), never in a scroll frame. It plays on load, in
 * the viewport, with the scroll, on hover or on click as `trigger` says, with the speed, loop,
 * reverse and start/end points of the settings. Visitors who ask for less motion see a still
 * frame unless they start it themselves (hover, click). A file that is missing or not an
 * animation: one warning, and the widget shows its fallback.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  const options = lottieOptions(ctx.rawSettings);
  const target = element.querySelector<HTMLElement>('.e-lottie__animation');
  if (!target || !options.url) {
    ctx.warn(
      !target
        ? 'the animation has no .e-lottie__animation in its markup; it is left as printed.'
        : 'the animation has no file; it is left as printed.',
    );
    ctx.report('skipped', !target ? 'no .e-lottie__animation' : 'no animation file');
    return;
  }
  const url = options.url;
  if (options.alt) {
    target.setAttribute('role', 'img');
    target.setAttribute('aria-label', options.alt);
  } else target.setAttribute('aria-hidden', 'true');

  void start();

  async function start() {
    ctx.report('pending', 'loading the animation');
    let data: unknown;
    try {
      const response = await win.fetch(new URL(url, doc.baseURI).href, { signal: ctx.signal });
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      data = await response.json();
      if (!isAnimationData(data)) throw new Error('the file is not a Lottie animation');
    } catch (error) {
      if (ctx.signal.aborted) return;
      fail(`the animation ${url} could not be played: ${errorText(error)}.`);
      return;
    }
    // One warning for the page when the player cannot load, however many animations it has.
    const player = await loadPart(
      ctx,
      'lottie-web',
      () => import('lottie-web/build/player/lottie_light'),
    );
    if (!player) return fallBack('the animation player could not load');
    if (ctx.signal.aborted) return;
    const lottie: LottiePlayer = player.default;
    ctx.idle(() => build(lottie, data));
  }

  function build(lottie: LottiePlayer, data: unknown) {
    let animation: AnimationItem;
    try {
      animation = lottie.loadAnimation({
        container: target!,
        renderer: 'svg',
        loop: options.loop,
        autoplay: false,
        animationData: data,
        rendererSettings: { preserveAspectRatio: 'xMidYMid meet' },
      });
    } catch (error) {
      fail(`the animation ${url} could not be played: ${errorText(error)}.`);
      return;
    }
    ctx.own(() => animation.destroy());
    element.classList.add('e-lottie--loaded');
    drive(animation, options);
    ctx.report('active');
  }

  function fail(message: string) {
    ctx.warn(message);
    fallBack('broken animation file');
  }

  function fallBack(reason: string) {
    ctx.report('skipped', reason);
    // The fallback: an empty, labelled box the site's CSS can style, not a broken player.
    target!.replaceChildren();
    element.classList.add('e-lottie--fallback');
    if (options.alt) target!.textContent = options.alt;
  }

  function drive(animation: AnimationItem, settings: LottieOptions) {
    const [first, last] = frameSegment(animation.totalFrames, settings.start, settings.end);
    const reduced = prefersReducedMotion(win);
    const from = settings.reverse ? last : first;
    const to = settings.reverse ? first : last;
    animation.setSpeed(settings.speed);
    const still = () => animation.goToAndStop(from, true);
    const play = (direction: 1 | -1 = 1) => {
      animation.setDirection(direction);
      animation.playSegments(direction === 1 ? [from, to] : [to, from], true);
    };
    still();
    const { trigger } = settings;
    if ((trigger === 'load' || trigger === 'viewport') && reduced) return;
    if (trigger === 'load') play();
    else if (trigger === 'viewport') {
      const { start, end } = settings.viewport;
      let played = false;
      ctx.scheduler.observeIntersection(
        element,
        (entry) => {
          if (entry.isIntersecting) {
            if (!played) play();
            else animation.play();
            played = true;
          } else animation.pause();
        },
        { rootMargin: `-${100 - end}% 0px -${start}% 0px` },
      );
    } else if (trigger === 'scroll') {
      if (reduced) return;
      // Measured in the frame's read phase, drawn in its write phase: with several animations on
      // a page, no measurement follows another one's drawing.
      const update = () => {
        const box = element.getBoundingClientRect();
        const progress = scrollProgress(box.top, box.height, win.innerHeight, settings.viewport);
        ctx.scheduler.write(() => animation.goToAndStop(from + (to - from) * progress, true));
      };
      update();
      ctx.own(ctx.scheduler.onScroll(update));
    } else if (trigger === 'hover') {
      const area =
        (settings.hoverArea === 'column'
          ? element.closest<HTMLElement>('.elementor-column, .e-con')
          : settings.hoverArea === 'section'
            ? element.closest<HTMLElement>('.elementor-section, .e-con.e-parent, .e-con')
            : null) ?? element;
      area.addEventListener('mouseenter', () => play(), { signal: ctx.signal });
      area.addEventListener(
        'mouseleave',
        () => {
          if (settings.hoverOut === 'reverse') {
            animation.setDirection(-1);
            animation.play();
          } else if (settings.hoverOut === 'pause') animation.pause();
          else still();
        },
        { signal: ctx.signal },
      );
    } else {
      // A click on the animation plays it (again); as a control it is reachable by keyboard.
      const control = element.querySelector<HTMLElement>('.e-lottie__container') ?? target!;
      if (!control.closest('a')) {
        control.setAttribute('role', 'button');
        control.tabIndex = 0;
        control.setAttribute('aria-label', settings.alt || 'Play the animation');
        target!.removeAttribute('role');
        target!.removeAttribute('aria-label');
        target!.setAttribute('aria-hidden', 'true');
      }
      control.addEventListener('click', () => play(), { signal: ctx.signal });
      control.addEventListener(
        'keydown',
        (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          play();
        },
        { signal: ctx.signal },
      );
    }
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
