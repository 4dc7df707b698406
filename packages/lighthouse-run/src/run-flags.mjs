// @ts-check
// How a Lighthouse run is made, the same for the bench and `islet audit --lighthouse`: the
// browser's flags and Lighthouse's own.

/** Where the WordPress plugin serves Islet's bundle on a site (`plugins_url('bundle/')`). */
export const ISLET_BUNDLE_PATH = '/wp-content/plugins/islet/bundle/';

/**
 * Chromium's host rules that send every host to the one local server (and so never to the
 * network), except `localhost`, where Lighthouse talks to the browser.
 *
 * @param {number} port
 */
export function hostResolverRules(port) {
  return `MAP * 127.0.0.1:${port}, EXCLUDE localhost`;
}

const DISABLE_FEATURES = '--disable-features=';

/**
 * The Chrome launcher's default flags with RenderDocument left on, as Chrome ships it. The
 * launcher turns it off for DevTools clients that lose track of a frame swapped on navigation;
 * every Lighthouse run here still scored, with its trace. Without RenderDocument the page's
 * document reuses the frame of Lighthouse's `about:blank`, whose compositor frames, drawn for the
 * old surface, count as undrawn; viz then sends the page one BeginFrame a second
 * (`ThrottleUndrawnFrames`), and the first paint of any page waits up to a second for its frame:
 * the "paint stalls" of docs/benchmarks.md, in some runs of every variant, and on one machine in
 * nearly every mobile run.
 *
 * @param {readonly string[]} launcherDefaults the launcher's `Launcher.defaultFlags()`
 * @returns {string[]}
 */
export function launcherFlags(launcherDefaults) {
  return launcherDefaults.map((flag) => {
    if (!flag.startsWith(DISABLE_FEATURES)) return flag;
    const features = flag.slice(DISABLE_FEATURES.length).split(',');
    return DISABLE_FEATURES + features.filter((name) => name !== 'RenderDocument').join(',');
  });
}

/**
 * The browser's flags for a run whose every request goes to the local server on `port`, which
 * answers TLS with a certificate of its own: the launcher's defaults as `launcherFlags` leaves
 * them, then ours. `launchOptions` launches with them.
 *
 * @param {number} port
 * @param {readonly string[]} launcherDefaults the launcher's `Launcher.defaultFlags()`
 */
export function chromeFlags(port, launcherDefaults) {
  return [
    ...launcherFlags(launcherDefaults),
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--ignore-certificate-errors',
    `--host-resolver-rules=${hostResolverRules(port)}`,
  ];
}

/**
 * The Chrome launcher's options for such a run: `chromeFlags`, then `extraFlags`, with the
 * launcher told not to add its own defaults again (they are in `chromeFlags`, less one).
 *
 * @param {number} port
 * @param {readonly string[]} launcherDefaults the launcher's `Launcher.defaultFlags()`
 * @param {readonly string[]} [extraFlags] more flags, after ours (the bench's `--chrome-flags`)
 */
export function launchOptions(port, launcherDefaults, extraFlags = []) {
  return {
    ignoreDefaultFlags: true,
    chromeFlags: [...chromeFlags(port, launcherDefaults), ...extraFlags],
  };
}

/**
 * Lighthouse's flags for one run.
 *
 * @param {number} port the Chromium's debugging port
 * @param {boolean} [profile] V8's sampling profiler in the trace (`--profile`)
 * @param {string} [categories] more trace categories, comma-separated
 */
export function lighthouseFlags(port, profile = false, categories = '') {
  const traceCategories = [profile ? 'disabled-by-default-v8.cpu_profiler' : '', categories]
    .filter(Boolean)
    .join(',');
  return {
    port,
    output: /** @type {const} */ ('json'),
    logLevel: /** @type {const} */ ('error'),
    onlyCategories: ['performance'],
    // Outside the category and in no metric: the page's uncaught exceptions (`pageErrors`).
    onlyAudits: ['errors-in-console'],
    // After the load, and in no metric: the full-page screenshot (the page resized to its whole
    // height) and the back/forward-cache test (a second navigation).
    disableFullPageScreenshot: true,
    skipAudits: ['bf-cache'],
    ...(traceCategories ? { additionalTraceCategories: traceCategories } : {}),
  };
}
