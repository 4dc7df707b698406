// @ts-check
// The pure parts of `pnpm bench lighthouse`: run order, what is kept of each Lighthouse result,
// medians with ranges, and the Markdown tables.

/**
 * @typedef {'mobile' | 'desktop'} FormFactor
 *
 * @typedef {object} RunMetrics
 * @property {number | null} score 0–100
 * @property {number | null} fcp ms
 * @property {number | null} lcp ms
 * @property {number | null} tbt ms
 * @property {number | null} cls
 * @property {number | null} si ms (Speed Index)
 * @property {number | null} scriptBytes transferred bytes of script
 * @property {number | null} [paintStallMs] the browser's hold on the first paint
 *   (`paint-stall.mjs`): 0 without one, `null` (or absent) where the run's trace was not read
 *
 * @typedef {{ median: number, min: number, max: number, n: number }} Spread
 * @typedef {Record<(typeof METRICS)[number] | 'si', Spread | null> & {
 *   stalled?: number, traced?: number }} VariantSummary `stalled` of `traced` runs had a paint
 *   stall
 */

/** The metrics of the table, in its order. */
export const METRICS = /** @type {const} */ (['score', 'fcp', 'lcp', 'tbt', 'cls', 'scriptBytes']);

/**
 * The median and range of the numbers among `values`, or `null` when there are none.
 *
 * @param {(number | null | undefined)[]} values
 * @returns {Spread | null}
 */
export function spread(values) {
  const sorted = /** @type {number[]} */ (values.filter((v) => Number.isFinite(v))).sort(
    (a, b) => a - b,
  );
  if (!sorted.length) return null;
  const middle = sorted.length >> 1;
  const at = (/** @type {number} */ i) => /** @type {number} */ (sorted[i]);
  const median = sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
  return { median, min: at(0), max: at(sorted.length - 1), n: sorted.length };
}

/**
 * The variants in the order of round `round`: turned by one each round, so a busy spell of the
 * machine, or the first run's cold caches, weighs on every variant alike.
 *
 * @template T
 * @param {readonly T[]} variants
 * @param {number} round
 * @returns {T[]}
 */
export function rotate(variants, round) {
  const n = variants.length;
  if (!n) return [];
  const shift = ((round % n) + n) % n;
  return [...variants.slice(shift), ...variants.slice(0, shift)];
}

/**
 * A Lighthouse audit's details, trimmed to what explains a regression: nodes by selector,
 * label and snippet (not their rectangles and paths), items kept as they are otherwise.
 *
 * @param {any} details
 * @returns {any}
 */
export function trimDetails(details) {
  if (!details || typeof details !== 'object') return details ?? null;
  if (Array.isArray(details)) return details.map(trimDetails);
  if (details.type === 'node')
    return { selector: details.selector, nodeLabel: details.nodeLabel, snippet: details.snippet };
  if (details.type === 'list' || details.type === 'table' || details.type === 'opportunity')
    return details.items.map(trimDetails);
  /** @type {Record<string, any>} */
  const out = {};
  for (const [key, value] of Object.entries(details)) {
    if (key === 'headings' || key === 'debugData' || key === 'entity') continue;
    out[key] = typeof value === 'object' ? trimDetails(value) : value;
  }
  return out;
}

/** Audits kept per run, each as its trimmed details. */
const DIAGNOSTICS = {
  longTasks: 'long-tasks',
  bootupTime: 'bootup-time',
  mainThread: 'mainthread-work-breakdown',
  layoutShifts: 'layout-shifts',
  renderBlocking: 'render-blocking-resources',
  lcpElement: 'largest-contentful-paint-element',
  lcpBreakdown: 'lcp-breakdown-insight',
};

/**
 * What is kept of one Lighthouse result (`lhr`): the metrics, and the diagnostics that say
 * where a regression comes from (long tasks and boot-up by script, main-thread work, layout
 * shifts by element, render-blocking resources, the LCP element, every script's bytes).
 *
 * @param {any} lhr
 */
