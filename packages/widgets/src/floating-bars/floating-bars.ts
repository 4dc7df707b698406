import { schema, type BehaviourContext } from '@islet/core';
import { listen, prefersReducedMotion, whenInView } from '../dom/behaviour-dom.ts';

export const settings = {
  style_cta_button_animation: schema.string({ responsive: true }),
  style_cta_button_animation_delay: schema.number({ min: 0 }),
};

type Settings = {
  [K in keyof typeof settings]?: (typeof settings)[K] extends schema.Check<infer T> ? T : never;
};

/**
 * Floating bars: the close button dismisses the bar (`is-hidden`, which the site CSS animates),
 * a bar at the top that does not stick pushes the page down by its height instead of covering
 * it, and the call-to-action button plays its entrance animation when it comes into view.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<Settings>) {
  const main = ctx.find('.e-floating-bars')[0];
  if (!main) {
    ctx.warn('missing markup: no .e-floating-bars');
    ctx.report('skipped', 'missing markup: no .e-floating-bars');
    return;
  }
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const close = main.querySelector<HTMLElement>('.e-floating-bars__close-button');
  const cta = main.querySelector<HTMLElement>('.e-floating-bars__cta-button');

  const atTop = main.classList.contains('has-vertical-position-top');
  const sticky = main.classList.contains('is-sticky');
  let padding = 0;
  const body = doc.body;
  const before = body.style.paddingTop;
  if (atTop && !sticky) {
    // A bar over the top of the page would hide its header: the page starts below it.
    ctx.scheduler.read(() => {
      padding = main.getBoundingClientRect().height;
      ctx.scheduler.write(() => (body.style.paddingTop = `${padding}px`));
    });
  } else if (atTop && sticky) {
    ctx.scrollOffsets.add(() =>
      main.classList.contains('is-hidden') ? 0 : main.getBoundingClientRect().height,
    );
  }

  if (close) {
    listen(ctx, close, 'click', () => {
      main.classList.add('is-hidden');
      main.setAttribute('aria-hidden', 'true');
      if (padding) body.style.paddingTop = before;
    });
  }

  const animation = ctx.setting('style_cta_button_animation') as string | undefined;
  if (cta && animation && animation !== 'none' && !prefersReducedMotion(win)) {
    cta.classList.add('has-entrance-animation');
    whenInView(ctx, cta, () => {
      ctx.setTimeout(() => {
        cta.classList.add('visible', 'animated', animation);
      }, ctx.settings.style_cta_button_animation_delay ?? 0);
    });
  }
  ctx.own(() => {
    body.style.paddingTop = before;
  });
}
