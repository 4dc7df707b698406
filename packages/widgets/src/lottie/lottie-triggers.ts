import type { BehaviourContext } from '@islet/core';
import { prefersReducedMotion } from '@islet/primitives';
import type { AnimationItem } from 'lottie-web';
import { frameSegment, scrollProgress, type LottieOptions } from './lottie-settings.ts';

/** One animation between its start and end frames (reversed when set). */
interface Playback {
  animation: AnimationItem;
  from: number;
  to: number;
  /** Back to the still first frame. */
  still(): void;
  play(direction?: 1 | -1): void;
}

/**
 * Plays the animation as `trigger` says: on load, in the viewport, with the scroll, on hover or
 * on click. Visitors who ask for less motion see a still frame unless they start it themselves.
 */
export function drive(
  element: HTMLElement,
  target: HTMLElement,
  ctx: BehaviourContext,
  animation: AnimationItem,
  settings: LottieOptions,
) {
  const [first, last] = frameSegment(animation.totalFrames, settings.start, settings.end);
  const reduced = prefersReducedMotion(element.ownerDocument.defaultView!);
  const from = settings.reverse ? last : first;
  const to = settings.reverse ? first : last;
  animation.setSpeed(settings.speed);
  const playback: Playback = {
    animation,
    from,
    to,
    still: () => animation.goToAndStop(from, true),
    play(direction = 1) {
      animation.setDirection(direction);
      animation.playSegments(direction === 1 ? [from, to] : [to, from], true);
    },
  };
  playback.still();
  const { trigger } = settings;
  if ((trigger === 'load' || trigger === 'viewport' || trigger === 'scroll') && reduced) return;
  if (trigger === 'load') playback.play();
  else if (trigger === 'viewport') playInView(element, ctx, playback, settings);
  else if (trigger === 'scroll') followScroll(element, ctx, playback, settings);
  else if (trigger === 'hover') playOnHover(element, ctx, playback, settings);
  else playOnClick(element, target, ctx, playback, settings);
}

function playInView(
  element: HTMLElement,
  ctx: BehaviourContext,
  { animation, play }: Playback,
  settings: LottieOptions,
) {
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
}

function followScroll(
  element: HTMLElement,
  ctx: BehaviourContext,
  { animation, from, to }: Playback,
  settings: LottieOptions,
) {
  const win = element.ownerDocument.defaultView!;
  // Measured in the frame's read phase, drawn in its write phase: with several animations on a
  // page, no measurement follows another one's drawing.
  const update = () => {
    const box = element.getBoundingClientRect();
    const progress = scrollProgress(box.top, box.height, win.innerHeight, settings.viewport);
    ctx.scheduler.write(() => animation.goToAndStop(from + (to - from) * progress, true));
  };
  update();
  ctx.own(ctx.scheduler.onScroll(update));
}

function playOnHover(
  element: HTMLElement,
  ctx: BehaviourContext,
  { animation, play, still }: Playback,
  settings: LottieOptions,
) {
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
}

/** A click on the animation plays it (again); as a control it is reachable by keyboard. */
function playOnClick(
  element: HTMLElement,
  target: HTMLElement,
  ctx: BehaviourContext,
  { play }: Playback,
  settings: LottieOptions,
) {
  const control = element.querySelector<HTMLElement>('.e-lottie__container') ?? target;
  if (!control.closest('a')) {
    control.setAttribute('role', 'button');
    control.tabIndex = 0;
    control.setAttribute('aria-label', settings.alt || 'Play the animation');
    target.removeAttribute('role');
    target.removeAttribute('aria-label');
    target.setAttribute('aria-hidden', 'true');
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
