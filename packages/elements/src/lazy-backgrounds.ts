import type { BehaviourContext, Cleanup } from '@islet/core';

export const LAZYLOADED = 'e-lazyloaded';
/** As far ahead of the viewport as the builder's own observer starts loading. */
const ROOT_MARGIN = '200px 0px 200px 0px';

const observers = new WeakMap<
  Window,
  { observer: IntersectionObserver; reveal: Map<Element, () => void> }
>();

/**
 * The builder's lazy-loaded backgrounds: with the "lazy load background images" option its CSS
 * takes every background off top-level containers (`.e-con.e-parent:not(.e-lazyloaded)`), and a
 * script printed into the page gives each one `e-lazyloaded` once it comes within 200 px of the
 * viewport. That script goes with the page's others, so Islet does the same, with one observer
 * for the page.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext): Cleanup | void {
  const win = element.ownerDocument.defaultView!;
  if (typeof win.IntersectionObserver !== 'function') {
    element.classList.add(LAZYLOADED);
    return;
  }
  let shared = observers.get(win);
  if (!shared) {
    const reveal = new Map<Element, () => void>();
    const observer = new win.IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) reveal.get(entry.target)?.();
      },
      { rootMargin: ROOT_MARGIN },
    );
    shared = { observer, reveal };
    observers.set(win, shared);
  }
  const { observer, reveal } = shared;
  const stop = () => {
    observer.unobserve(element);
    reveal.delete(element);
    // The last one gone: the observer goes too, so a later page (or test) starts afresh.
    if (reveal.size === 0 && observers.get(win)?.observer === observer) {
      observer.disconnect();
      observers.delete(win);
    }
  };
  reveal.set(element, () => {
    element.classList.add(LAZYLOADED);
    stop();
    ctx.explain({ loaded: true });
  });
  observer.observe(element);
  ctx.explain({ loaded: false });
  return stop;
}
