import type { BehaviourContext } from '@islet/core';
import { prefersReducedMotion } from '@islet/primitives';

/** Alert: the dismiss button fades the alert out and removes it from the layout. */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const box = ctx.find('.elementor-alert')[0];
  if (!box) {
    ctx.warn('missing markup: no .elementor-alert');
    ctx.report('skipped', 'missing markup: no .elementor-alert');
    return;
  }
  const button = box.querySelector<HTMLElement>('.elementor-alert-dismiss');
  if (!button) return;
  const win = element.ownerDocument.defaultView ?? window;
  button.addEventListener(
    'click',
    () => {
      const hide = () => {
        box.style.display = 'none';
        box.hidden = true;
      };
      if (prefersReducedMotion(win) || typeof box.animate !== 'function') {
        hide();
        return;
      }
      // jQuery's fadeOut, which the original used: 400 ms, then display none.
      box.animate([{ opacity: 1 }, { opacity: 0 }], { duration: 400, fill: 'forwards' }).onfinish =
        hide;
    },
    { signal: ctx.signal },
  );
}
