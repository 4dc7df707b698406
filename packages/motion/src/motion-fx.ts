import type { BehaviourContext, Cleanup } from '@islet/core';
import { scrollFrames, type ScrollFrameHandle } from '@islet/core/scroll-frame';
import { scrollPosition } from '@islet/core/scroll-position';
import {
  backgroundLayerSize,
  fixedProgress,
  pageProgress,
  viewportProgress,
} from './motion-formulas.ts';
import { readMotionConfig, type MotionConfig, type MotionPrefix } from './motion-options.ts';
import { mouseFrame, scrollFrame, type MotionFrame, type Movable } from './motion-values.ts';
import { onPointer } from './pointer-hub.ts';
import { advancedTransforms, transformRule } from './transform-rule.ts';
import { onReducedMotionChange, prefersReducedMotion } from '@islet/primitives';

/**
 * Scroll and mouse motion effects of one element: up to two instances (the element itself and its
 * background layer). Every measurement happens in the scheduler's read phase and every style
 * write in its write phase, so a frame never forces a layout. Instances share one scroll loop
 * (`@islet/core/scroll-frame`), and only those in view follow it.
 */

const PREFIXES: readonly MotionPrefix[] = ['motion_fx', 'background_motion_fx'];
const RESIZE_WAIT_MS = 200;
const SCROLL_TRANSITION = '100ms';
const RECALC_EVENT = 'elementor-pro/motion-fx/recalc';

interface Instance {
  /** Starts, refreshes or stops the instance for the current device and motion preference. */
  update(reduced: boolean): void;
  stop(): void;
  readonly running: boolean;
}

function windowOf(element: HTMLElement): Window {
  return element.ownerDocument.defaultView ?? window;
}

