import type { Placement } from '@floating-ui/dom';

/**
 * Where a sub-menu opens: below its item in a horizontal bar, beside it deeper down or in a
 * vertical menu, mirrored in right-to-left pages. Floating UI then flips and shifts it so it stays
 * on screen.
 */
export function subMenuPlacement({
  depth,
  layout,
  rtl,
}: {
  depth: number;
  layout: string;
  rtl: boolean;
}): Placement {
  if (depth === 0 && layout === 'horizontal') return rtl ? 'bottom-end' : 'bottom-start';
  return rtl ? 'left-start' : 'right-start';
}
