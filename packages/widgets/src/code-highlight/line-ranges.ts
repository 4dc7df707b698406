/** One highlighted span of lines, as `data-line` names it (`7`, `1-3`), 1-based and inclusive. */
export interface LineRange {
  range: string;
  start: number;
  end: number;
}

/**
 * The builder's `highlight_lines` (printed as the `<pre>`'s `data-line`): comma-separated line
 * numbers and ranges, `1-3, 7`. As Prism's line-highlight plugin reads it: spaces ignored, a
 * range's end cut to the last line, a range starting past the end or running backwards dropped.
 * Anything that is not a number or a range of numbers is dropped too (Prism drew it at line NaN).
 */
export function parseLineRanges(value: string | null | undefined, lineCount: number): LineRange[] {
  const ranges: LineRange[] = [];
  for (const range of (value ?? '').replace(/\s+/g, '').split(',')) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(range);
    if (!match) continue;
    const start = Number(match[1]);
    const end = Math.min(lineCount, match[2] ? Number(match[2]) : start);
    if (start >= 1 && end >= start) ranges.push({ range, start, end });
  }
  return ranges;
}
