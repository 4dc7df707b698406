/** Most copies of the headlines a ticker adds at once: a guard against a runaway page width. */
export const MAX_COPIES = 100;

/**
 * How many more copies of the headlines a ticker needs so that its row, `shown` pixels of it
 * already scrolled away, still reaches the end of its `container` pixels: the original keeps
 * cloning until the row is at least as wide. A row with no width yet (not laid out) gets none.
 */
export function copiesNeeded(
  setWidth: number,
  rowWidth: number,
  container: number,
  shown = 0,
): number {
  if (!(setWidth > 0)) return 0;
  const missing = container + shown - rowWidth;
  return missing > 0 ? Math.min(MAX_COPIES, Math.ceil(missing / setWidth)) : 0;
}
