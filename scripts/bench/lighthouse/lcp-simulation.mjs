// @ts-check
// Which requests Lighthouse's simulation (Lantern) put before the largest paint, and when it
// simulated each. A run's LCP is the mean of two estimates: the optimistic one counts what the
// paint needed; the pessimistic one counts every request seen before the observed paint. Both
// run one origin's requests one after another (HTTP/2 is not modelled), in the order they were
// seen, so a request seen late is simulated late, behind every image named before it. Low-priority
// images are simulated but not counted (assumed offscreen). A paint that the page shows earlier
// can be simulated later; this names the request that decided each estimate
// (docs/benchmarks.md, "The simulated largest paint").

/**
 * @typedef {{ url?: string, priority?: string, resourceType?: string, transferSize?: number }} LanternRequest
 * @typedef {{ type: string, request?: LanternRequest }} LanternNode
 * @typedef {{ startTime: number, endTime: number }} LanternTiming
 * @typedef {{ url: string, priority: string, type: string, kb: number, start: number, end: number, counted: boolean }} SimulatedRequest
 * @typedef {{ ms: number, decidedBy: SimulatedRequest | null, requests: SimulatedRequest[] }} SimulatedEstimate
 */

/** Lantern's own test (`isNotLowPriorityImageNode`): these end times are left out of the estimate. */
const uncounted = (/** @type {LanternRequest} */ request) =>
  request.resourceType === 'Image' &&
  (request.priority === 'Low' || request.priority === 'VeryLow');

/**
 * One estimate's requests in simulated order, and the counted one that ended last (null when only
 * CPU work was counted after them).
 *
 * @param {Map<LanternNode, LanternTiming>} timings
 * @param {string} pageUrl relative URLs are kept for the page's own origin
 * @returns {SimulatedEstimate}
 */
export function simulatedEstimate(timings, pageUrl) {
  const origin = new URL(pageUrl).origin;
  /** @type {SimulatedRequest[]} */
  const requests = [];
  let ms = 0;
  for (const [node, timing] of timings) {
    const counted = node.type !== 'network' || !node.request || !uncounted(node.request);
    if (counted) ms = Math.max(ms, timing.endTime);
    if (node.type !== 'network' || !node.request) continue;
    const url = node.request.url ?? '';
    requests.push({
      url: url.startsWith(`${origin}/`) ? url.slice(origin.length) : url,
      priority: node.request.priority ?? '',
      type: node.request.resourceType ?? '',
      kb: Math.round((node.request.transferSize ?? 0) / 102.4) / 10,
      start: Math.round(timing.startTime),
      end: Math.round(timing.endTime),
      counted,
    });
  }
  requests.sort((a, b) => a.start - b.start || a.end - b.end);
  const decidedBy = requests.filter((each) => each.counted).at(-1) ?? null;
  return {
    ms: Math.round(ms),
    decidedBy: decidedBy && decidedBy.end >= Math.round(ms) ? decidedBy : null,
    requests,
  };
}

/**
 * Both LCP estimates of the run Lantern simulated last, from its table of every simulation
 * (`Simulator.allNodeTimings`, keyed `optimistic…`/`pessimistic…` and the metric's name). The
 * table is kept across runs in one process: the caller clears it after each.
 *
 * @param {Map<string, Map<LanternNode, LanternTiming>>} allNodeTimings
 * @param {string} pageUrl
 * @returns {{ optimistic: SimulatedEstimate, pessimistic: SimulatedEstimate } | null}
 */
export function lcpSimulation(allNodeTimings, pageUrl) {
  const optimistic = allNodeTimings.get('optimisticLargestContentfulPaint');
  const pessimistic = allNodeTimings.get('pessimisticLargestContentfulPaint');
  if (!optimistic || !pessimistic) return null;
  return {
    optimistic: simulatedEstimate(optimistic, pageUrl),
    pessimistic: simulatedEstimate(pessimistic, pageUrl),
  };
}
