// @ts-check
// Which requests Lighthouse's simulation (Lantern) put before the first and the largest paint, and
// when it simulated each. A run's FCP and LCP are each the mean of two estimates. For the largest
// paint, the optimistic one counts what the paint needed; the pessimistic one counts every request
// seen before the observed paint. For the first paint, both count only the requests of
// render-blocking priority that ended before the observed first paint (the optimistic one leaves
// out those a script started), so a page that paints earlier in the unthrottled load is simulated
// with fewer of them. Both
// run one origin's requests one after another (HTTP/2 is not modelled), in the order they were
// seen, so a request seen late is simulated late, behind every image named before it. Low-priority
// images are simulated but not counted in the LCP (assumed offscreen). A paint that the page shows earlier
// can be simulated later; this names the request that decided each estimate
// (docs/benchmarks.md, "The simulated largest paint").

/**
 * @typedef {{ url?: string, priority?: string, resourceType?: string, transferSize?: number }} LanternRequest
 * @typedef {{ type: string, request?: LanternRequest }} LanternNode
 * @typedef {{ startTime: number, endTime: number }} LanternTiming
 * @typedef {{ url: string, priority: string, type: string, kb: number, start: number, end: number, counted: boolean }} SimulatedRequest
 * @typedef {{ ms: number, decidedBy: SimulatedRequest | null, requests: SimulatedRequest[] }} SimulatedEstimate
 */

/** Lantern's own test for the LCP (`isNotLowPriorityImageNode`): these end times are left out. */
const lowPriorityImage = (/** @type {LanternRequest} */ request) =>
  request.resourceType === 'Image' &&
  (request.priority === 'Low' || request.priority === 'VeryLow');

/**
 * One estimate's requests in simulated order, and the counted one that ended last (null when only
 * CPU work was counted after them).
 *
 * @param {Map<LanternNode, LanternTiming>} timings
 * @param {string} pageUrl relative URLs are kept for the page's own origin
 * @param {(request: LanternRequest) => boolean} [uncounted] requests whose end the metric ignores
 * @returns {SimulatedEstimate}
 */
export function simulatedEstimate(timings, pageUrl, uncounted = lowPriorityImage) {
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
 * Both estimates of one metric of the run Lantern simulated last, from its table of every
 * simulation (`Simulator.allNodeTimings`, keyed `optimistic…`/`pessimistic…` and the metric's
 * name). The table is kept across runs in one process: the caller clears it after each.
 *
 * @param {Map<string, Map<LanternNode, LanternTiming>>} allNodeTimings
 * @param {string} pageUrl
 * @param {'FirstContentfulPaint' | 'LargestContentfulPaint'} metric
 * @returns {{ optimistic: SimulatedEstimate, pessimistic: SimulatedEstimate } | null}
 */
export function paintSimulation(allNodeTimings, pageUrl, metric) {
  const optimistic = allNodeTimings.get(`optimistic${metric}`);
  const pessimistic = allNodeTimings.get(`pessimistic${metric}`);
  if (!optimistic || !pessimistic) return null;
  // Only the LCP leaves low-priority images out; the FCP is the end of everything it simulated.
  const uncounted = metric === 'LargestContentfulPaint' ? lowPriorityImage : () => false;
  return {
    optimistic: simulatedEstimate(optimistic, pageUrl, uncounted),
    pessimistic: simulatedEstimate(pessimistic, pageUrl, uncounted),
  };
}
