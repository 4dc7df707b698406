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
  // The builder's observer, made at DOMContentLoaded, first looks at the layout of that moment,
  // before the images above a container have loaded and pushed it down, so a container in view
  // then is loaded at once. By the time this chunk arrives the layout may have moved; the scan
  // measured the first viewport at that moment, and `ctx.idle` runs a task at once exactly for
  // its elements (and one the visitor touched), so such a container is loaded here.
  let inFirstViewport = typeof win.IntersectionObserver !== 'function';
  ctx.idle(() => (inFirstViewport = true))();
  if (inFirstViewport) {
    element.classList.add(LAZYLOADED);
    ctx.explain({ loaded: true });
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
