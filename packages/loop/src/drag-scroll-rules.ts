/**
 * Horizontal drag-scroll of the filter row (loop-and-filter.md §3): pointer moves scroll the row
 * by their delta, except that a jump beyond ±20 px moves it only ±5 px, as the original does.
 */
export function dragScrollStep(delta: number): number {
  return Math.abs(delta) > 20 ? Math.sign(delta) * 5 : delta;
}

/** Where the row starts scrolled, following `item_alignment_horizontal`. */
export function initialScrollLeft(
  alignment: unknown,
  scrollWidth: number,
  clientWidth: number,
): number {
  const room = Math.max(0, scrollWidth - clientWidth);
  if (alignment === 'center') return room / 2;
  if (alignment === 'end' || alignment === 'right' || alignment === 'flex-end') return room;
  return 0;
}
