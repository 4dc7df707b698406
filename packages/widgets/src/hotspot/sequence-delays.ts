/**
 * Animation delays (ms) for the sequenced entrance: the hotspots appear one after another over
 * `total` ms, the first at once (the builder's rule: index × total / count).
 */
export function sequenceDelays(count: number, total: number): number[] {
  return Array.from({ length: count }, (_, index) => (count ? (index * total) / count : 0));
}
