import type { BehaviourContext } from '@islet/core';
import { prefersReducedMotion } from '@islet/primitives';
import { whenInView } from '../dom/behaviour-dom.ts';
import { countAt, decimalsOf, formatCount } from './count-format.ts';

const isNumber = (text: string | undefined): text is string =>
  text !== undefined && text.trim() !== '' && Number.isFinite(Number(text));

/**
 * Counter: counts from `data-from-value` to `data-to-value` over `data-duration` ms, with the
 * `data-delimiter` thousands separator and the end value's decimals, once, when it comes into view.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const number = ctx.find('.elementor-counter-number')[0];
  const data = number?.dataset;
  const problem = !number
    ? 'missing markup: no .elementor-counter-number'
    : !isNumber(data?.toValue)
      ? `bad data-to-value ${JSON.stringify(data?.toValue ?? null)}`
      : data?.fromValue !== undefined && !isNumber(data.fromValue)
        ? `bad data-from-value ${JSON.stringify(data.fromValue)}`
        : data?.duration !== undefined && !(isNumber(data.duration) && Number(data.duration) >= 0)
          ? `bad data-duration ${JSON.stringify(data.duration)}`
          : '';
  if (problem || !number || !data?.toValue) {
    ctx.warn(problem);
    ctx.report('skipped', problem);
    return;
  }
  const from = Number(data.fromValue ?? 0);
  const to = Number(data.toValue);
  const duration = Number(data.duration ?? 2000);
  const decimals = decimalsOf(data.toValue);
  const delimiter = data.delimiter ?? '';
  const win = element.ownerDocument.defaultView ?? window;
  const show = (value: number) => {
    number.textContent = formatCount(value, decimals, delimiter);
  };

  whenInView(ctx, number, () => {
    if (prefersReducedMotion(win) || duration === 0) {
      show(to);
      return;
    }
    const start = win.performance.now();
    const frame = () => {
      const elapsed = win.performance.now() - start;
      show(countAt(from, to, elapsed, duration));
      if (elapsed < duration) ctx.scheduler.write(frame);
    };
    ctx.scheduler.write(frame);
  });
}
