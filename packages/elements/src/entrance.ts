import type { BehaviourContext, Cleanup } from '@islet/core';
import { planEntrance, settings, type EntranceSettings } from './entrance-plan.ts';
import { prefersReducedMotion } from '@islet/primitives';
import { revealUnreadable } from './reveal-unreadable.ts';

const HIDDEN = 'elementor-invisible';

export { settings };

/**
 * Entrance animations: an element the server printed hidden is revealed once, when it enters the
 * viewport, after its delay, with `animated {name}` for the site's animation CSS. All elements
 * share the scheduler's one pooled IntersectionObserver; nothing runs per frame.
 */
export function connect(
  element: HTMLElement,
  ctx: BehaviourContext<EntranceSettings>,
): Cleanup | void {
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  revealUnreadable(doc, ctx.config);
  // Revealed already (by the safety net while this chunk was slow): replaying would flash.
  if (!element.classList.contains(HIDDEN)) {
    ctx.report('skipped', 'already visible');
    return;
  }
  const { _animation_delay: widgetDelay, animation_delay: delay } = ctx.settings;
  let added: string[] = [];
  const reveal = (classes: string[]) => {
    element.classList.remove(HIDDEN);
    element.classList.add(...classes);
    added = classes;
    ctx.report('active');
  };
  const run = () => {
    const plan = planEntrance({
      animation: ctx.setting('animation') as string | undefined,
      widgetAnimation: ctx.setting('_animation') as string | undefined,
      delay: widgetDelay || delay,
      reducedMotion: prefersReducedMotion(win),
    });
    ctx.explain({ plan });
    if (plan.kind === 'reveal') reveal([]);
    else if (plan.delay) ctx.setTimeout(() => reveal(['animated', plan.name]), plan.delay);
    else reveal(['animated', plan.name]);
  };

  if (prefersReducedMotion(win)) {
    // Nothing will move, so there is nothing to wait for.
    run();
  } else {
    ctx.report('pending', 'waits to enter the viewport');
    const stop = ctx.scheduler.observeIntersection(element, (entry) => {
      if (!entry.isIntersecting) return;
      stop();
      run();
    });
  }

  // Popup content is disconnected when its popup closes and connected again when it shows:
  // restore the server's state so that every showing animates, as the original's fresh clone did.
  if (element.closest('[data-elementor-type="popup"]')) {
    return () => {
      element.classList.remove(...added);
      element.classList.add(HIDDEN);
    };
  }
}
