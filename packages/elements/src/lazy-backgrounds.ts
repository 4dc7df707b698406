import type { BehaviourContext, Cleanup } from '@islet/core';

export const LAZYLOADED = 'e-lazyloaded';
/** The older form's attribute (builder 3.16–3.18): on any element, its value a selector or empty. */
export const BG_LAZYLOAD = 'data-e-bg-lazyload';
/** The class the older form's script gives. */
export const LEGACY_LAZYLOADED = 'lazyloaded';

/** How one form of the builder's script marks an element, and how far ahead of the viewport. */
interface Form {
  /** As far ahead of the viewport as the builder's own observer starts loading. */
  rootMargin: string;
  mark(element: HTMLElement, ctx: BehaviourContext): void;
}

/** The current form: top-level containers, `e-lazyloaded`. */
const CURRENT: Form = {
  rootMargin: '200px 0px 200px 0px',
  mark: (element) => element.classList.add(LAZYLOADED),
};

/**
 * The older form: the element, or the descendant its attribute names, gets `lazyloaded`. As in
 * the builder's script, a selector that finds nothing marks nothing.
 */
const OLDER: Form = {
  rootMargin: '100px 0px 100px 0px',
  mark(element, ctx) {
    const selector = element.getAttribute(BG_LAZYLOAD);
    let target: Element | null = element;
    try {
      if (selector) target = element.querySelector(selector);
    } catch {
      // The builder's script would throw here; one warning instead, and the element unmarked.
      ctx.warn(`${BG_LAZYLOAD}="${selector}" is not a valid selector`);
      return;
    }
    target?.classList.add(LEGACY_LAZYLOADED);
  },
};

interface Shared {
  observer: IntersectionObserver;
  reveal: Map<Element, () => void>;
}
/** One observer per window and root margin, shared by every element of that form. */
const observers = new WeakMap<Window, Map<string, Shared>>();

/**
 * The builder's lazy-loaded backgrounds, in both forms its "lazy load background images" option
 * has printed. Current: its CSS takes every background off top-level containers
 * (`.e-con.e-parent:not(.e-lazyloaded)`), and a script printed into the page gives each one
 * `e-lazyloaded` once it comes within 200 px of the viewport. Older (3.16–3.18): elements carry
 * `data-e-bg-lazyload`, their background is `var(--e-bg-lazyload-loaded)`, which the CSS sets
 * only under `.lazyloaded`, and the script gives that class within 100 px. The script goes with
 * the page's others, so Islet does the same, with one observer for the page per form.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext): Cleanup | void {
  const form = element.hasAttribute(BG_LAZYLOAD) ? OLDER : CURRENT;
  const win = element.ownerDocument.defaultView!;
  // The builder's observer, made at DOMContentLoaded, first looks at the layout of that moment,
  // before the images above an element have loaded and pushed it down, so an element in view
  // then is loaded at once. By the time this chunk arrives the layout may have moved; the scan
  // measured the first viewport at that moment, and `ctx.idle` runs a task at once exactly for
  // its elements (and one the visitor touched), so such an element is loaded here.
  let inFirstViewport = typeof win.IntersectionObserver !== 'function';
  ctx.idle(() => (inFirstViewport = true))();
  if (inFirstViewport) {
    form.mark(element, ctx);
    ctx.explain({ loaded: true });
    return;
  }
  const forms = observers.get(win) ?? new Map<string, Shared>();
  observers.set(win, forms);
  let shared = forms.get(form.rootMargin);
  if (!shared) {
    const reveal = new Map<Element, () => void>();
    const observer = new win.IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) reveal.get(entry.target)?.();
      },
      { rootMargin: form.rootMargin },
    );
    shared = { observer, reveal };
    forms.set(form.rootMargin, shared);
  }
  const { observer, reveal } = shared;
  const stop = () => {
    observer.unobserve(element);
    reveal.delete(element);
    // The last one gone: the observer goes too, so a later page (or test) starts afresh.
    if (reveal.size === 0 && forms.get(form.rootMargin)?.observer === observer) {
      observer.disconnect();
      forms.delete(form.rootMargin);
    }
  };
  reveal.set(element, () => {
    form.mark(element, ctx);
    stop();
    ctx.explain({ loaded: true });
  });
  observer.observe(element);
  ctx.explain({ loaded: false });
  return stop;
}
