/**
 * Nesting depth of each heading in a table of contents, from the heading ranks in page order
 * (h2 → 2): a heading nests one deeper than the nearest earlier heading of a higher rank, and
 * sits level with the nearest earlier one of its own rank. The builder's own rule, so an h4 after
 * an h2 is one level in, not two.
 */
export function outlineLevels(ranks: readonly number[]): number[] {
  const levels: number[] = [];
  ranks.forEach((rank, index) => {
    let level = 0;
    for (let i = index - 1; i >= 0; i -= 1) {
      const earlier = ranks[i]!;
      if (earlier <= rank) {
        level = levels[i]! + (earlier < rank ? 1 : 0);
        break;
      }
    }
    levels.push(level);
  });
  return levels;
}
