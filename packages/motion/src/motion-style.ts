import type { Scheduler } from '@islet/core';
import type { MotionFrame } from './motion-values.ts';
import { transformRule } from './transform-rule.ts';

const SCROLL_TRANSITION = '100ms';

/**
 * The inline styles one running motion instance writes on the node it moves, and only those:
 * what it wrote last (unchanged values restart no transition), the transform rule, the
 * compositor-layer hint and the transition held back for the first values. Made per start and
 * cleared on stop.
 */
export interface MotionStyle {
  /** Keeps a frame's values for the next write phase (only the latest one counts). */
  queue(frame: MotionFrame, fromScroll: boolean): void;
  /** The write phase: the queued values, the layer hint for the current view, the transition. */
  flush(visible: boolean): void;
  /** Hover transforms of the site's CSS animate at their own pace again. */
  releaseDuration(): void;
  clear(): void;
}

/**
 * The first values land without animating in from nothing (anchor-defects.md #21); the
 * suppression lasts one frame and never stays inline (#22).
 */
function firstValuesTransition(
  style: CSSStyleDeclaration,
  scheduler: Scheduler,
  requestWrite: () => void,
) {
  let first = true;
  let live = true;
  /** The transition held back for the first values, due back in a later frame's write phase. */
  let suppressed: string | undefined;
  let restoreDue = false;
  return {
    hold() {
      if (!first) return;
      first = false;
      suppressed = style.transition;
      style.transition = 'none';
      scheduler.read(() => {
        if (!live) return;
        restoreDue = true;
        requestWrite();
      });
    },
    restore() {
      if (!restoreDue || suppressed === undefined) return;
      restoreDue = false;
      style.transition = suppressed;
      suppressed = undefined;
    },
    clear() {
      live = false;
      if (suppressed !== undefined) style.transition = suppressed;
    },
  };
}

/** The custom properties, transform rule, opacity and layer hint written on the moving node. */
function motionValues(style: CSSStyleDeclaration, advanced: readonly string[]) {
  const functions = new Set<string>();
  /** What this instance last wrote, by variable. */
  const written = new Map<string, string>();
  let ruleLength = -1;
  let filterOn = false;
  let opacityOn = false;
  let hint = '';

  const writeVars = (frame: MotionFrame) => {
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
  };

  /**
   * `will-change` for what moves: in view, a moving element gets its own compositor layer, so a
   * new transform or blur is composited instead of repainted and re-rasterized every frame. The
   * transform or filter already makes it a stacking context and containing block, so the hint
   * changes no layout; out of view the layer is given back. Opacity keeps its hint throughout,
   * as the original writes it.
   */
  const hintLayer = (visible: boolean) => {
    let wanted = opacityOn ? 'opacity' : '';
    if (visible && functions.size) wanted = wanted ? `transform, ${wanted}` : 'transform';
    if (visible && filterOn) wanted = wanted ? `${wanted}, filter` : 'filter';
    if (wanted === hint) return;
    hint = wanted;
    if (wanted) style.willChange = wanted;
    else style.removeProperty('will-change');
  };

  return {
    write: writeVars,
    hint: hintLayer,
    clear() {
      for (const fn of functions) style.removeProperty(`--${fn}`);
      style.removeProperty('--blur');
      for (const property of ['transform', 'filter', 'opacity', 'will-change'])
        style.removeProperty(property);
    },
  };
}

export function createMotionStyle(
  element: HTMLElement,
  moving: HTMLElement,
  advanced: readonly string[],
  scheduler: Scheduler,
  requestWrite: () => void,
): MotionStyle {
  const style = moving.style;
  const values = motionValues(style, advanced);
  const transition = firstValuesTransition(style, scheduler, requestWrite);
  let pending: MotionFrame | undefined;
  let pendingFromScroll = false;
  let live = true;
  let durationSet = false;

  const releaseDuration = () => {
    element.style.removeProperty('--e-transform-transition-duration');
    durationSet = false;
  };

  const write = (frame: MotionFrame, fromScroll: boolean) => {
    values.write(frame);
    if (fromScroll && !durationSet) {
      element.style.setProperty('--e-transform-transition-duration', SCROLL_TRANSITION);
      durationSet = true;
    }
    transition.hold();
  };

  return {
    queue(frame, fromScroll) {
      pending = frame;
      pendingFromScroll = fromScroll;
      requestWrite();
    },
    flush(visible) {
      const frame = pending;
      pending = undefined;
      if (!live) return;
      if (frame) write(frame, pendingFromScroll);
      values.hint(visible);
      transition.restore();
    },
    releaseDuration,
    clear() {
      live = false;
      pending = undefined;
      values.clear();
      transition.clear();
      releaseDuration();
    },
  };
}
