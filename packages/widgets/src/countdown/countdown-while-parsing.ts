import type { ParsingPass } from '@islet/core';
import { readDueSetting } from './countdown-due.ts';
import { storedEvergreenDue } from './evergreen.ts';
import { readExpireActions, showExpiry } from './expire-actions.ts';
import { UNITS, pad } from './time-parts.ts';

const WRAPPER = 'elementor-countdown-wrapper';

/**
 * The countdown's pass in `islet-head.js`: a countdown whose time was up before the page loaded
 * shows its expiry (timer hidden, message shown, digits at 00) in the frame before the paint that
 * first shows it. The behaviour did that after the page's first paint, and hiding the timer then
 * moved everything below it (`ko1dy`: 0.015 on a phone, where the original, painting later, had
 * done it before its paint). It reads no layout and writes only what the behaviour writes on
 * expiry, which then writes the same again. A countdown still running is left to the behaviour,
 * as is a redirect (its URL is checked first); an evergreen countdown counts as expired only by
 * the visitor's stored due time, which this reads and never writes. A widget the parser is still
 * inside waits for the next frame, so its message is there when its expiry is shown.
 */
export function countdownPass(doc: Document): ParsingPass {
  const win = doc.defaultView!;
  const wrappers = doc.getElementsByClassName(WRAPPER);
  let done = 0;

  const local = {
    getRaw(key: string): string | null {
      try {
        return win.localStorage.getItem(key);
      } catch {
        // Storage blocked: no stored due time, so nothing shown as expired.
        return null;
      }
    },
  };

  /** The element the parser is adding to: the document's last, deepest element. */
  const parsing = () => {
    let last: Element | null = doc.documentElement;
    while (last?.lastElementChild) last = last.lastElementChild;
    return last;
  };

  const show = (wrapper: HTMLElement, widget: HTMLElement) => {
    const setting = readDueSetting(wrapper);
    if (typeof setting === 'string') return;
    const due =
      'date' in setting
        ? setting.date
        : storedEvergreenDue(local, widget.getAttribute('data-id') ?? '', setting.evergreenSeconds);
    if (due === null || due > Date.now()) return;
    const actions = readExpireActions(wrapper.dataset.expireActions);
    if (typeof actions === 'string') return;
    for (const unit of UNITS) {
      const digits = wrapper.querySelector(`.elementor-countdown-${unit}`);
      if (digits && digits.textContent !== pad(0)) digits.textContent = pad(0);
    }
    const message = widget.querySelector<HTMLElement>('.elementor-countdown-expire--message');
    showExpiry(wrapper, message ?? undefined, actions);
  };

  const run = () => {
    const current = doc.readyState === 'loading' ? parsing() : null;
    while (done < wrappers.length) {
      const wrapper = wrappers[done] as HTMLElement;
      const widget = (wrapper.closest('[data-id]') ??
        wrapper.parentElement ??
        wrapper) as HTMLElement;
      if (current && widget.contains(current)) return true;
      done++;
      show(wrapper, widget);
    }
  };

  // A page without countdowns asks for no run. The message is the widget's last element: its
  // arrival is what a countdown waiting for the parser to leave its widget needs.
  return {
    classes: [WRAPPER, 'elementor-countdown-expire--message'],
    pending: () => done < wrappers.length,
    run,
  };
}
