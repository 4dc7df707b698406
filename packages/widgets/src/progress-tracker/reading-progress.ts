/**
 * How far (0–1) a reader is through an element, from its box relative to the viewport: 0 while
 * its top is below the viewport's top, 1 once its bottom reaches the viewport's bottom. An
 * element shorter than the viewport counts from entering at the bottom to leaving at the top.
 * For the whole page pass the document's box (top = −scrollY, height = scrollHeight).
 */
export function readingProgress(top: number, height: number, viewport: number): number {
  const travel = height - viewport;
  const progress = travel > 0 ? -top / travel : (viewport - top) / (viewport + height);
  return Math.min(1, Math.max(0, Number.isFinite(progress) ? progress : 0));
}

/** stroke-dashoffset of a circle of `circumference` drawn to `progress`. */
export const dashOffset = (circumference: number, progress: number): number =>
  circumference * (1 - progress);
