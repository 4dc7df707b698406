/**
 * The theme's width companions of a toggle (theme-twentytwenty.md §2, `resizeCheck`): an active
 * toggle is clicked off above `data-untoggle-above` or below `data-untoggle-below`, an inactive
 * one clicked on above `data-toggle-above` or below `data-toggle-below`. The theme's own markup
 * uses none of them; child themes and plugins do.
 */
export interface ToggleThresholds {
  untoggleAbove?: string;
  untoggleBelow?: string;
  toggleAbove?: string;
  toggleBelow?: string;
}

const above = (width: number, limit?: string) => !!limit && width > Number(limit);
const below = (width: number, limit?: string) => !!limit && width < Number(limit);

/** Whether a toggle must be clicked at this viewport width. */
export function crossesThreshold(
  width: number,
  active: boolean,
  { untoggleAbove, untoggleBelow, toggleAbove, toggleBelow }: ToggleThresholds,
): boolean {
  if (active) return above(width, untoggleAbove) || below(width, untoggleBelow);
  return above(width, toggleAbove) || below(width, toggleBelow);
}

export function hasThresholds(thresholds: ToggleThresholds): boolean {
  const { untoggleAbove, untoggleBelow, toggleAbove, toggleBelow } = thresholds;
  return !!(untoggleAbove || untoggleBelow || toggleAbove || toggleBelow);
}
