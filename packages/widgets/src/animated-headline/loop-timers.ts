import type { BehaviourContext } from '@islet/core';

/**
 * Runs a callback after `ms`, unless the behaviour disconnects first; `onScreen`: not before the
 * headline is on screen.
 */
export type Later = (callback: () => void, ms: number, onScreen?: boolean) => void;

/**
 * The timers of a looping animation. A loop only moves on while the headline is on screen: a
 * step due while it is off screen waits for it.
 */
export function loopTimers(ctx: BehaviourContext, headline: Element): Later {
  // Timers of a looping animation come and go; one set holds the live ones for cleanup.
  const timers = new Set<ReturnType<typeof setTimeout>>();
  ctx.own(() => timers.forEach(clearTimeout));
  let visible = false;
  let waiting: (() => void) | undefined;
  ctx.scheduler.observeIntersection(headline, (entry) => {
    visible = entry.isIntersecting;
    if (visible && waiting) {
      const resume = waiting;
      waiting = undefined;
      resume();
    }
  });
  return (callback, ms, onScreen) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!onScreen || visible) callback();
      else waiting = callback;
    }, ms);
    timers.add(timer);
  };
}
