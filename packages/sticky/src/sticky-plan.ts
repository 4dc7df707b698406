import {
  distanceToStick,
  effectsActive,
  leavesParentEnd,
  parentEndMargin,
  reachesParentEnd,
  stuckBox,
  type Box,
  type ParentEdges,
} from './sticky-geometry.ts';
import type { StickyLayout } from './sticky-measure.ts';
import type { StickyConfig } from './sticky-options.ts';

/** What a frame's read phase decided; the write phase carries it out. */
export interface Plan {
  stick?: { width: number; inset: number; height: number };
  unstick?: true;
  follow?: { inset: number };
  unfollow?: true;
  resize?: { width: number; inset: number };
  offset?: number;
  effects?: boolean;
}

/** The applied state a decision starts from. */
export interface PinState {
  readonly stuck: boolean;
  readonly following: boolean;
  readonly effects: boolean;
  /** The offset a stuck element was placed at, so a new one (a bar came or went) moves it. */
  readonly offset: number;
}

/** Where the element is while stuck: fixed at its offset, or resting at the parent's end. */
function placedBox(
  current: StickyConfig,
  height: number,
  edges: ParentEdges,
  following: boolean,
  offset: number,
  innerHeight: number,
): Box {
  if (!following) return stuckBox(current.to, height, offset, innerHeight);
  return current.to === 'top'
    ? { top: edges.bottom - edges.borderBottom - height, height }
    : { top: edges.top + edges.borderTop, height };
}

/**
 * Decides one frame from cached geometry and the scroll position. `quiet` is the nearest
 * decision edge, in px of scrolling: nothing changes closer than this, so the frames in between
 * can be skipped. `resized`: the viewport's width changed since the last decision.
 */
export function planFrame(
  current: StickyConfig,
  pin: PinState,
  layout: StickyLayout,
  resized: boolean,
  scrollY: number,
  offset: number,
  innerHeight: number,
): { plan: Plan; quiet: number } {
  const { natural, parentBox } = layout;
  const { stuck } = pin;
  const plan: Plan = {};
  const inFlow: Box = { top: natural.top - scrollY, height: natural.height };
  const distance = distanceToStick(current.to, inFlow, offset, innerHeight);
  let quiet = Math.abs(distance);
  let nowStuck = stuck;
  let following = pin.following;
  if (!stuck && distance <= 0) {
    plan.stick = { width: natural.width, inset: natural.inset, height: natural.height };
    nowStuck = true;
    following = false;
  } else if (stuck && distance > 0) {
    plan.unstick = true;
    nowStuck = false;
  } else if (stuck && resized) {
    plan.resize = { width: natural.width, inset: natural.inset };
  }
  if (stuck && !plan.unstick && offset !== pin.offset) plan.offset = offset;
  if (nowStuck && parentBox) {
    const edges: ParentEdges = {
      top: parentBox.top - scrollY,
      bottom: parentBox.bottom - scrollY,
      borderTop: parentBox.borderTop,
      borderBottom: parentBox.borderBottom,
    };
    const box = placedBox(current, natural.height, edges, following, offset, innerHeight);
    if (!following && reachesParentEnd(current.to, box, edges))
      plan.follow = { inset: natural.followInset };
    else if (following && leavesParentEnd(current.to, box, offset, innerHeight))
      plan.unfollow = true;
    const margin = parentEndMargin(current.to, box, edges, offset, innerHeight, following);
    quiet = Math.min(quiet, Math.abs(margin));
  }
  const wantEffects = nowStuck && effectsActive(distance, current.effectsOffset);
  if (wantEffects !== pin.effects) plan.effects = wantEffects;
  quiet = Math.min(quiet, Math.abs(distance + current.effectsOffset));
  return { plan, quiet };
}
