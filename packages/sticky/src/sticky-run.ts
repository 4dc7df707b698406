import type { BehaviourContext, Cleanup } from '@islet/core';
import { scrollFrames } from '@islet/core/scroll-frame';
import { scrollPosition } from '@islet/core/scroll-position';
import { addAnchorMargin, refreshAnchorMargins } from './anchor-margin-page.ts';
import { anchorClearance } from './sticky-geometry.ts';
import { FIXED_TOP_EVENT, measureSticky, type StickyLayout } from './sticky-measure.ts';
import type { StickyConfig } from './sticky-options.ts';
import type { StickyPin } from './sticky-pin.ts';
import { planFrame } from './sticky-plan.ts';

/** What outlives one configuration: the last measure, and what made it stale. */
export interface StickyState {
  layout: StickyLayout;
  stale: boolean;
  /** The viewport's width changed since the last decision. */
  resized: boolean;
}

/** A sticky element following the page under one configuration, until `stop`. */
export interface StickyRun {
  /** Read phase: decides from cached geometry and queues the writes. */
  check(frameY?: number): void;
  stop(): void;
}

function offsetFor(current: StickyConfig, layout: StickyLayout) {
  return current.offset + (current.to === 'top' ? layout.adminBar + layout.fixedTop : 0);
}

/** The page events that move or resize the element without a scroll: each measures again. */
function watchLayout(
  element: HTMLElement,
  ctx: BehaviourContext,
  parent: HTMLElement | null,
  pin: StickyPin,
  remeasure: () => void,
): Cleanup[] {
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const stops = [
    ctx.scheduler.observeResize(element, () => {
      if (!pin.stuck) remeasure();
    }),
    ctx.scheduler.observeResize(doc.body, remeasure),
  ];
  if (parent) stops.push(ctx.scheduler.observeResize(parent, remeasure));
  const events = new AbortController();
  win.addEventListener('load', remeasure, { signal: events.signal });
  win.addEventListener(FIXED_TOP_EVENT, remeasure, { signal: events.signal });
  stops.push(() => events.abort());
  return stops;
}

export function startSticky(
  element: HTMLElement,
  ctx: BehaviourContext,
  pin: StickyPin,
  current: StickyConfig,
  parent: HTMLElement | null,
  state: StickyState,
): StickyRun {
  const doc = element.ownerDocument;
  const scroll = scrollPosition(doc.defaultView ?? window);
  let live = true;
  /**
   * `frameY` is the scroll loop's position; after a measure it is read again, because the page's
   * scroll range may have changed with the layout that made the geometry stale.
   */
  const check = (frameY?: number) => {
    if (!live) return;
    const remeasured = state.stale;
    if (remeasured) {
      state.stale = false;
      scroll.refresh();
      const box = pin.stuck && pin.spacer ? pin.spacer : element;
      state.layout = measureSticky(element, box, parent, ctx.config.rtl);
    }
    const scrollY = remeasured || frameY === undefined ? scroll.y : frameY;
    const offset = offsetFor(current, state.layout);
    const decided = planFrame(
      current,
      pin,
      state.layout,
      state.resized,
      scrollY,
      offset,
      scroll.height,
    );
    const { plan, quiet } = decided;
    state.resized = false;
    if (!Object.keys(plan).length) return loop.quiet(scrollY - quiet, scrollY + quiet);
    // The next frame checks again: it sees the state this plan is about to apply.
    loop.quiet(Number.NaN, Number.NaN);
    ctx.scheduler.write(() => {
      if (live) pin.apply(plan, current.to, offset, parent);
    });
  };
  const remeasure = () => {
    state.stale = true;
    loop.quiet(Number.NaN, Number.NaN);
    ctx.scheduler.read(check);
    refreshAnchorMargins(doc, ctx);
  };
  // Its writes go through the scheduler with the plan they carry out.
  const loop = scrollFrames(ctx, { read: check });
  loop.listen(true);
  const stops = [
    () => loop.stop(),
    ...watchLayout(element, ctx, parent, pin, remeasure),
    ctx.scheduler.read(check),
    ctx.scrollOffsets.add(() =>
      pin.stuck && !pin.following && current.to === 'top'
        ? anchorClearance(offsetFor(current, state.layout), pin.height, current.anchorOffset)
        : 0,
    ),
  ];
  if (current.anchorOffset > 0) {
    const box = () => (pin.stuck && pin.spacer ? pin.spacer : element);
    stops.push(addAnchorMargin(doc, { box, margin: current.anchorOffset, ctx }));
  }
  return {
    check,
    stop() {
      live = false;
      for (const stop of stops) stop();
    },
  };
}
