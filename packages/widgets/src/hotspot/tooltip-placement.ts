import type { Placement } from '@floating-ui/dom';

/**
 * The side a tooltip goes on, from the `tooltip_position` setting. The setting's value is the CSS
 * property the builder's stylesheet offsets (`bottom: calc(100% + 5px)` puts the tooltip above),
 * so each value names the side opposite to where the tooltip shows; absent means above.
 */
export function placementOf(setting: string | undefined): Placement {
  switch (setting) {
    case 'top':
      return 'bottom';
    case 'left':
      return 'right';
    case 'right':
      return 'left';
    default:
      return 'top';
  }
}
