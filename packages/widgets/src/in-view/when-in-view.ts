import type { BehaviourContext } from '@islet/core';

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