export function trimResult(lhr) {
  const audits = lhr.audits ?? {};
  const numeric = (/** @type {string} */ id) => {
    const value = audits[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  const requests = /** @type {any[]} */ (audits['network-requests']?.details?.items ?? []);
  const scripts = requests
    .filter((request) => request.resourceType === 'Script')
    .map((request) => ({ url: request.url, transferSize: request.transferSize }));
  const score = lhr.categories?.performance?.score;
  /** @type {RunMetrics} */
  const metrics = {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    si: numeric('speed-index'),
    scriptBytes: scripts.length
      ? scripts.reduce((sum, each) => sum + (each.transferSize ?? 0), 0)
      : requests.length
        ? 0
        : null,
  };
  /** @type {Record<string, any>} */
  const diagnostics = {};
  for (const [name, id] of Object.entries(DIAGNOSTICS)) {
    const audit = audits[id];
    if (!audit) continue;
    // Without details, why: `notApplicable` (no shift at all), or the audit's error.
    diagnostics[name] = audit.details
      ? trimDetails(audit.details)
      : (audit.errorMessage ?? audit.scoreDisplayMode);
  }
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent,
    // Lighthouse's own CPU speed probe at the run: a low one means something else had the CPU.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    fetchTime: lhr.fetchTime,
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    runWarnings: lhr.runWarnings ?? [],
    runtimeError: lhr.runtimeError ?? null,
    metrics,
    scripts,
    // Each request's protocol, counted: `h2` shows the page had HTTP/2 as served.
    protocols: requests.reduce((counts, request) => {
      counts[request.protocol] = (counts[request.protocol] ?? 0) + 1;
      return counts;
    }, /** @type {Record<string, number>} */ ({})),
    failedRequests: requests
      .filter((request) => request.statusCode >= 400)
      .map((request) => request.url),
    pageErrors: pageErrors(audits['errors-in-console']),
    diagnostics,
  };
}

/**
 * The page's uncaught exceptions, each once, as `message (file)`: a variant that throws where
 * the original does not measures a broken page, not a faster one. (`errors-in-console` also
 * lists failed requests and `console.error` calls, which the failed requests and the page's own
 * logging already show.)
 *
 * @param {any} audit
 * @returns {string[]}
 */
function pageErrors(audit) {
  const items = /** @type {any[]} */ (audit?.details?.items ?? []);
  const errors = items
    .filter((item) => item.source === 'exception')
    .map((item) => {
      const message = String(item.description ?? '').replace(/\n[^]*$/, '');
      const url = item.sourceLocation?.url;
      return url ? `${message} (${url})` : message;
    });
  return [...new Set(errors)];
}

/**
 * @param {RunMetrics[]} runs
 * @returns {VariantSummary}
 */
export function summarise(runs) {
  /** @type {any} */
  const out = {};
  for (const key of /** @type {const} */ ([...METRICS, 'si']))
    out[key] = spread(runs.map((run) => run[key]));
  const traced = runs.filter((run) => typeof run.paintStallMs === 'number');
  if (traced.length) {
    out.traced = traced.length;
    out.stalled = traced.filter((run) => /** @type {number} */ (run.paintStallMs) > 0).length;
  }
  return out;
}

/** How each metric is shown: a formatter of one number. */
const FORMAT = {
  score: (/** @type {number} */ v) => `${Math.round(v)}`,
  fcp: (/** @type {number} */ v) => (v / 1000).toFixed(2),
  lcp: (/** @type {number} */ v) => (v / 1000).toFixed(2),
  tbt: (/** @type {number} */ v) => `${Math.round(v)}`,
  cls: (/** @type {number} */ v) => v.toFixed(3),
  scriptBytes: (/** @type {number} */ v) => `${Math.round(v / 1024)}`,
};

/**
 * `median (min–max)`, or the median alone when every run agreed or there was one.
 *
 * @param {Spread | null | undefined} value @param {keyof typeof FORMAT} metric
 */
export function cell(value, metric) {
  if (!value) return 'n/a';
  const format = FORMAT[metric];
  const median = format(value.median);
  const [min, max] = [format(value.min), format(value.max)];
  return min === max ? median : `${median} (${min}–${max})`;
}

/**
 * @typedef {object} PageResult
 * @property {string} label short page name
 * @property {string} url where it was served
 * @property {Record<string, VariantSummary>} variants by variant name; a variant the page does
 *   not have (the same page as another) is absent
 */

/** The table's header, for `variantLabels` order. */
const HEADER = [
  '| page | variant | score | FCP s | LCP s | TBT ms | CLS | script KB | paint stalls |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];

/**
 * One form factor's table: a row per page and variant, medians with ranges, and how many runs
 * the browser held the first paint back in (`paint-stall.mjs`): their FCP and score are not
 * the page's.
 *
 * @param {PageResult[]} pages
 * @param {Record<string, string>} variantLabels variant → shown name, in row order
 */
export function pageTable(pages, variantLabels) {
  const lines = [...HEADER];
  for (const page of pages) {
    let first = true;
    for (const [variant, label] of Object.entries(variantLabels)) {
      const summary = page.variants[variant];
      if (!summary) continue;
      const cells = METRICS.map((metric) => cell(summary[metric], metric));
      cells.push(summary.traced ? `${summary.stalled}/${summary.traced}` : 'n/a');
      lines.push(`| ${first ? page.label : ''} | ${label} | ${cells.join(' | ')} |`);
      first = false;
    }
  }
  return lines.join('\n');
}

/**
 * The medians across pages of each variant's per-page medians; `deployed` is Islet as the
 * plugin deploys it: the jQuery-kept page where the page has one, else plain Islet.
 *
 * @param {PageResult[]} pages
 * @param {Record<string, string>} rows variant (or `deployed`) → shown name, in row order
 */
export function headlineTable(pages, rows) {
  const lines = [
    '| variant | pages | score | FCP s | LCP s | TBT ms | CLS | script KB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const [variant, label] of Object.entries(rows)) {
    const summaries = pages
      .map((page) =>
        variant === 'deployed'
          ? (page.variants['islet-jquery'] ?? page.variants.islet)
          : page.variants[variant],
      )
      .filter((summary) => summary !== undefined);
    if (!summaries.length) continue;
    const cells = METRICS.map((metric) =>
      cell(spread(summaries.map((summary) => summary[metric]?.median)), metric),
    );
    lines.push(`| ${label} | ${summaries.length} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
