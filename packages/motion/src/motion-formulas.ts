/**
 * The motion effects' arithmetic, exactly as the reference gives it (sticky-and-motion.md §11-14):
 * pure functions, so every formula, range and direction is tested in Node.
 */

export interface Range {
  start: number;
  end: number;
}

export type MoveDirection = 'out-in' | 'in-out' | 'in-out-in' | 'out-in-out';

/** Two decimals, as the original's `toFixed(2)` arithmetic gives. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Viewport range: 0 when the parent's top touches the viewport's bottom, 100 when its bottom has
 * left the viewport's top. `contentHeight` is the parent's height without padding or border.
 */
export function viewportProgress(rectTop: number, contentHeight: number, innerHeight: number) {
  const start = innerHeight - rectTop;
  const end = innerHeight + contentHeight;
  if (end <= 0) return 0;
  return round2(clamp(start / end, 0, 1) * 100);
}

/** Page range: how far the document has scrolled, 0 at the top and 100 at the bottom. */
export function pageProgress(scrollTop: number, scrollHeight: number, clientHeight: number) {
  const scrollable = scrollHeight - clientHeight;
  if (scrollable <= 0) return 0;
  return round2((scrollTop / scrollable) * 100);
}

/** A fixed-position element: scroll in viewport heights, deliberately not clamped. */
export function fixedProgress(scrollTop: number, innerHeight: number) {
  if (innerHeight <= 0) return 0;
  return round2((scrollTop / innerHeight) * 100);
}

/** translateX, translateY and rotateZ only act inside their affected range. */
export function applyAffectedRange(progress: number, range: Range | undefined) {
  if (!range) return progress;
  if (progress < range.start) return range.start;
  if (progress > range.end) return range.end;
  return progress;
}

/** `direction: negative` runs a transform backwards. */
export const directed = (progress: number, negative: boolean) =>
  negative ? 100 - progress : progress;

/** The element's own offset: 0 at the middle of the range, px for translate, deg for rotate. */
export const elementStep = (progress: number, speed: number) => -(progress - 50) * speed;

/** A background layer moves over the part of it that overhangs the element. */
export const backgroundStep = (progress: number, movable: number) => -((movable * progress) / 100);

/** The move point (0-100) that opacity, blur and scale follow, by direction and range. */
export function movePoint(progress: number, direction: MoveDirection, range: Range): number {
  const { start, end } = range;
  if (progress < start) {
    const before = start > 0 ? round2((progress / start) * 100) : 0;
    switch (direction) {
      case 'out-in':
        return 0;
      case 'in-out':
        return 100;
      case 'in-out-in':
        return 100 - before;
      case 'out-in-out':
        return before;
    }
  }
  if (progress < end) {
    const inside = end > start ? round2(((progress - start) / (end - start)) * 100) : 100;
    switch (direction) {
      case 'out-in':
        return inside;
      case 'in-out':
        return 100 - inside;
      case 'in-out-in':
        return 0;
      case 'out-in-out':
        return 100;
    }
  }
  const after = end < 100 ? round2(((100 - progress) / (100 - end)) * 100) : 0;
  switch (direction) {
    case 'out-in':
      return 100;
    case 'in-out':
      return 0;
    case 'in-out-in':
      return 100 - after;
    case 'out-in-out':
      return after;
  }
}

/** `level` 1-10: at level 10 the element fades fully, at level 1 by a tenth. */
export function opacityAt(movePointValue: number, level: number) {
  const share = level / 10;
  return 1 - share + (share * movePointValue) / 100;
}

/** Blur in px: `level` at move point 0, none at 100. */
export const blurAt = (movePointValue: number, level: number) =>
  level - (level * movePointValue) / 100;

export const scaleAt = (movePointValue: number, speed: number) =>
  1 + (speed * movePointValue) / 1000;

/** The pointer's position as a share of the viewport, 0-100 on each axis. */
export function pointerProgress(
  clientX: number,
  clientY: number,
  innerWidth: number,
  innerHeight: number,
) {
  return {
    x: innerWidth > 0 ? (100 / innerWidth) * clientX : 50,
    y: innerHeight > 0 ? (100 / innerHeight) * clientY : 50,
  };
}

/**
 * A background layer is 100% of its element plus 10 × speed percent on each moving axis: scroll
 * speeds win over the mouse-track speed on their axis.
 */
export function backgroundLayerSize(speeds: {
  mouseTrack?: number;
  translateX?: number;
  translateY?: number;
}) {
  let x = speeds.mouseTrack === undefined ? 0 : speeds.mouseTrack * 10;
  let y = x;
  if (speeds.translateX !== undefined) x = speeds.translateX * 10;
  if (speeds.translateY !== undefined) y = speeds.translateY * 10;
  return { width: 100 + x, height: 100 + y };
}
