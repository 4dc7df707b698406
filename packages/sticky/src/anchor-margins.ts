/**
 * Which in-page link targets get a `scroll-margin-top`, so that native `#hash` navigation also
 * clears a sticky header (newer core's anchor-scroll-margin.js, sticky-and-motion.md §6): every
 * target lying strictly between a sticky element (with an anchor offset) and the next one gets
 * that element's anchor offset. Positions are document offsets; the result maps target index to
 * margin in px.
 */
export function anchorMargins(
  stickies: readonly { top: number; margin: number }[],
  targets: readonly { top: number }[],
): Map<number, number> {
  const sorted = stickies.filter((sticky) => sticky.margin > 0).sort((a, b) => a.top - b.top);
  const margins = new Map<number, number>();
  sorted.forEach((sticky, index) => {
    const next = sorted[index + 1]?.top ?? Number.POSITIVE_INFINITY;
    targets.forEach((target, targetIndex) => {
      if (target.top > sticky.top && target.top < next) margins.set(targetIndex, sticky.margin);
    });
  });
  return margins;
}

/** The in-page rule (spec §5): `#`, then a letter or underscore, then letters, digits, `_`, `-`. */
export const IN_PAGE_HASH = /^#[A-Za-z_][\w-]*$/;
