/**
 * Where a sticky element is relative to its trigger point and its parent's end: the original's
 * arithmetic (sticky-and-motion.md §4) as pure functions of boxes measured in the read phase.
 */

export type StickTo = 'top' | 'bottom';

/** A viewport-relative box: `getBoundingClientRect()`'s top and height. */
export interface Box {
  top: number;
  height: number;
}

/**
 * How far the element (or, while stuck, its spacer) still is from its stick point; at or below 0
 * it sticks, above 0 it lets go.
 */
export function distanceToStick(to: StickTo, box: Box, offset: number, innerHeight: number) {
  if (to === 'top') return box.top - offset;
  const bottomFromBottom = box.top - innerHeight + box.height;
  return -bottomFromBottom - offset;
}

/** The effects class is on once the page has scrolled `effectsOffset` px past the stick point. */
export const effectsActive = (distance: number, effectsOffset: number) =>
  -distance >= effectsOffset;

/** Where a newly stuck element sits: fixed at its offset from its edge of the viewport. */
export function stuckBox(to: StickTo, height: number, offset: number, innerHeight: number): Box {
  return to === 'top' ? { top: offset, height } : { top: innerHeight - offset - height, height };
}

export interface ParentEdges {
  top: number;
  bottom: number;
  borderTop: number;
  borderBottom: number;
}

/** A stuck element reaching its parent's end stops there ("stay in column"). */
export function reachesParentEnd(to: StickTo, element: Box, parent: ParentEdges) {
  if (to === 'top') return parent.bottom - parent.borderBottom <= element.top + element.height;
  return parent.top + parent.borderTop >= element.top;
}

/** A stopped element sticks again once the viewport is back above (or below) its stop. */
export function leavesParentEnd(
  to: StickTo,
  element: Box,
  offset: number,
  innerHeight: number,
): boolean {
  if (to === 'top') return element.top > offset;
  return element.top + element.height - innerHeight < -offset;
}

/**
 * How far, in px of scrolling, a stuck element is from its parent-end decision: reaching the end
 * while fixed ({@link reachesParentEnd}), or leaving it while resting there
 * ({@link leavesParentEnd}). The sign flips where the decision does; it moves one pixel per pixel
 * scrolled, so nothing changes while the page scrolls less than its size.
 */
export function parentEndMargin(
  to: StickTo,
  element: Box,
  parent: ParentEdges,
  offset: number,
  innerHeight: number,
  following: boolean,
): number {
  if (following)
    return to === 'top'
      ? element.top - offset
      : element.top + element.height - innerHeight + offset;
  return to === 'top'
    ? parent.bottom - parent.borderBottom - (element.top + element.height)
    : parent.top + parent.borderTop - element.top;
}

/** The start inset of a fixed element in a right-to-left page. */
export const rtlInset = (documentWidth: number, width: number, left: number) =>
  Math.max(documentWidth - width - left, 0);

/**
 * How far below the viewport's top an in-page target must land to clear a stuck top element:
 * its bottom edge (its fixed offset, admin bar included, plus its height) plus its
 * `sticky_anchor_link_offset`. With a zero `sticky_offset` that is admin bar + height + anchor
 * offset, as the issue states; a non-zero offset moves the element's bottom edge down too.
 */
export function anchorClearance(stuckTop: number, height: number, anchorOffset: number) {
  return stuckTop + height + anchorOffset;
}