function createInstance(
  element: HTMLElement,
  ctx: BehaviourContext,
  config: MotionConfig,
): Instance {
  const win = windowOf(element);
  const doc = element.ownerDocument;
  const scroll = scrollPosition(win);
  const isBackground = config.prefix === 'background_motion_fx';
  const type = isBackground ? 'background' : 'element';
  const { elementType } = ctx.info;
  const ownBox = elementType === 'section' || elementType === 'container';
  const childTarget = ownBox
    ? null
    : [...element.children].find((child) =>
        child.matches('.elementor-widget-container, .elementor-widget-wrap'),
      );
  // Element motion moves the content (or the element itself on optimized markup); background
  // motion moves a layer inside the element.
  const target = isBackground ? element : ((childTarget as HTMLElement | undefined) ?? element);
  const parent = target.parentElement ?? doc.body;
  const advanced = isBackground ? [] : advancedTransforms(ctx.rawSettings);
  const speeds: { mouseTrack?: number; translateX?: number; translateY?: number } = {};
  for (const effect of config.mouse)
    if (effect.kind === 'mouseTrack') speeds.mouseTrack = effect.speed;
  for (const effect of config.scroll)
    if (effect.kind === 'transform' && effect.name !== 'rotateZ')
      speeds[effect.name] = effect.speed;
  const layerSize = backgroundLayerSize(speeds);

  let running = false;
  let generation = 0;
  let frames: ScrollFrameHandle | undefined;
  /** The transition held back for the first values, due back in a later frame's write phase. */
  let restoreDue = false;
  let stops: Cleanup[] = [];
  let layerContainer: HTMLElement | undefined;
  let moving: HTMLElement = target;
  let visible = false;
  let stale = true;
  let contentHeight = 0;
  /** The parent's top in document coordinates: a frame needs only `scrollY`, no layout read. */
  let parentTop = 0;
  let pageHeights = { scroll: 0, client: 0 };
  let movable: Movable = { x: 0, y: 0 };
  let lastProgress = Number.NaN;
  let pointer: { x: number; y: number } | undefined;
  let suppressed: string | undefined;
  const functions = new Set<string>();
  /** What this instance last wrote, by variable. */
  const written = new Map<string, string>();
  let durationSet = false;
  let ruleLength = -1;
  let filterOn = false;
  let opacityOn = false;
  let first = true;
  let isFixed = false;
  let range: 'viewport' | 'page' = 'viewport';

  const measure = () => {
    stale = false;
    scroll.refresh();
    if (range === 'page') {
      const root = doc.documentElement;
      pageHeights = { scroll: root.scrollHeight, client: root.clientHeight };
    }
    if (range === 'viewport') {
      const style = win.getComputedStyle(parent);
      const frame =
        parseFloat(style.paddingTop) +
        parseFloat(style.paddingBottom) +
        parseFloat(style.borderTopWidth) +
        parseFloat(style.borderBottomWidth);
      const rect = parent.getBoundingClientRect();
      parentTop = rect.top + win.scrollY;
      contentHeight = Math.max(0, rect.height - (frame || 0));
    }
    if (layerContainer) {
      const width = layerContainer.clientWidth;
      const height = layerContainer.clientHeight;
      movable = {
        x: (width * (layerSize.width - 100)) / 100,
        y: (height * (layerSize.height - 100)) / 100,
      };
    }
  };

  const scrollProgress = (scrollTop: number) => {
    if (isFixed) return fixedProgress(scrollTop, scroll.height);
    if (range === 'page') return pageProgress(scrollTop, pageHeights.scroll, pageHeights.client);
    return viewportProgress(parentTop - scrollTop, contentHeight, scroll.height);
  };

  /**
   * `will-change` for what moves: in view, a moving element gets its own compositor layer, so a
   * new transform or blur is composited instead of repainted and re-rasterized every frame. The
   * transform or filter already makes it a stacking context and containing block, so the hint
   * changes no layout; out of view the layer is given back. Opacity keeps its hint throughout,
   * as the original writes it.
   */
  let hint = '';
  const hintLayer = () => {
    let wanted = opacityOn ? 'opacity' : '';
    if (visible && functions.size) wanted = wanted ? `transform, ${wanted}` : 'transform';
    if (visible && filterOn) wanted = wanted ? `${wanted}, filter` : 'filter';
    if (wanted === hint) return;
    hint = wanted;
    if (wanted) moving.style.willChange = wanted;
    else moving.style.removeProperty('will-change');
  };

  const write = (frame: MotionFrame, fromScroll: boolean) => {
    const style = moving.style;
    for (const [fn, value] of frame.vars) {
      if (fn === 'blur') {
        if (!filterOn) {
          style.filter = 'blur(var(--blur))';
          filterOn = true;
        }
      } else functions.add(fn);
      // Unchanged values (a clamped range, a still pointer axis) restart no transition.
      if (written.get(fn) === value) continue;
      written.set(fn, value);
      style.setProperty(`--${fn}`, value);
    }
    // The rule is rebuilt only when a function first appears.
    if (functions.size !== ruleLength) {
      ruleLength = functions.size;
      if (functions.size) style.transform = transformRule(advanced, functions);
    }
    if (frame.opacity !== undefined && written.get('opacity') !== String(frame.opacity)) {
      written.set('opacity', String(frame.opacity));
      style.opacity = String(frame.opacity);
      opacityOn = true;
    }
    if (fromScroll && !durationSet) {
      element.style.setProperty('--e-transform-transition-duration', SCROLL_TRANSITION);
      durationSet = true;
    }
    if (first) {
      // The first values land without animating in from nothing (anchor-defects.md #21); the
      // suppression lasts one frame and never stays inline (#22).
      first = false;
      suppressed = style.transition;
      style.transition = 'none';
      const token = generation;
      ctx.scheduler.read(() => {
        if (token !== generation) return;
        restoreDue = true;
        frames?.requestWrite();
      });
    }
  };

  // The loop's write phase: the latest values, and the held-back transition once it is due.
  let pendingFrame: MotionFrame | undefined;
  let pendingFromScroll = false;
  const writePending = () => {
    const frame = pendingFrame;
    pendingFrame = undefined;
    if (!running) return;
    if (frame) write(frame, pendingFromScroll);
    hintLayer();
    if (restoreDue && suppressed !== undefined) {
      restoreDue = false;
      moving.style.transition = suppressed;
      suppressed = undefined;
    }
  };
  const queue = (frame: MotionFrame, fromScroll: boolean) => {
    pendingFrame = frame;
    pendingFromScroll = fromScroll;
    frames?.requestWrite();
  };

  /**
   * Read phase: one layout read of the parent, then the frame's values go to the write phase.
   * `frameY` is the loop's scroll position; after a measure it is read again, because the page's
   * scroll range may have changed with the layout that made this instance stale.
   */
  const onFrame = (force = false, frameY?: number) => {
    if (!running || (!visible && !force)) return;
    const remeasured = stale;
    // Mouse-only layers need their overhang measured too, here in the read phase.
    if (stale) measure();
    if (!config.scroll.length) return;
    const progress = scrollProgress(remeasured || frameY === undefined ? scroll.y : frameY);
    if (!force && progress === lastProgress) return;
    lastProgress = progress;
    queue(scrollFrame(config.scroll, progress, type, movable), true);
  };

  const onMouse = (x: number, y: number) => {
    if (!running || !visible) return;
    if (pointer && pointer.x === x && pointer.y === y) return;
    pointer = { x, y };
    queue(mouseFrame(config.mouse, x, y, type, movable), false);
  };

  const start = () => {
    running = true;
    generation++;
    first = true;
    restoreDue = false;
    const loop = scrollFrames(ctx, {
      read: (y) => onFrame(false, y),
      write: writePending,
    });
    frames = loop;
    stale = true;
    lastProgress = Number.NaN;
    ruleLength = -1;
    const position = ctx.devices.value(ctx.rawSettings, '_position');
    isFixed = position === 'fixed';
    range = config.range ?? (isFixed ? 'page' : 'viewport');
    if (isBackground) {
      const host =
        elementType === 'column'
          ? (element.querySelector<HTMLElement>(':scope > .elementor-element-populated') ?? element)
          : element;
      layerContainer = doc.createElement('div');
      layerContainer.className = 'elementor-motion-effects-container';
      moving = doc.createElement('div');
      moving.className = 'elementor-motion-effects-layer';
      moving.style.width = `${layerSize.width}%`;
      moving.style.height = `${layerSize.height}%`;
      layerContainer.append(moving);
      host.prepend(layerContainer);
      element.classList.add('elementor-motion-effects-element-type-background');
    } else moving = target;
    target.classList.add('elementor-motion-effects-element');
    parent.classList.add('elementor-motion-effects-parent');
    if (config.mouse.some((effect) => effect.kind === 'tilt'))
      parent.classList.add('elementor-motion-effects-perspective');

    let recalcQueued = false;
    const recalc = () => {
      stale = true;
      // Out of view it measures when it comes back: a resize costs only what is on screen.
      if (recalcQueued || !visible) return;
      recalcQueued = true;
      ctx.scheduler.read(() => {
        recalcQueued = false;
        onFrame(true);
      });
    };
    const observed = range === 'page' ? doc.body : parent;
    // Only an instance in view follows the scroll, so a frame's cost follows what is on screen,
    // not how many effects the page has.
    stops.push(
      ctx.scheduler.observeIntersection(observed, (entry) => {
        visible = entry.isIntersecting;
        if (!visible) pointer = undefined;
        loop.listen(visible && config.scroll.length > 0);
        // The compositor-layer hint follows the view.
        loop.requestWrite();
        // Leaving view settles the last values too, so a fast scroll leaves no half-way state.
        ctx.scheduler.read(() => onFrame(true));
      }),
      () => loop.stop(),
      ctx.scheduler.observeResize(parent, () => recalc()),
      // Content above that grows or shrinks moves the parent without resizing it.
      ctx.scheduler.observeResize(doc.body, () => recalc()),
    );
    if (layerContainer) stops.push(ctx.scheduler.observeResize(layerContainer, () => recalc()));
    // The first frame applies at once, in view or not, so nothing jumps when it comes in.
    if (config.scroll.length) stops.push(ctx.scheduler.read(() => onFrame(true)));
    if (config.mouse.length) stops.push(onPointer(win, onMouse));
    const events = new AbortController();
    win.addEventListener(RECALC_EVENT, recalc, { signal: events.signal });
    win.addEventListener('load', recalc, { signal: events.signal });
    // Hover transforms of the site's CSS animate at their own pace again.
    ctx.content.addEventListener(
      'mouseenter',
      () => {
        element.style.removeProperty('--e-transform-transition-duration');
        durationSet = false;
      },
      { signal: events.signal },
    );
    stops.push(() => events.abort());
  };

  const stop = () => {
    if (!running) return;
    running = false;
    generation++;
    frames = undefined;
    pendingFrame = undefined;
    restoreDue = false;
    for (const each of stops.splice(0)) each();
    stops = [];
    visible = false;
    pointer = undefined;
    const style = moving.style;
    for (const fn of functions) style.removeProperty(`--${fn}`);
    style.removeProperty('--blur');
    functions.clear();
    written.clear();
    for (const property of ['transform', 'filter', 'opacity', 'will-change'])
      style.removeProperty(property);
    if (suppressed !== undefined) style.transition = suppressed;
    suppressed = undefined;
    filterOn = false;
    opacityOn = false;
    hint = '';
    element.style.removeProperty('--e-transform-transition-duration');
    durationSet = false;
    target.classList.remove('elementor-motion-effects-element');
    element.classList.remove('elementor-motion-effects-element-type-background');
    parent.classList.remove(
      'elementor-motion-effects-parent',
      'elementor-motion-effects-perspective',
    );
    layerContainer?.remove();
    layerContainer = undefined;
    moving = target;
  };

  return {
    update(reduced) {
      const onDevice = !config.devices || config.devices.includes(ctx.devices.current());
      const wanted = !reduced && onDevice;
      if (wanted && !running) start();
      else if (!wanted && running) stop();
      else if (running) {
        stale = true;
        ctx.scheduler.read(() => onFrame(true));
      }
    },
    stop,
    get running() {
      return running;
    },
  };
}

export function connect(element: HTMLElement, ctx: BehaviourContext): Cleanup | void {
  const instances: Instance[] = [];
  for (const prefix of PREFIXES) {
    const { config, problems } = readMotionConfig(ctx.rawSettings, prefix, ctx.devices.active);
    for (const problem of problems) ctx.warn(problem);
    if (config && (config.scroll.length || config.mouse.length))
      instances.push(createInstance(element, ctx, config));
  }
  if (!instances.length) {
    ctx.report('skipped', 'no motion effect is switched on');
    return;
  }
  const win = windowOf(element);
  const update = () => {
    const reduced = prefersReducedMotion(win);
    for (const instance of instances) instance.update(reduced);
    if (reduced) ctx.report('skipped', 'the visitor prefers reduced motion');
    else if (!instances.some((instance) => instance.running))
      ctx.report('skipped', `no motion effect on ${ctx.devices.current()}`);
    else ctx.report('active');
  };
  ctx.own(onReducedMotionChange(win, update));
  ctx.scheduler.onResize(update, RESIZE_WAIT_MS);
  update();
  return () => {
    for (const instance of instances) instance.stop();
  };
}
