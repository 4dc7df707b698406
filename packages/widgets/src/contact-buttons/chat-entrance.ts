import type { BehaviourContext } from '@islet/core';
import { showAfterEntrance } from './floating-elements.ts';

/** Longest an entrance may take after its delay (the builder's slowest is 3 s): shown anyway then. */
const LONGEST_ENTRANCE_MS = 3500;

/**
 * The chat button's entrance, as the builder's CSS expects it: `has-entrance-animation` keeps the
 * button at `opacity: 0`; the animation's class starts it, `has-entrance-animation-delay` makes the
 * CSS wait `--e-contact-button-chat-button-animation-delay` (the `delay` setting) first; `visible`
 * shows it for good. Only opacity changes, so the page never shifts. Under reduced motion there is
 * no animation, but the button still appears only once the delay has passed.
 */
export function chatButtonEntrance(
  ctx: BehaviourContext,
  button: HTMLElement,
  options: { animation: string; delay: number; reduced: boolean },
): void {
  if (!button.classList.contains('has-entrance-animation')) return;
  const { animation, reduced } = options;
  const delay = button.classList.contains('has-entrance-animation-delay') ? options.delay : 0;
  const show = () => {
    if (animation) button.classList.remove(animation);
    button.classList.add('visible');
  };
  if (!animation || reduced) {
    if (delay > 0) ctx.setTimeout(show, delay);
    else show();
    return;
  }
  button.classList.add(animation);
  showAfterEntrance(ctx, button, show, delay + LONGEST_ENTRANCE_MS);
}
