import type { BehaviourContext } from '@islet/core';
import { UNMEASURED } from './sticky-measure.ts';
import {
  readStickyConfig,
  settings,
  type StickyConfig,
  type StickySettings,
} from './sticky-options.ts';
import { createStickyPin } from './sticky-pin.ts';
import { startSticky, type StickyRun, type StickyState } from './sticky-run.ts';

/**
 * A sticky section, column, container or widget, on the shared scroll loop
 * (`@islet/core/scroll-frame`): the frame's read phase decides from cached geometry
 * (`sticky-measure.ts`, `sticky-plan.ts`), its write phase changes classes and styles
 * (`sticky-pin.ts`), so sticking never forces a layout (anchor-defects.md #16). Every decision is
 * a sign of a distance that moves one pixel per pixel scrolled, so after a check the element sits
 * out every frame until the page has scrolled past the nearest of them. Each configuration (per
 * device) runs as its own `sticky-run.ts`; this controller switches between them.
 */

const RECHECK_WAIT_MS = 300;
const PARENT_SELECTOR = '.e-con, .e-con-inner, .elementor-widget-wrap';

function parentOf(element: HTMLElement, config: StickyConfig): HTMLElement | null {
  if (!config.parent) return null;
  // A top-level container has no column to stay in.
  if (element.parentElement?.closest('.e-con') === null && element.classList.contains('e-con'))
    return null;
  return element.parentElement?.closest<HTMLElement>(PARENT_SELECTOR) ?? null;
}

export { settings };

export function connect(element: HTMLElement, ctx: BehaviourContext<StickySettings>): void {
  const win = element.ownerDocument.defaultView ?? window;
  const pin = createStickyPin(element, (event) => ctx.events.jquery(element, event));
  const state: StickyState = { layout: UNMEASURED, stale: true, resized: false };
  // The missing parent is told once, however often a resize re-activates the element.
  let parentWarned = false;
  let configKey = 'null';
  let parent: HTMLElement | null = null;
  let run: StickyRun | undefined;
  let lastWidth = win.innerWidth;

  const deactivate = () => {
    run?.stop();
    run = undefined;
    pin.release();
    element.classList.remove('elementor-sticky');
  };

  const activate = (current: StickyConfig) => {
    parent = parentOf(element, current);
    if (current.parent && !parent && !parentWarned) {
      parentWarned = true;
      ctx.warn('sticky_parent: no parent column or container found; sticking to the page');
    }
    state.stale = true;
    element.classList.add('elementor-sticky');
    run = startSticky(element, ctx, pin, current, parent, state);
  };

  /** Reads the configuration for the current device and switches only when it changed. */
  const configure = () => {
    const { config, reason } = readStickyConfig(ctx.settings, ctx.devices.current(), (key) =>
      ctx.setting(key),
    );
    const key = JSON.stringify(config);
    if (key !== configKey) {
      if (run) deactivate();
      configKey = key;
      if (config) activate(config);
    }
    if (config) {
      ctx.report('active');
      ctx.explain({ ...config, parentFound: Boolean(parent), device: ctx.devices.current() });
    } else ctx.report('skipped', reason);
  };

  // Every resize: a width change re-measures the stuck element in place, a height-only change
  // (a mobile address bar) only re-checks, never tearing down (anchor-defects.md #14).
  ctx.scheduler.onResize(() => {
    state.stale = true;
    if (win.innerWidth !== lastWidth) {
      lastWidth = win.innerWidth;
      state.resized = true;
    }
    run?.check();
  });
  ctx.scheduler.onResize(configure, RECHECK_WAIT_MS);
  configure();
  ctx.own(deactivate);
}
