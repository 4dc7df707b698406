import type { BehaviourContext } from '@islet/core';

/** The contract with `@islet/sticky` (see its `sticky-measure.ts`); strings, so no import. */
const FIXED_TOP_PROPERTY = '--islet-fixed-top';
const FIXED_TOP_EVENT = 'islet:fixed-top';

export interface Placement {
  /** The bar is leaving: give the page back the room a sticky top bar took. */
  release(): void;
}

/**
 * Where a bar sits, as the builder's front-end puts it. A sticky bar at the top
 * (`is-sticky has-vertical-position-top`) sits below the admin bar, pads the page by its height
 * (kept up to date when its height changes, so it never covers the page's start) and counts as a
 * scroll offset. A top bar that does not stick is printed where its document sits: its document
 * moves to the start of the page, as the original does (whether the runtime reconnects the moved
 * widget or not, the next connection finds it in place and does not move it again).
 */
export function placeBar(
  ctx: BehaviourContext,
  element: HTMLElement,
  main: HTMLElement,
): Placement {
  const doc = element.ownerDocument;
  const body = doc.body;
  const atTop = main.classList.contains('has-vertical-position-top');
  const sticky = main.classList.contains('is-sticky');
  const noop = { release() {} };
  if (!atTop) return noop;

  const adminBar = doc.getElementById('wpadminbar');
  if (!sticky) {
    // The whole document moves, not the widget: the site CSS scopes its rules by document.
    const band = element.closest<HTMLElement>('.elementor') ?? element;
    const first = adminBar ? adminBar.nextElementSibling : body.firstElementChild;
    if (first !== band) {
      if (adminBar) adminBar.after(band);
      else body.prepend(band);
    }
    return noop;
  }

  const paddingBefore = body.style.paddingTop;
  const root = doc.documentElement;
  const win = doc.defaultView ?? window;
  // Top-sticky elements stick below the bar (the sticky package reads this), as the original
  // made them by rewriting their `top`.
  const publish = (value: number) => {
    if (value) root.style.setProperty(FIXED_TOP_PROPERTY, `${value}px`);
    else root.style.removeProperty(FIXED_TOP_PROPERTY);
    win.dispatchEvent(new Event(FIXED_TOP_EVENT));
  };
  let released = false;
  let height = 0;
  let adminHeight = 0;
  const measure = () =>
    ctx.scheduler.read(() => {
      height = main.offsetHeight;
      adminHeight = adminBar?.offsetHeight ?? 0;
      ctx.scheduler.write(() => {
        if (released) return;
        body.style.paddingTop = `${height}px`;
        if (adminHeight) main.style.top = `${adminHeight}px`;
        publish(height);
      });
    });
  measure();
  ctx.scheduler.observeResize(main, measure);
  ctx.scrollOffsets.add(() => (released ? 0 : adminHeight + height));
  const release = () => {
    if (released) return;
    released = true;
    body.style.paddingTop = paddingBefore;
    publish(0);
  };
  ctx.own(() => {
    release();
    main.style.removeProperty('top');
  });
  return { release };
}
