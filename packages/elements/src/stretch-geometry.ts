/** Where a stretched section sits now, and the box it must span (viewport coordinates, px). */
export interface StretchInput {
  /** Left edge of the stretch container's padding box (0 for the window). */
  containerLeft: number;
  /** Width of that box (`clientWidth`: the window's excludes its scrollbar). */
  containerWidth: number;
  /** The section's left edge where it would be unstretched. */
  naturalLeft: number;
  /** The section's right edge where it would be unstretched. */
  naturalRight: number;
  rtl: boolean;
}

export interface StretchStyle {
  width: number;
  /** The inline offset property: `left`, or `right` in RTL as the original writes it. */
  side: 'left' | 'right';
  offset: number;
}

/**
 * The original's formula (core `StretchElement`): as wide as the container, and shifted by the
 * distance from the section's natural edge to the container's edge, from the reading start side.
 */
export function stretchGeometry({
  containerLeft,
  containerWidth,
  naturalLeft,
  naturalRight,
  rtl,
}: StretchInput): StretchStyle {
  const round = (n: number) => Math.round(n * 100) / 100 || 0;
  if (rtl) {
    return {
      width: round(containerWidth),
      side: 'right',
      offset: round(naturalRight - (containerLeft + containerWidth)),
    };
  }
  return { width: round(containerWidth), side: 'left', offset: round(containerLeft - naturalLeft) };
}

/**
 * Where the section would be without the offset we wrote: a relative `left: L` moves it right by
 * L, a `right: R` moves it left by R.
 */
export function naturalEdges(
  rect: { left: number; right: number },
  applied: StretchStyle | undefined,
): { naturalLeft: number; naturalRight: number } {
  const shift = !applied ? 0 : applied.side === 'left' ? applied.offset : -applied.offset;
  return { naturalLeft: rect.left - shift, naturalRight: rect.right - shift };
}
