/** A box in the gallery container, in pixels from its top-left (start edge in RTL). */
export interface Box {
  top: number;
  start: number;
  width: number;
  height: number;
}

export interface Layout {
  boxes: Box[];
  height: number;
}

/** `3:2` → 2/3 (height per width); anything unreadable is 2/3, the builder's default. */
export function aspectRatio(value: unknown): number {
  if (typeof value !== 'string') return 2 / 3;
  const match = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(value);
  if (!match) return 2 / 3;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? height / width : 2 / 3;
}

/**
 * Masonry: each image, at the column width and its own ratio, goes into the shortest column
 * (the leftmost on a tie), so the heights are known before any image has loaded.
 */
export function masonryLayout(
  ratios: readonly number[],
  width: number,
  columns: number,
  hgap: number,
  vgap: number,
): Layout {
  const count = Math.max(1, Math.floor(columns));
  const columnWidth = Math.max(0, (width - hgap * (count - 1)) / count);
  const heights = Array.from({ length: count }, () => 0);
  const boxes = ratios.map((ratio) => {
    let column = 0;
    for (let i = 1; i < count; i++) if (heights[i]! < heights[column]!) column = i;
    const top = heights[column]!;
    const height = columnWidth * ratio;
    heights[column] = top + height + vgap;
    return { top, start: column * (columnWidth + hgap), width: columnWidth, height };
  });
  const tallest = Math.max(0, ...heights);
  return { boxes, height: ratios.length ? tallest - vgap : 0 };
}

/**
 * Justified rows: images join a row at the ideal row height until the row is wider than the
 * container, then the row is scaled to fill the width exactly. The last row keeps the ideal
 * height unless that would overflow.
 */
export function justifiedLayout(
  ratios: readonly number[],
  width: number,
  idealHeight: number,
  hgap: number,
  vgap: number,
): Layout {
  const boxes: Box[] = [];
  let top = 0;
  let row: number[] = [];
  const widthsAt = (height: number, indexes: number[]) => indexes.map((i) => height / ratios[i]!);

  const place = (indexes: number[], height: number) => {
    let start = 0;
    for (const [n, itemWidth] of widthsAt(height, indexes).entries()) {
      boxes[indexes[n]!] = { top, start, width: itemWidth, height };
      start += itemWidth + hgap;
    }
    top += height + vgap;
  };

  for (let i = 0; i < ratios.length; i++) {
    row.push(i);
    const natural =
      widthsAt(idealHeight, row).reduce((sum, w) => sum + w, 0) + hgap * (row.length - 1);
    if (natural >= width) {
      const available = width - hgap * (row.length - 1);
      const inverseSum = row.reduce((sum, index) => sum + 1 / ratios[index]!, 0);
      place(row, available / inverseSum);
      row = [];
    }
  }
  if (row.length) place(row, idealHeight);
  return { boxes, height: boxes.length ? top - vgap : 0 };
}
