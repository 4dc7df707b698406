import type { BehaviourContext, Cleanup } from '@islet/core';
import { scrollFrames } from '@islet/core/scroll-frame';
import { scrollPosition, type ScrollPosition } from '@islet/core/scroll-position';
import { backgroundLayerSize } from './motion-formulas.ts';
import { createMotionGeometry, type MotionGeometry } from './motion-geometry.ts';
import { mountMotion, type MotionParts } from './motion-layer.ts';
import type { MotionConfig, MotionSettings } from './motion-options.ts';
import { createMotionStyle } from './motion-style.ts';
import { mouseFrame, scrollFrame } from './motion-values.ts';
import { onPointer } from './pointer-hub.ts';
import { advancedTransforms } from './transform-rule.ts';

const RECALC_EVENT = 'elementor-pro/motion-fx/recalc';

/**
 * One motion instance of an element (its own motion, or its background layer's): a controller
 * that starts and stops with the device and the motion preference. Every measurement happens in
 * the scheduler's read phase and every style write in its write phase, so a frame never forces a
 * layout. Instances share one scroll loop (`@islet/core/scroll-frame`), and only those in view
 * follow it.
 */
export interface MotionInstance {
  /** Starts, refreshes or stops the instance for the current device and motion preference. */
  update(reduced: boolean): void;
  stop(): void;
  readonly running: boolean;
}

interface Instance {
  ctx: BehaviourContext<MotionSettings>;
  config: MotionConfig;
  win: Window;
  parts: MotionParts;
  advanced: readonly string[];
  scroll: ScrollPosition;
  geometry: MotionGeometry;
}

/** A started instance: what it follows, what it last saw, and how to take it all down. */
interface Run {
  /** Layout changed (a resize, a device change): measure again and write the current values. */
  refresh(): void;
  stop(): void;
}

function partsOf(
  element: HTMLElement,
  ctx: BehaviourContext<MotionSettings>,
  config: MotionConfig,
): MotionParts {
  const isBackground = config.prefix === 'background_motion_fx';
  const { elementType } = ctx.info;
  const ownBox = elementType === 'section' || elementType === 'container';
  const childTarget = ownBox
    ? undefined
    : [...element.children].find((child) =>
        child.matches('.elementor-widget-container, .elementor-widget-wrap'),
      );
  // Element motion moves the content (or the element itself on optimized markup); background
  // motion moves a layer inside the element.
  const target = isBackground ? element : ((childTarget as HTMLElement | undefined) ?? element);
  const speeds: { mouseTrack?: number; translateX?: number; translateY?: number } = {};
  for (const effect of config.mouse)
    if (effect.kind === 'mouseTrack') speeds.mouseTrack = effect.speed;
  for (const effect of config.scroll)
    if (effect.kind === 'transform' && effect.name !== 'rotateZ')
      speeds[effect.name] = effect.speed;
  return {
    element,
    elementType,
    target,
    parent: target.parentElement ?? element.ownerDocument.body,
    isBackground,
    layerSize: backgroundLayerSize(speeds),
    tilt: config.mouse.some((effect) => effect.kind === 'tilt'),
  };
}

/** Subscriptions of a run that follow the view, the layout and the pointer. */
function follow(
  instance: Instance,
  layer: HTMLElement | undefined,
  observed: HTMLElement,
  handlers: {
    view(visible: boolean): void;
    recalc(): void;
    frame(): void;
    mouse(x: number, y: number): void;
    hover(): void;
  },
): Cleanup[] {
  const { ctx, config, win, parts } = instance;
  const { scheduler } = ctx;
  const stops: Cleanup[] = [
    // Only an instance in view follows the scroll, so a frame's cost follows what is on screen,
    // not how many effects the page has.
    scheduler.observeIntersection(observed, (entry) => handlers.view(entry.isIntersecting)),
    scheduler.observeResize(parts.parent, handlers.recalc),
    // Content above that grows or shrinks moves the parent without resizing it.
    scheduler.observeResize(parts.element.ownerDocument.body, handlers.recalc),
  ];
  if (layer) stops.push(scheduler.observeResize(layer, handlers.recalc));
  // The first frame applies at once, in view or not, so nothing jumps when it comes in.
  if (config.scroll.length) stops.push(scheduler.read(handlers.frame));
  if (config.mouse.length) stops.push(onPointer(win, handlers.mouse));
  const events = new AbortController();
  const { signal } = events;
  win.addEventListener(RECALC_EVENT, handlers.recalc, { signal });
  win.addEventListener('load', handlers.recalc, { signal });
  // Hover transforms of the site's CSS animate at their own pace again.
  ctx.content.addEventListener('mouseenter', handlers.hover, { signal });
  stops.push(() => events.abort());
  return stops;
}

