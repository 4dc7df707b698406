import type { BehaviourContext, Cleanup } from '@islet/core';
import { scrollFrames, type ScrollFrameHandle } from '@islet/core/scroll-frame';
import { scrollPosition } from '@islet/core/scroll-position';
import {
  anchorClearance,
  distanceToStick,
  effectsActive,
  leavesParentEnd,
  parentEndMargin,
  reachesParentEnd,
  rtlInset,
  stuckBox,
  type Box,
  type ParentEdges,
} from './sticky-geometry.ts';
import { readStickyConfig, type StickyConfig } from './sticky-options.ts';
import { addAnchorMargin, refreshAnchorMargins } from './anchor-margin-page.ts';
import { makeSpacer } from './sticky-spacer.ts';

/**
 * A sticky section, column, container or widget, on the shared scroll loop
 * (`@islet/core/scroll-frame`): the frame's read phase decides from cached geometry, its write
 * phase changes classes and styles, so sticking never forces a layout (anchor-defects.md #16).
 * Every decision is a sign of a distance that moves one pixel per pixel scrolled, so after a
 * check the element sits out every frame until the page has scrolled past the nearest of them.
 */

const RECHECK_WAIT_MS = 300;
const ACTIVE_CLASSES = ['elementor-sticky--active', 'elementor-section--handles-inside'];
const EFFECTS_CLASS = 'elementor-sticky--effects';
const PARENT_SELECTOR = '.e-con, .e-con-inner, .elementor-widget-wrap';
const ELEMENT_STYLES = [
  'position',
  'width',
  'margin-top',
  'margin-bottom',
  'top',
  'bottom',
  'inset-inline-start',
];
const FOLLOW_STYLES = ['position', 'inset-inline-start', 'top', 'bottom'];
/**
 * A bar fixed at the top of the page (a sticky floating bar) publishes its height on `<html>` as
 * this property and fires {@link FIXED_TOP_EVENT}; top-sticky elements stick below it, as below
 * the admin bar, where the original rewrote their `top` from the bar's script.
 */
export const FIXED_TOP_PROPERTY = '--islet-fixed-top';
export const FIXED_TOP_EVENT = 'islet:fixed-top';

type Backup = Map<string, string>;

function backup(element: HTMLElement, properties: readonly string[]): Backup {
  return new Map(properties.map((name) => [name, element.style.getPropertyValue(name)]));
}

function restore(element: HTMLElement, saved: Backup) {
  for (const [name, value] of saved) {
    if (value) element.style.setProperty(name, value);
    else element.style.removeProperty(name);
  }
}

/** What a frame's read phase decided; the write phase carries it out. */
interface Plan {
  stick?: { width: number; inset: number; height: number };
  unstick?: true;
  follow?: { inset: number };
  unfollow?: true;
  resize?: { width: number; inset: number };
  offset?: number;
  effects?: boolean;
}

