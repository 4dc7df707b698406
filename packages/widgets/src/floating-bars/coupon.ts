import type { BehaviourContext } from '@islet/core';
import { showAfterEntrance } from '../contact-buttons/floating-elements.ts';

/** The original shows the button this long after its delay, whether the animation ran or not. */
const SHOW_AFTER_DELAY_MS = 500;
/** Longest entrance (the builder's slowest is 2 s): shown anyway if no `animationend` comes. */
const LONGEST_ENTRANCE_MS = 2500;

/**
 * The button's entrance: the builder's animation class at once (the site CSS waits its delay),
 * the opacity given back 500 ms after the delay, `visible` when the animation ends.
 */
function enter(
  ctx: BehaviourContext,
  button: HTMLElement,
  { animation, delay, reduced }: { animation: string; delay: number; reduced: boolean },
): void {
  const show = () => {
    button.classList.remove('has-entrance-animation', 'animated');
    if (animation) button.classList.remove(animation);
    button.classList.add('visible');
  };
  if (!animation || reduced) ctx.setTimeout(show, delay);
  else {
    button.classList.add('animated', animation);
    ctx.setTimeout(
      () => button.classList.remove('has-entrance-animation'),
      delay + SHOW_AFTER_DELAY_MS,
    );
    showAfterEntrance(ctx, button, show, delay + LONGEST_ENTRANCE_MS);
  }
}

/**
 * The coupon (floating bars variant 3). Its entrance: `animated {name}` at once, the site CSS
 * waiting `--e-floating-bars-coupon-animation-delay` first; `has-entrance-animation` (opacity 0)
 * comes off 500 ms after the `delay` setting, `visible` when the animation ends. Under reduced
 * motion it simply appears once the delay has passed. A click copies the code, then shows the
 * success text instead of the code for `duration` ms, the button's size pinned meanwhile
 * (`--e-floating-bars-coupon-width/height`) so nothing around it moves; a status region announces
 * it, since the button's accessible name does not change.
 */
export function coupon(
  ctx: BehaviourContext,
  main: HTMLElement,
  options: { animation: string; delay: number; duration: number; reduced: boolean },
): void {
  const button = main.querySelector<HTMLElement>('.e-floating-bars__coupon-button');
  if (!button) return;
  const doc = main.ownerDocument;
  const win = doc.defaultView ?? window;

  if (button.classList.contains('has-entrance-animation')) enter(ctx, button, options);

  const code = button.querySelector<HTMLElement>('.e-floating-bars__coupon-code');
  const success = button.querySelector<HTMLElement>('.e-floating-bars__coupon-success');
  const text = (
    code?.querySelector('.e-floating-bars__coupon-text')?.textContent ??
    code?.textContent ??
    ''
  ).trim();
  if (!code || !text) return;
  const status = doc.createElement('span');
  status.className = 'elementor-screen-only';
  status.setAttribute('role', 'status');
  main.append(status);

  // Undoes the success state early: on a second click, or when the widget leaves.
  let restore: (() => void) | undefined;
  const reset = () => {
    restore?.();
    restore = undefined;
  };
  const showSuccess = (width: number, height: number) => {
    reset();
    main.style.setProperty('--e-floating-bars-coupon-width', `${width}px`);
    main.style.setProperty('--e-floating-bars-coupon-height', `${height}px`);
    code.classList.add('is-hidden');
    success?.classList.remove('is-hidden');
    status.textContent = success?.textContent?.trim() || 'Copied';
    let cancel = () => {};
    const back = () => {
      cancel();
      restore = undefined;
      code.classList.remove('is-hidden');
      success?.classList.add('is-hidden');
      main.style.setProperty('--e-floating-bars-coupon-width', 'initial');
      main.style.setProperty('--e-floating-bars-coupon-height', 'initial');
      status.textContent = '';
    };
    cancel = ctx.setTimeout(back, options.duration);
    restore = back;
  };
  button.addEventListener(
    'click',
    () => {
      const { width, height } = button.getBoundingClientRect();
      const clipboard = win.navigator.clipboard as Clipboard | undefined;
      const copied = clipboard
        ? clipboard.writeText(text)
        : Promise.reject(new Error('no clipboard'));
      copied.then(
        () => {
          if (!ctx.signal.aborted) showSuccess(width, height);
        },
        // No clipboard (a page served over plain http): the code is said aloud instead.
        () => {
          if (!ctx.signal.aborted) status.textContent = text;
        },
      );
    },
    { signal: ctx.signal },
  );
  ctx.own(() => {
    reset();
    status.remove();
  });
}