/**
 * What a layout change calls: the geometry is stale, and however many observers report it, one
 * measure follows in the next read phase.
 */
function recalcOnce(instance: Instance, isVisible: () => boolean, forceFrame: () => void) {
  let queued = false;
  return () => {
    instance.geometry.stale = true;
    // Out of view it measures when it comes back: a resize costs only what is on screen.
    if (queued || !isVisible()) return;
    queued = true;
    instance.ctx.scheduler.read(() => {
      queued = false;
      forceFrame();
    });
  };
}

function start(instance: Instance): Run {
  const { ctx, config, parts, scroll, geometry } = instance;
  const type = parts.isBackground ? 'background' : 'element';
  let stopped = false;
  let visible = false;
  let lastProgress = Number.NaN;
  let pointer: { x: number; y: number } | undefined;
  /**
   * Read phase: one layout read of the parent, then the frame's values go to the write phase.
   * `frameY` is the loop's scroll position; after a measure it is read again, because the page's
   * scroll range may have changed with the layout that made this instance stale.
   */
  const onFrame = (force = false, frameY?: number) => {
    if (stopped || (!visible && !force)) return;
    const remeasured = geometry.stale;
    // Mouse-only layers need their overhang measured too, here in the read phase.
    if (remeasured) geometry.measure();
    if (!config.scroll.length) return;
    const progress = geometry.progress(remeasured || frameY === undefined ? scroll.y : frameY);
    if (!force && progress === lastProgress) return;
    lastProgress = progress;
    style.queue(scrollFrame(config.scroll, progress, type, geometry.movable), true);
  };
  const forceFrame = () => onFrame(true);

  const loop = scrollFrames(ctx, {
    read: (y) => onFrame(false, y),
    write: () => style.flush(visible),
  });
  const isFixed = ctx.setting('_position') === 'fixed';
  const range = config.range ?? (isFixed ? 'page' : 'viewport');
  const mount = mountMotion(parts);
  geometry.reset(range, isFixed, mount.layer);
  const style = createMotionStyle(
    parts.element,
    mount.moving,
    instance.advanced,
    ctx.scheduler,
    () => loop.requestWrite(),
  );

  const observed = range === 'page' ? parts.element.ownerDocument.body : parts.parent;
  const stops = follow(instance, mount.layer, observed, {
    view(inView) {
      visible = inView;
      if (!visible) pointer = undefined;
      loop.listen(visible && config.scroll.length > 0);
      // The compositor-layer hint follows the view.
      loop.requestWrite();
      // Leaving view settles the last values too, so a fast scroll leaves no half-way state.
      ctx.scheduler.read(forceFrame);
    },
    recalc: recalcOnce(instance, () => visible, forceFrame),
    frame: forceFrame,
    mouse(x, y) {
      if (stopped || !visible) return;
      if (pointer && pointer.x === x && pointer.y === y) return;
      pointer = { x, y };
      style.queue(mouseFrame(config.mouse, x, y, type, geometry.movable), false);
    },
    hover: style.releaseDuration,
  });
  stops.push(() => loop.stop());

  return {
    refresh() {
      geometry.stale = true;
      ctx.scheduler.read(forceFrame);
    },
    stop() {
      stopped = true;
      for (const each of stops) each();
      style.clear();
      mount.unmount();
    },
  };
}

export function createInstance(
  element: HTMLElement,
  ctx: BehaviourContext<MotionSettings>,
  config: MotionConfig,
): MotionInstance {
  const win = element.ownerDocument.defaultView ?? window;
  const parts = partsOf(element, ctx, config);
  const scroll = scrollPosition(win);
  const instance: Instance = {
    ctx,
    config,
    win,
    parts,
    advanced: parts.isBackground ? [] : advancedTransforms(ctx.settings.advanced_transforms),
    scroll,
    geometry: createMotionGeometry(win, parts.parent, scroll, parts.layerSize),
  };
  let run: Run | undefined;
  const stop = () => {
    run?.stop();
    run = undefined;
  };
  return {
    update(reduced) {
      const onDevice = !config.devices || config.devices.includes(ctx.devices.current());
      const wanted = !reduced && onDevice;
      if (wanted && !run) run = start(instance);
      else if (!wanted) stop();
      else run?.refresh();
    },
    stop,
    get running() {
      return run !== undefined;
    },
  };
}
