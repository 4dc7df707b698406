// @ts-check
// `node tests/browser/compat/measure-init.mjs`: on the demo's add-on page (small, and with 500
// loop items), the median over 5 loads of DOMContentLoaded, `elementor/frontend/init` and
// `islet.ready` (ms from navigation start), and the scan's own work. Numbers, not assertions.
// ISLET_BACKENDS_DIR=dir limits the demo to the backends in dir.
import { startDemoServer } from '../../../examples/demo/server.mjs';
import { launchChromium } from '../launch-chromium.mjs';

const RUNS = 5;
/** @type {[string, string][]} */
const PAGES = [
  ['/pages/compat/with-addons?posts=2', 'kit:handler:co102'],
  ['/pages/compat/with-addons?posts=500', 'kit:handler:co600'],
];
const RECORD = `window.__initAt = 0; window.addEventListener('elementor/frontend/init', () => { window.__initAt = performance.now(); });`;

const server = await startDemoServer({
  port: 0,
  host: '127.0.0.1',
  flags: {},
  ...(process.env.ISLET_BACKENDS_DIR ? { backendsDir: process.env.ISLET_BACKENDS_DIR } : {}),
});
const browser = await launchChromium();
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
try {
  for (const [path, last] of PAGES) {
    /** @type {{ dcl: number, init: number, ready: number, work: number, elements: number }[]} */
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.context.newPage();
      await page.addInitScript(RECORD);
      await page.goto(new URL(/** @type {string} */ (path), server.url).href, {
        waitUntil: 'load',
      });
      await page.waitForFunction(
        (line) => {
          const log = /** @type {{ addonLog?: string[] }} */ (/** @type {unknown} */ (window))
            .addonLog;
          return (log ?? []).includes(line);
        },
        last,
        { timeout: 30_000 },
      );
      runs.push(
        await page.evaluate(() => {
          const navigation = /** @type {PerformanceNavigationTiming} */ (
            performance.getEntriesByType('navigation')[0]
          );
          const boot = /** @type {PerformanceMeasure} */ (
            performance.getEntriesByName('islet:boot')[0]
          );
          return {
            dcl: navigation.domContentLoadedEventStart,
            init: /** @type {any} */ (window).__initAt,
            ready: boot.startTime + boot.duration,
            work: boot.detail.work,
            elements: document.querySelectorAll('[data-element_type]').length,
          };
        }),
      );
      await page.close();
    }
    const at = (/** @type {'dcl' | 'init' | 'ready' | 'work'} */ key) =>
      median(runs.map((run) => run[key])).toFixed(1);
    console.log(
      `${path}: ${runs[0]?.elements} elements, DOMContentLoaded ${at('dcl')} ms, init ${at('init')} ms, islet.ready ${at('ready')} ms, scan work ${at('work')} ms`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
