import type { BehaviourContext } from '@islet/core';

// The few DOM helpers every widget behaviour uses, in one module so a page loads them as one
// small shared chunk rather than one request each.

/**
 * addEventListener released on disconnect. Not through `{ signal }`: the runtime's AbortSignal
 * comes from the window Islet runs in, and a page inside another window (an iframe, jsdom) rejects it.
 */
export function listen<K extends keyof HTMLElementEventMap>(
  ctx: Pick<BehaviourContext, 'own'>,
  target: EventTarget,
  type: K | (string & {}),
  listener: (event: HTMLElementEventMap[K]) => void,
  options?: AddEventListenerOptions,
): void {
  const handler = listener as EventListener;
  target.addEventListener(type, handler, options);
  ctx.own(() => target.removeEventListener(type, handler, options));
}

/** The visitor asked the system for less motion: animations jump to their end state. */
export function prefersReducedMotion(win: Window): boolean {
  return typeof win.matchMedia === 'function'
    ? win.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Runs `callback` once, the first time `target` enters the viewport (the pooled observer). */
export function whenInView(ctx: BehaviourContext, target: Element, callback: () => void): void {
  let done = false;
  const stop = ctx.scheduler.observeIntersection(target, (entry) => {
    if (done || !entry.isIntersecting) return;
    done = true;
    stop();
    callback();
  });
}
