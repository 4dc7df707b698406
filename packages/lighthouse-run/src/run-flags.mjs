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

/**
 * The browser's flags for a run whose every request goes to the local server on `port`, which
 * answers TLS with a certificate of its own.
 *
 * @param {number} port
 */
export function chromeFlags(port) {
  return [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--ignore-certificate-errors',
    `--host-resolver-rules=${hostResolverRules(port)}`,
  ];
}

/**
 * Lighthouse's flags for one run.
 *
 * @param {number} port the Chromium's debugging port
 * @param {boolean} [profile] V8's sampling profiler in the trace (`--profile`)
 */
export function lighthouseFlags(port, profile = false) {
  return {
    port,
    output: /** @type {const} */ ('json'),
    logLevel: /** @type {const} */ ('error'),
    onlyCategories: ['performance'],
    // After the load, and in no metric: the full-page screenshot (the page resized to its whole
    // height) and the back/forward-cache test (a second navigation).
    disableFullPageScreenshot: true,
    skipAudits: ['bf-cache'],
    ...(profile ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  };
}
