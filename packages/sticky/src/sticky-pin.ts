import type { StickTo } from './sticky-geometry.ts';
import type { PinState, Plan } from './sticky-plan.ts';
import { makeSpacer } from './sticky-spacer.ts';

const ACTIVE_CLASSES = ['elementor-sticky--active', 'elementor-section--handles-inside'];
const EFFECTS_CLASS = 'elementor-sticky--effects';
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

/** Fixed at `offset` from the `to` edge, `width` wide; returns what puts the styles back. */
function fix(element: HTMLElement, width: number, inset: number, to: StickTo, offset: number) {
  const saved = backup(element, ELEMENT_STYLES);
  const style = element.style;
  style.position = 'fixed';
  style.width = `${width}px`;
  style.marginTop = '0';
  style.marginBottom = '0';
  style.setProperty(to, `${offset}px`);
  style.removeProperty(to === 'top' ? 'bottom' : 'top');
  if (inset) style.setProperty('inset-inline-start', `${inset}px`);
  return () => restore(element, saved);
}

/** Resting at the end of `parent`, placed in it; returns what puts both back. */
function rest(element: HTMLElement, parent: HTMLElement, inset: number, to: StickTo) {
  const position = parent.style.position;
  parent.style.position = 'relative';
  const saved = backup(element, FOLLOW_STYLES);
  const style = element.style;
  style.position = 'absolute';
  style.removeProperty(to);
  style.setProperty(to === 'top' ? 'bottom' : 'top', '0');
  style.setProperty('inset-inline-start', `${inset}px`);
  return () => {
    restore(element, saved);
    if (position) parent.style.position = position;
    else parent.style.removeProperty('position');
  };
}

/**
 * A stuck element takes its new width, inset and offset. While it rests at its parent's end it is
 * placed there: only the width applies, the inset and offset on return.
 */
function reposition(element: HTMLElement, plan: Plan, to: StickTo, following: boolean) {
  const style = element.style;
  if (plan.resize) {
    style.width = `${plan.resize.width}px`;
    if (!following) style.setProperty('inset-inline-start', `${plan.resize.inset}px`);
  }
  if (plan.offset !== undefined && !following) style.setProperty(to, `${plan.offset}px`);
}

/**
 * The applied state of a sticky element, changed only in the write phase: stuck (fixed, with a
 * spacer holding its place), following (resting at its parent's end), effects on. Every style it
 * sets is backed up first and restored when it lets go.
 */
export interface StickyPin extends PinState {
  /** The placeholder in the flow while stuck. */
  readonly spacer: HTMLElement | null;
  /** The stuck element's height, for in-page anchors to clear it. */
  readonly height: number;
  /** Carries out a frame's plan. `parent`: where it rests at the end, if it stays in one. */
  apply(plan: Plan, to: StickTo, offset: number, parent: HTMLElement | null): void;
  /** Back in the flow, effects off, every style as it was. */
  release(): void;
}

export function createStickyPin(element: HTMLElement, emit: (event: string) => void): StickyPin {
  const style = element.style;
  /** What puts the element back in the flow, and back from its parent's end. */
  let unfix: (() => void) | undefined;
  let unrest: (() => void) | undefined;

  const unfollow = () => {
    if (!pin.following) return;
    pin.following = false;
    unrest?.();
    unrest = undefined;
  };

  const unstick = () => {
    if (!pin.stuck) return;
    unfollow();
    pin.stuck = false;
    unfix?.();
    unfix = undefined;
    element.classList.remove(...ACTIVE_CLASSES);
    pin.spacer?.remove();
    pin.spacer = null;
    emit('sticky:unstick');
  };

  const stick = (
    { width, inset, height }: NonNullable<Plan['stick']>,
    to: StickTo,
    offset: number,
  ) => {
    // The placeholder goes in in the same frame as the element leaves the flow, so the page
    // below never moves (anchor-defects.md #15).
    pin.spacer = makeSpacer(element);
    element.after(pin.spacer);
    unfix = fix(element, width, inset, to, offset);
    pin.offset = offset;
    pin.stuck = true;
    pin.height = height;
    element.classList.add(...ACTIVE_CLASSES);
    emit('sticky:stick');
  };

  const pin = {
    stuck: false,
    following: false,
    effects: false,
    offset: 0,
    height: 0,
    spacer: null as HTMLElement | null,
    apply(plan: Plan, to: StickTo, offset: number, parent: HTMLElement | null) {
      if (plan.unstick) unstick();
      // Two checks can decide in one frame (a scroll and a resize); only the first change applies.
      if (plan.stick && !pin.stuck) stick(plan.stick, to, offset);
      if (pin.stuck) {
        reposition(element, plan, to, pin.following);
        if (plan.offset !== undefined) pin.offset = plan.offset;
      }
      if (plan.unfollow) {
        unfollow();
        // Back to fixed, at the offset now in force (it may have changed while it rested).
        style.setProperty(to, `${pin.offset}px`);
      }
      if (plan.follow && pin.stuck && !pin.following && parent) {
        unrest = rest(element, parent, plan.follow.inset, to);
        pin.following = true;
      }
      if (plan.effects !== undefined) {
        pin.effects = plan.effects;
        element.classList.toggle(EFFECTS_CLASS, pin.effects);
      }
    },
    release() {
      unstick();
      pin.effects = false;
      element.classList.remove(EFFECTS_CLASS);
    },
  };
  return pin;
}
