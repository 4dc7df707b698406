// @ts-check
// Scan-and-connect time: the runtime's own `islet:boot` measure (boot start to `islet.ready`),
// read in Chromium from generated pages, each run in a fresh tab.

/**
 * @typedef {{ count: number, runs: number[], median: number, min: number, max: number,
 *   work: number[], workMedian: number, version: string }} BootTiming
 * `runs` are wall times of `islet:boot`; `work` the scan's own time within each (its `detail.work`),
 * without the browser's rendering between slices.
 */

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/**
 * Opens the page, waits for `islet.ready` and returns the duration of the `islet:boot` measure.
 *
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} url
 */
async function bootOnce(context, url) {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(async () => {
      const islet = /** @type {{ islet?: { ready: Promise<void>, version: string } }} */ (
        /** @type {unknown} */ (window)
      ).islet;
      if (!islet) throw new Error('window.islet is not defined after load');
      await islet.ready;
      const [measure] = performance.getEntriesByName('islet:boot', 'measure');
      if (!measure) throw new Error('no performance measure named islet:boot');
      const detail = /** @type {{ work?: number } | null} */ (
        /** @type {PerformanceMeasure} */ (measure).detail
      );
      return { duration: measure.duration, work: detail?.work ?? NaN, version: islet.version };
    });
  } finally {
    await page.close();
  }
}

/**
 * One discarded warm-up run (the first page also pays for compiling the bundle), then `runs`
 * measured ones.
 *
 * @param {import('playwright-core').BrowserContext} context
 * @param {(count: number) => string} pageUrl
 * @param {number} count
 * @param {number} runs
 * @returns {Promise<BootTiming>}
 */
export async function measureBootTiming(context, pageUrl, count, runs) {
  await bootOnce(context, pageUrl(count));
  /** @type {number[]} */
  const durations = [];
  /** @type {number[]} */
  const work = [];
  let version = '';
  for (let run = 0; run < runs; run += 1) {
    const result = await bootOnce(context, pageUrl(count));
    durations.push(result.duration);
    work.push(result.work);
    version = result.version;
  }
  return {
    count,
    runs: durations,
    median: median(durations),
    min: Math.min(...durations),
    max: Math.max(...durations),
    work,
    workMedian: median(work),
    version,
  };
}
