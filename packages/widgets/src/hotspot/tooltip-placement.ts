import type { Placement, Side } from '@floating-ui/dom';

const OPPOSITE: Record<string, Side> = {
  top: 'bottom',
  bottom: 'top',
  left: 'right',
  right: 'left',
};

/**
 * The side a tooltip goes on, from the `tooltip_position` setting. The setting's value is the CSS
 * property the builder's stylesheet offsets (`bottom: calc(100% + 5px)` puts the tooltip above),
 * so each value names the side opposite to where the tooltip shows; absent means above.
 */
export function placementOf(setting: string | undefined): Placement {
  return OPPOSITE[setting ?? ''] ?? 'top';
}

/**
 * The `{side}` of `e-hotspot--tooltip-animation-from-{side}`, the class a direction animation
 * slides in from, for the placement the tooltip ended up with: the setting value that puts a
 * tooltip there, so it comes out of its marker (`top` slides down from above, under the marker).
 */
export function animationSide(placement: Placement): Side {
  return OPPOSITE[placement.split('-')[0]!]!;
}
