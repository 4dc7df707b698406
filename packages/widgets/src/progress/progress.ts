import type { BehaviourContext } from '@islet/core';
import { prefersReducedMotion } from '@islet/primitives';
import { whenInView } from '../dom/behaviour-dom.ts';

/** Progress bar: fills to its `data-max` percentage (the site CSS animates the width) in view. */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const bar = ctx.find('.elementor-progress-bar')[0];
  const max = bar?.dataset.max;
  const percent = Number(max);
  const problem = !bar
    ? 'missing markup: no .elementor-progress-bar'
    : max === undefined || max.trim() === '' || !Number.isFinite(percent)
      ? `bad data-max ${JSON.stringify(max ?? null)}`
      : '';
  if (problem || !bar) {
    ctx.warn(problem);
    ctx.report('skipped', problem);
    return;
  }
  const win = element.ownerDocument.defaultView ?? window;
  whenInView(ctx, bar, () => {
    ctx.scheduler.write(() => {
      if (prefersReducedMotion(win)) bar.style.transition = 'none';
      bar.style.width = `${Math.min(100, Math.max(0, percent))}%`;
    });
  });
}
