/**
 * The theme's intrinsic-ratio embeds (theme-twentytwenty.md §7): the height that keeps the
 * `width`/`height` attributes' ratio at the parent's width, or `null` when the attributes do not
 * give a ratio (the theme wrote `NaN`, which browsers ignore).
 */
export function ratioHeight(
  originalWidth: string | null | undefined,
  originalHeight: string | null | undefined,
  parentWidth: number,
): number | null {
  const width = Number(originalWidth);
  const height = Number(originalHeight);
  if (!originalWidth || !originalHeight || !(width > 0) || !(height > 0)) return null;
  return (height * parentWidth) / width;
}
