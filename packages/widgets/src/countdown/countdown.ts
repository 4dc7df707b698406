import type { BehaviourContext } from '@islet/core';
import { readDueSetting } from './countdown-due.ts';
import { evergreenDueDate } from './evergreen.ts';
import { hasRedirect, readExpireActions, showExpiry, type ExpireAction } from './expire-actions.ts';
import { UNITS, nextTickDelay, pad, timeParts, type TimeUnit } from './time-parts.ts';

type Skip = (reason: string) => void;

/** Ticks the digits to `due` on each whole second, then runs the expiry actions once. */
function tickTo(
  wrapper: HTMLElement,
  ctx: BehaviourContext,
  due: number,
  actions: readonly ExpireAction[],
  skip: Skip,
) {
  const win = wrapper.ownerDocument.defaultView ?? window;
  const digits = new Map<TimeUnit, HTMLElement>();
  for (const unit of UNITS) {
    const node = wrapper.querySelector<HTMLElement>(`.elementor-countdown-${unit}`);
    if (node) digits.set(unit, node);
  }
  if (!digits.size) return skip('missing markup: no .elementor-countdown-{days,hours,…} digits');
  const shown = new Set(digits.keys());
  const message = ctx.find('.elementor-countdown-expire--message')[0];

  const expire = () => {
    showExpiry(wrapper, message, actions);
    for (const action of actions) {
      if (action.type === 'redirect' && !ctx.config.editMode) win.location.href = action.url;
    }
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const remaining = due - Date.now();
    const parts = timeParts(remaining, shown);
    for (const [unit, node] of digits) {
      const text = pad(parts[unit]);
      if (node.textContent !== text) node.textContent = text;
    }
    if (remaining <= 0) {
      expire();
      return;
    }
    timer = setTimeout(tick, nextTickDelay(remaining));
  };
  tick();
  ctx.own(() => clearTimeout(timer));
}

/**
 * Countdown: to `data-date` (unix seconds) or, evergreen, to `data-evergreen-interval` seconds
 * after the visitor's first view; ticks on each whole second; runs the expiry actions once. A
 * redirect among them waits for its URL check (`countdown-redirect.ts`, a chunk of its own) before the
 * countdown starts; a countdown without one never downloads it.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const wrapper = ctx.find('.elementor-countdown-wrapper')[0];
  const win = element.ownerDocument.defaultView ?? window;
  const skip = (reason: string) => {
    ctx.warn(reason);
    ctx.report('skipped', reason);
  };
  if (!wrapper) return skip('missing markup: no .elementor-countdown-wrapper');
  const setting = readDueSetting(wrapper);
  if (typeof setting === 'string') return skip(setting);
  const evergreen = 'evergreenSeconds' in setting;
  const due = evergreen
    ? evergreenDueDate(ctx.storage.local, ctx.info.id, setting.evergreenSeconds, Date.now())
    : setting.date;
  ctx.explain({ due: new Date(due).toISOString(), evergreen });
  const listed = readExpireActions(wrapper.dataset.expireActions);
  if (typeof listed === 'string') return skip(listed);
  if (!hasRedirect(listed)) return tickTo(wrapper, ctx, due, listed as ExpireAction[], skip);
  return ctx.chunks
    .load('countdown-redirect', () => import('./countdown-redirect.ts'))
    .then(
      ({ checkRedirects }) => {
        const actions = checkRedirects(listed, win.location.href);
        if (typeof actions === 'string') return skip(actions);
        if (!ctx.signal.aborted) tickTo(wrapper, ctx, due, actions, skip);
      },
      (error: unknown) => skip(`the redirect check failed to load: ${String(error)}`),
    );
}
