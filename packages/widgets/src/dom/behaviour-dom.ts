import type { BehaviourContext } from '@islet/core';

// The few DOM helpers every widget behaviour uses, in one module so a page loads them as one
// small shared chunk rather than one request each.

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
