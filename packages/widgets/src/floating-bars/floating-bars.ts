import { schema, type BehaviourContext } from '@islet/core';
import { listen, prefersReducedMotion } from '../dom/behaviour-dom.ts';

export const settings = {
  style_cta_button_animation: schema.string({ responsive: true }),
};

type Settings = {
  [K in keyof typeof settings]?: (typeof settings)[K] extends schema.Check<infer T> ? T : never;
};

/**
 * Floating bars (variants 2 and 3): the close button and Escape (focus inside) dismiss the bar
 * (`is-hidden`). A sticky bar at the top pads the page by its height, below the admin bar, and
 * counts as a scroll offset; a top bar that does not stick moves to the start of the page, as the
 * original does. The call-to-action's entrance animation class comes off when it ends (`visible`).
 * The original also moved the focus to the bar on load; Islet does not take the visitor's focus.
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
  const body = doc.body;
  const close = main.querySelector<HTMLElement>('.e-floating-bars__close-button');
  const cta = main.querySelector<HTMLElement>('.e-floating-bars__cta-button');
  const atTop = main.classList.contains('has-vertical-position-top');
  const stickyTop = atTop && main.classList.contains('is-sticky');
  const paddingBefore = body.style.paddingTop;

  if (stickyTop) {
    ctx.scheduler.read(() => {
      const height = main.offsetHeight;
      const adminBar = doc.getElementById('wpadminbar')?.offsetHeight ?? 0;
      ctx.scheduler.write(() => {
        body.style.paddingTop = `${height}px`;
        if (adminBar) main.style.top = `${adminBar}px`;
      });
    });
    ctx.scrollOffsets.add(() => (main.classList.contains('is-hidden') ? 0 : main.offsetHeight));
  } else if (atTop) {
    // Printed where the widget sits, shown as the page's first band: the original moves it there.
    // Only when not there yet: the move itself reconnects the widget.
    const adminBar = doc.getElementById('wpadminbar');
    if (adminBar && adminBar.nextElementSibling !== element) adminBar.after(element);
    else if (!adminBar && body.firstElementChild !== element) body.prepend(element);
  }

  const dismiss = () => {
    main.classList.add('is-hidden');
    main.setAttribute('aria-hidden', 'true');
    if (stickyTop) body.style.paddingTop = paddingBefore;
  };
  if (close) listen(ctx, close, 'click', dismiss);
  listen(ctx, win, 'keyup', (event: KeyboardEvent) => {
    if (event.key === 'Escape' && main.contains(doc.activeElement)) dismiss();
  });

  const animation = ctx.setting('style_cta_button_animation') as string | undefined;
  if (cta?.classList.contains('has-entrance-animation')) {
    if (animation && animation !== 'none' && !prefersReducedMotion(win)) {
      cta.classList.add(animation);
      listen(ctx, cta, 'animationend', () => {
        cta.classList.remove(animation);
        cta.classList.add('visible');
      });
    } else cta.classList.add('visible');
  }
  ctx.own(() => {
    body.style.paddingTop = paddingBefore;
  });
}
