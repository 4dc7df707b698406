import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { countClicks } from '../contact-buttons/click-counts.ts';
import { delaySetting, floatingRoot } from '../contact-buttons/floating-elements.ts';
import { prefersReducedMotion } from '@islet/primitives';
import { placeBar } from './bar-placement.ts';
import { coupon } from './coupon.ts';
import { successDuration } from './success-duration.ts';
import { ticker } from './ticker.ts';

export const settings = {
  style_ticker_animation_type: schema.string({ oneOf: ['autoplay', 'scroll'], responsive: true }),
  style_coupon_animation: schema.string({ responsive: true }),
  style_coupon_animation_delay: schema.responsive(delaySetting()),
  // Seconds unless the slider says `ms` (success-duration.ts).
  style_coupon_success_message_duration: schema.lenient(schema.measure({ unit: 's' })),
};

type Settings = SettingsOf<typeof settings>;

/**
 * Floating bars: variant 2 (the ticker) and variant 3 (the coupon). Both: placed as the builder
 * places them (bar-placement.ts), dismissed by the close button and by Escape with the focus inside
 * (`is-hidden`, `aria-hidden`), the page's room given back; clicks on the coupon and the
 * headlines counted for the site owner (`click-counts.ts`). The builder's container classes
 * (`e-con-inner--floating-bars`, `e-con--floating-bars`) go on the containers around. The original
 * also moved the focus to the bar on load; Islet does not take the visitor's focus. Untouched when
 * the page builder's container feature is off, since the builder only has these widgets with it on.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<Settings>) {
  const main = floatingRoot(ctx, '.e-floating-bars');
  if (!main) return;
  countClicks(ctx, main);
  const placement = placeBar(ctx, element, main);

  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const reduced = prefersReducedMotion(win);
  main.closest('.e-con-inner')?.classList.add('e-con-inner--floating-bars');
  main.closest('.e-con')?.classList.add('e-con--floating-bars');

  const dismiss = () => {
    main.classList.add('is-hidden');
    main.setAttribute('aria-hidden', 'true');
    placement.release();
  };
  const close = main.querySelector<HTMLElement>('.e-floating-bars__close-button');
  if (close) close.addEventListener('click', dismiss, { signal: ctx.signal });
  win.addEventListener(
    'keyup',
    (event: KeyboardEvent) => {
      if (event.key === 'Escape' && main.contains(doc.activeElement)) dismiss();
    },
    { signal: ctx.signal },
  );

  const variant = ctx.info.widgetName ?? '';
  if (variant === 'floating-bars-var-2' || main.classList.contains('e-floating-bars-var-2'))
    ticker(ctx, main, {
      type: (ctx.setting('style_ticker_animation_type') as string | undefined) ?? 'autoplay',
      reduced,
      rtl: ctx.config.rtl,
    });
  else {
    const animation = ctx.setting('style_coupon_animation') as string | undefined;
    coupon(ctx, main, {
      animation: animation && animation !== 'none' ? animation : '',
      delay: (ctx.setting('style_coupon_animation_delay') as number | undefined) ?? 0,
      duration: successDuration(ctx.settings.style_coupon_success_message_duration),
      reduced,
    });
  }
}