export function connect(element: HTMLElement, ctx: BehaviourContext): Cleanup {
  const win = element.ownerDocument.defaultView ?? window;
  const doc = element.ownerDocument;
  const scroll = scrollPosition(win);
  const warned = new Set<string>();
  let config: StickyConfig | null = null;
  let configKey = 'null';
  let subscriptions: Cleanup[] = [];
  let generation = 0;

  // Measured state: document geometry, re-read only when something resized, so a scroll frame
  // computes from `scrollY` alone and never makes the browser bring style or layout up to date.
  let adminBar = 0;
  let stale = true;
  let resized = false;
  let lastWidth = win.innerWidth;
  /** The element's place in the flow (its spacer's while stuck), in document coordinates. */
  let natural = { top: 0, height: 0, width: 0, inset: 0, followInset: 0 };
  let parentBox: (ParentEdges & { top: number; bottom: number }) | null = null;

  // Applied state.
  let spacer: HTMLElement | null = null;
  let stuck = false;
  let following = false;
  let effects = false;
  let stuckHeight = 0;
  let elementBackup: Backup | null = null;
  let followBackup: Backup | null = null;
  let parentBackup: string | null = null;

  const parentElement = (): HTMLElement | null => {
    if (!config?.parent) return null;
    // A top-level container has no column to stay in.
    if (element.parentElement?.closest('.e-con') === null && element.classList.contains('e-con'))
      return null;
    return element.parentElement?.closest<HTMLElement>(PARENT_SELECTOR) ?? null;
  };
  let parent: HTMLElement | null = null;

  let frames: ScrollFrameHandle | undefined;
  let fixedTop = 0;
  const offsetFor = (current: StickyConfig) =>
    current.offset + (current.to === 'top' ? adminBar + fixedTop : 0);
  /** The offset a stuck element was placed at, so a new one (a bar came or went) moves it. */
  let stuckOffset = 0;

  /** Read phase, after a resize or on first use: the only layout reads. */
  const measure = () => {
    stale = false;
    scroll.refresh();
    // Already a layout read: the live value is as cheap here, and the record may lag a resize.
    const scrollY = win.scrollY;
    const bar = doc.getElementById('wpadminbar');
    adminBar =
      bar && win.getComputedStyle(bar).position === 'fixed'
        ? bar.getBoundingClientRect().height
        : 0;
    fixedTop = parseFloat(doc.documentElement.style.getPropertyValue(FIXED_TOP_PROPERTY)) || 0;
    const rect = (stuck && spacer ? spacer : element).getBoundingClientRect();
    natural = {
      top: rect.top + scrollY,
      height: rect.height,
      width: rect.width,
      inset: ctx.config.rtl ? rtlInset(doc.body.offsetWidth, rect.width, rect.left) : rect.left,
      followInset: 0,
    };
    if (parent) {
      const style = win.getComputedStyle(parent);
      const parentRect = parent.getBoundingClientRect();
      const borderLeft = parseFloat(style.borderLeftWidth) || 0;
      parentBox = {
        top: parentRect.top + scrollY,
        bottom: parentRect.bottom + scrollY,
        borderTop: parseFloat(style.borderTopWidth) || 0,
        borderBottom: parseFloat(style.borderBottomWidth) || 0,
      };
      const marginLeft = parseFloat(win.getComputedStyle(element).marginLeft) || 0;
      const left = rect.left - marginLeft - parentRect.left - borderLeft;
      natural.followInset = ctx.config.rtl
        ? Math.max(parentRect.width - rect.width - left, 0)
        : left;
    } else parentBox = null;
  };

  /**
   * Read phase: decides from cached geometry and the scroll position, then queues the writes.
   * `frameY` is the scroll loop's position; after a measure it is read again, because the page's
   * scroll range may have changed with the layout that made the geometry stale.
   */
  const check = (frameY?: number) => {
    const current = config;
    if (!current) return;
    const remeasured = stale;
    if (stale) measure();
    const scrollY = remeasured || frameY === undefined ? scroll.y : frameY;
    const offset = offsetFor(current);
    const innerHeight = scroll.height;
    const plan: Plan = {};
    const inFlow: Box = { top: natural.top - scrollY, height: natural.height };
    const distance = distanceToStick(current.to, inFlow, offset, innerHeight);
    /** The nearest decision edge, in px of scrolling: nothing changes closer than this. */
    let quiet = Math.abs(distance);
    let nowStuck = stuck;
    let isFollowing = following;
    if (!stuck && distance <= 0) {
      plan.stick = { width: natural.width, inset: natural.inset, height: natural.height };
      nowStuck = true;
      isFollowing = false;
    } else if (stuck && distance > 0) {
      plan.unstick = true;
      nowStuck = false;
    } else if (stuck && resized) {
      plan.resize = { width: natural.width, inset: natural.inset };
    }
    if (stuck && !plan.unstick && offset !== stuckOffset) plan.offset = offset;
    resized = false;
    if (nowStuck && parentBox) {
      const edges: ParentEdges = {
        top: parentBox.top - scrollY,
        bottom: parentBox.bottom - scrollY,
        borderTop: parentBox.borderTop,
        borderBottom: parentBox.borderBottom,
      };
      // Where the element is now: fixed at its offset, or resting at the parent's end.
      const box: Box = !isFollowing
        ? stuckBox(current.to, natural.height, offset, innerHeight)
        : current.to === 'top'
          ? { top: edges.bottom - edges.borderBottom - natural.height, height: natural.height }
          : { top: edges.top + edges.borderTop, height: natural.height };
      if (!isFollowing && reachesParentEnd(current.to, box, edges))
        plan.follow = { inset: natural.followInset };
      else if (isFollowing && leavesParentEnd(current.to, box, offset, innerHeight))
        plan.unfollow = true;
      const margin = parentEndMargin(current.to, box, edges, offset, innerHeight, isFollowing);
      quiet = Math.min(quiet, Math.abs(margin));
    }
    const wantEffects = nowStuck && effectsActive(distance, current.effectsOffset);
    if (wantEffects !== effects) plan.effects = wantEffects;
    quiet = Math.min(quiet, Math.abs(distance + current.effectsOffset));
    if (Object.keys(plan).length) {
      // The next frame checks again: it sees the state this plan is about to apply.
      frames?.quiet(Number.NaN, Number.NaN);
      const token = generation;
      ctx.scheduler.write(() => {
        if (token === generation) apply(plan, current, offset);
      });
    } else frames?.quiet(scrollY - quiet, scrollY + quiet);
  };

  const unfollow = () => {
    if (!following) return;
    following = false;
    if (followBackup) restore(element, followBackup);
    if (parent && parentBackup !== null) {
      if (parentBackup) parent.style.position = parentBackup;
      else parent.style.removeProperty('position');
    }
    followBackup = null;
    parentBackup = null;
  };

  const unstick = () => {
    if (!stuck) return;
    unfollow();
    stuck = false;
    if (elementBackup) restore(element, elementBackup);
    elementBackup = null;
    element.classList.remove(...ACTIVE_CLASSES);
    spacer?.remove();
    spacer = null;
    ctx.events.jquery(element, 'sticky:unstick');
  };

  /** Write phase. */
  const apply = (plan: Plan, current: StickyConfig, offset: number) => {
    if (plan.unstick) unstick();
    // Two checks can decide in one frame (a scroll and a resize); only the first change applies.
    if (plan.stick && !stuck) {
      // The placeholder goes in in the same frame as the element leaves the flow, so the page
      // below never moves (anchor-defects.md #15).
      spacer = makeSpacer(element);
      element.after(spacer);
      elementBackup = backup(element, ELEMENT_STYLES);
      const style = element.style;
      style.position = 'fixed';
      style.width = `${plan.stick.width}px`;
      style.marginTop = '0';
      style.marginBottom = '0';
      style.setProperty(current.to, `${offset}px`);
      stuckOffset = offset;
      style.removeProperty(current.to === 'top' ? 'bottom' : 'top');
      if (plan.stick.inset) style.setProperty('inset-inline-start', `${plan.stick.inset}px`);
      stuck = true;
      stuckHeight = plan.stick.height;
      element.classList.add(...ACTIVE_CLASSES);
      ctx.events.jquery(element, 'sticky:stick');
    }
    if (plan.resize && stuck) {
      element.style.width = `${plan.resize.width}px`;
      if (!following) element.style.setProperty('inset-inline-start', `${plan.resize.inset}px`);
    }
    if (plan.offset !== undefined && stuck) {
      stuckOffset = plan.offset;
      // While it rests at its parent's end it is placed there; the new offset applies on return.
      if (!following) element.style.setProperty(current.to, `${plan.offset}px`);
    }
    if (plan.unfollow) {
      unfollow();
      // Back to fixed, at the offset now in force (it may have changed while it rested).
      element.style.setProperty(current.to, `${stuckOffset}px`);
    }
    if (plan.follow && stuck && !following && parent) {
      parentBackup = parent.style.position;
      parent.style.position = 'relative';
      followBackup = backup(element, FOLLOW_STYLES);
      element.style.position = 'absolute';
      element.style.removeProperty(current.to);
      element.style.setProperty(current.to === 'top' ? 'bottom' : 'top', '0');
      element.style.setProperty('inset-inline-start', `${plan.follow.inset}px`);
      following = true;
    }
    if (plan.effects !== undefined) {
      effects = plan.effects;
      element.classList.toggle(EFFECTS_CLASS, effects);
    }
  };

  const deactivate = () => {
    generation++;
    for (const stop of subscriptions.splice(0)) stop();
    unstick();
    effects = false;
    element.classList.remove(EFFECTS_CLASS, 'elementor-sticky');
  };

  const activate = (current: StickyConfig) => {
    generation++;
    parent = parentElement();
    if (current.parent && !parent)
      warnOnce('sticky_parent: no parent column or container found; sticking to the page');
    stale = true;
    element.classList.add('elementor-sticky');
    const remeasure = () => {
      stale = true;
      frames?.quiet(Number.NaN, Number.NaN);
      ctx.scheduler.read(check);
      refreshAnchorMargins(doc, ctx);
    };
    // Its writes go through the scheduler with the plan they carry out.
    const loop = scrollFrames(ctx, { read: check });
    frames = loop;
    loop.listen(true);
    subscriptions.push(
      () => {
        loop.stop();
        frames = undefined;
      },
      ctx.scheduler.observeResize(element, () => {
        if (!stuck) remeasure();
      }),
      ctx.scheduler.observeResize(doc.body, remeasure),
      ctx.scheduler.read(check),
      ctx.scrollOffsets.add(() =>
        stuck && !following && current.to === 'top'
          ? anchorClearance(offsetFor(current), stuckHeight, current.anchorOffset)
          : 0,
      ),
    );
    if (parent) subscriptions.push(ctx.scheduler.observeResize(parent, remeasure));
    if (current.anchorOffset > 0)
      subscriptions.push(
        addAnchorMargin(doc, {
          box: () => (stuck && spacer ? spacer : element),
          margin: current.anchorOffset,
          ctx,
        }),
      );
    const events = new AbortController();
    win.addEventListener('load', remeasure, { signal: events.signal });
    win.addEventListener(FIXED_TOP_EVENT, remeasure, { signal: events.signal });
    subscriptions.push(() => events.abort());
  };

  const warnOnce = (problem: string) => {
    if (warned.has(problem)) return;
    warned.add(problem);
    ctx.warn(problem);
  };

  /** Reads the configuration for the current device and switches only when it changed. */
  const configure = () => {
    const reading = readStickyConfig(
      ctx.rawSettings,
      ctx.devices.current(),
      ctx.devices.active,
      (key) => ctx.devices.value(ctx.rawSettings, key),
    );
    reading.problems.forEach(warnOnce);
    const key = JSON.stringify(reading.config);
    if (key !== configKey) {
      if (config) deactivate();
      config = reading.config;
      configKey = key;
      if (config) activate(config);
    }
    if (config) {
      ctx.report('active');
      ctx.explain({ ...config, parentFound: Boolean(parent), device: ctx.devices.current() });
    } else {
      const why = reading.reason ?? reading.problems.join('; ');
      ctx.report('skipped', why);
    }
  };

  // Every resize: a width change re-measures the stuck element in place, a height-only change
  // (a mobile address bar) only re-checks, never tearing down (anchor-defects.md #14).
  ctx.scheduler.onResize(() => {
    stale = true;
    if (win.innerWidth !== lastWidth) {
      lastWidth = win.innerWidth;
      resized = true;
    }
    check();
  });
  ctx.scheduler.onResize(configure, RECHECK_WAIT_MS);
  configure();
  return () => {
    deactivate();
    subscriptions = [];
  };
}
