import { autoUpdate, computePosition, flip, offset, shift, type Placement } from '@floating-ui/dom';
import type { BehaviourContext, Cleanup } from '@islet/core';
import { ownPosition, SIDES } from './own-position.ts';
import { animationSide, placementOf } from './tooltip-placement.ts';

export const ACTIVE = 'e-hotspot--active';
const FROM = 'e-hotspot--tooltip-animation-from-';
export const OVERRIDE = 'e-hotspot--override-tooltip-animation-from-';

export interface Spot {
  root: HTMLElement;
  button: HTMLElement;
  tooltip: HTMLElement | null;
  /** What Floating UI moves: the tooltip, or the mask that clips a sliding one. */
  box: HTMLElement | null;
  /** Its repeater item, whose own tooltip position wins over the widget's. */
  item: Readonly<Record<string, unknown>> | undefined;
  /** The server's `e-hotspot--override-tooltip-animation-from-{side}` class and side, if any. */
  mark: RegExpExecArray | null;
  stopTracking?: Cleanup;
}

/** Opening a tooltip places it and keeps it placed (Floating UI) until it closes. */
export function setOpen(spot: Spot, open: boolean, ctx: BehaviourContext) {
  spot.root.classList.toggle(ACTIVE, open);
  spot.button.setAttribute('aria-expanded', String(open));
  spot.stopTracking?.();
  spot.stopTracking =
    open && spot.box ? autoUpdate(spot.button, spot.box, () => place(spot, ctx)) : undefined;
}

function place(spot: Spot, ctx: BehaviourContext) {
  const { button, tooltip, box } = spot;
  if (!tooltip || !box) return;
  void computePosition(button, box, {
    placement: sideOf(spot, ctx),
    strategy: 'fixed',
    middleware: [offset(8), flip(), shift({ padding: 8 })],
  }).then(({ x, y, placement }) => {
    // Fixed coordinates replace the site CSS's own offsets, through left/top only: the
    // transform stays the site CSS's, so its grow and slide animations still run.
    Object.assign(box.style, {
      position: 'fixed',
      left: `${x}px`,
      top: `${y}px`,
      right: 'auto',
      bottom: 'auto',
      margin: '0',
    });
    box.dataset.placement = placement;
    slideFrom(spot, placement);
  });
}

/** The side the settings choose: the hotspot's own (per device), else the widget's. */
export function sideOf({ item, mark }: Spot, ctx: BehaviourContext) {
  return placementOf(
    ownPosition(item, mark?.[1], (own, key) => ctx.devices.value(own, key)) ??
      (ctx.setting('tooltip_position') as string | undefined),
  );
}

// A sliding tooltip (direction animations) comes out of its marker: the original set the class
// for the setting's side; this follows the side the tooltip was flipped to. A hotspot with its
// own position keeps the family of the server's mark (`override`), moved to that side.
export function slideFrom({ tooltip, box, mark }: Spot, placement: Placement) {
  if (!tooltip || box === tooltip) return;
  const family = mark ? OVERRIDE : FROM;
  for (const from of SIDES)
    tooltip.classList.toggle(family + from, from === animationSide(placement));
}

/** Stops the tracking and gives the tooltip back the server's classes. */
export function resetTooltip({ stopTracking, tooltip, mark }: Spot) {
  stopTracking?.();
  tooltip?.classList.remove(...SIDES.flatMap((from) => [FROM + from, OVERRIDE + from]));
  // The server's mark goes back as it was: slideFrom may have moved it to another side.
  if (mark) tooltip!.classList.add(mark[0]);
}
