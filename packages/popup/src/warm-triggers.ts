import type { BehaviourContext, Cleanup } from '@islet/core';
import { onOpenerIntent } from './opener-intent.ts';
import type { TriggerPlan } from './trigger-rules.ts';

/** A timer trigger this close to firing (or closer) warms its dialog at once, not at idle. */
export const WARM_LEAD_MS = 3000;
/** A `scrolling` trigger warms once the page is scrolled this share of its offset. */
export const WARM_SCROLL_SHARE = 0.5;

type WarmContext = Pick<BehaviourContext, 'scheduler' | 'setTimeout' | 'signal'>;

const whenIdle = (win: Window, callback: () => void): Cleanup => {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(callback, { timeout: 1000 });
    return () => win.cancelIdleCallback(handle);
  }
  const timer = win.setTimeout(callback, 50);
  return () => win.clearTimeout(timer);
};

/**
 * Calls `warm` once, as soon as one of the popup's ways of opening comes close: a timer trigger
 * within `WARM_LEAD_MS` (then at idle), a scroll trigger halfway to its offset, any pointer or key
 * activity for click and exit-intent triggers (the inactivity trigger counts as a timer), and the pointer, a touch or the focus
 * reaching a link or element that opens the popup. The dialog is then loaded before it is needed.
 */
export function warmTriggers(
  plans: readonly TriggerPlan[],
  openSelector: string,
  ctx: WarmContext,
  doc: Document,
  warm: () => void,
): Cleanup {
  const win = doc.defaultView!;
  const cleanups: Cleanup[] = [];
  const stop = () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const go = () => {
    stop();
    warm();
  };
  const listen = (type: string, test: (event: Event) => boolean) => {
    const onEvent = (event: Event) => {
      if (test(event)) go();
    };
    doc.addEventListener(type, onEvent, { passive: true, capture: true, signal: ctx.signal });
    cleanups.push(() => doc.removeEventListener(type, onEvent, { capture: true }));
  };
  cleanups.push(onOpenerIntent(doc, openSelector, ctx.signal, go));
  let watchingActivity = false;
  const activity = () => {
    if (watchingActivity) return;
    watchingActivity = true;
    for (const type of ['pointermove', 'pointerdown', 'keydown']) listen(type, () => true);
  };
  for (const plan of plans) {
    if (
      plan.name === 'page_load' ||
      plan.name === 'adblock_detection' ||
      plan.name === 'inactivity'
    ) {
      const delay = plan.name === 'inactivity' ? plan.time : plan.delay;
      cleanups.push(
        ctx.setTimeout(() => cleanups.push(whenIdle(win, go)), Math.max(0, delay - WARM_LEAD_MS)),
      );
    } else if (plan.name === 'scrolling')
      cleanups.push(
        ctx.scheduler.onScroll(() => {
          const scrollable = doc.documentElement.scrollHeight - win.innerHeight;
          const percent = scrollable > 0 ? (win.scrollY / scrollable) * 100 : 100;
          if (plan.direction === 'up' || percent >= plan.offset * WARM_SCROLL_SHARE) go();
        }),
      );
    else if (plan.name === 'scrolling_to') cleanups.push(ctx.scheduler.onScroll(go));
    else activity();
  }
  return stop;
}
