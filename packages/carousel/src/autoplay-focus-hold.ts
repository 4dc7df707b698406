import type { Swiper } from 'swiper';

/**
 * WAI-ARIA carousel pattern (WCAG 2.2.2): rotation stops while keyboard focus is inside the
 * carousel and resumes when focus leaves, unless an interaction or the rotation control stopped
 * it for good. Swiper's autoplay knows only its own hover pause: it pauses itself at every slide
 * transition and resumes at its end (and on pointer leave, and when the tab shows again). So the
 * hold is a flag that turns each of those resumes back into a pause for as long as focus stays.
 * Swiper drops its listeners when destroyed, the element's go with `signal`.
 */
export function holdAutoplayWhileFocused(
  element: HTMLElement,
  swiper: Swiper,
  signal: AbortSignal,
): void {
  let held = false;
  const hold = () => held && swiper.autoplay.pause();
  element.addEventListener(
    'focusin',
    () => {
      held = true;
      // Mid-transition swiper is paused already and resumes at transitionend, which `hold` then
      // meets. Pausing now would count the time since the last slide change as spent: none left.
      if (!swiper.autoplay.paused) hold();
    },
    { signal },
  );
  element.addEventListener(
    'focusout',
    (event) => {
      if (event.relatedTarget instanceof Node && element.contains(event.relatedTarget)) return;
      held = false;
      if (swiper.autoplay.running) swiper.autoplay.resume();
    },
    { signal },
  );
  swiper.on('autoplayResume', hold);
  // Pressing "Start automatic slide show" (the rotation control is inside) asks for rotation.
  swiper.on('autoplayStart', () => (held = false));
}
