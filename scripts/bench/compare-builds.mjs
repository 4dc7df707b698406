// @ts-check
// `node scripts/bench/compare-builds.mjs <dist-a> <dist-b> …`: the scroll benchmark on two or more
// builds of packages/runtime/dist, run after run in turn, so a busy spell of the machine weighs on
// each alike. A single `pnpm bench scroll` varies by about half a millisecond at the 95th
// percentile between runs here; only an interleaved comparison tells a small change from that.
// ISLET_BENCH_RUNS (default 5) and ISLET_BENCH_THROTTLE (default 4) apply.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startDemoServer } from '../../examples/demo/server.mjs';
import { launchChromium } from '../../tests/browser/launch-chromium.mjs';
import { measureOnce } from './suites/scroll.mjs';

const builds = process.argv.slice(2).map((dir) => resolve(dir));
if (builds.length < 2 || builds.some((dir) => !existsSync(`${dir}/islet.js`))) {
  console.error('usage: node scripts/bench/compare-builds.mjs <dist-a> <dist-b> …');
  console.error('each directory is a copy of packages/runtime/dist (it must hold islet.js)');
  process.exit(2);
}
const runs = Number(process.env.ISLET_BENCH_RUNS ?? 5);

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
};

const server = await startDemoServer({ port: 0, host: '127.0.0.1' });
const browser = await launchChromium();
try {
  let current = /** @type {string} */ (builds[0]);
  // The demo serves the bundle under /islet/; each run answers those requests from its build.
  await browser.context.route(
    (url) => url.pathname.startsWith('/islet/'),
    (route) => {
      const file = `${current}/${new URL(route.request().url()).pathname.slice('/islet/'.length)}`;
      if (!existsSync(file)) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({ contentType: 'text/javascript', body: readFileSync(file) });
    },
  );
  const url = new URL('/pages/motion/bench?motion=100&sticky=10', server.url).href;
  /** @type {Map<string, number[]>} */
  const frames = new Map(builds.map((dir) => [dir, []]));
  for (let run = 0; run < runs; run++)
    for (const dir of builds) {
      current = dir;
      const result = await measureOnce(browser.context, url);
      frames.get(dir)?.push(...result.scriptingPerFrame);
    }
  console.log('| build | frames | scripting per frame, median | 95th percentile | mean |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const [dir, values] of frames) {
    const mean = values.reduce((sum, each) => sum + each, 0) / Math.max(values.length, 1);
    console.log(
      `| ${dir} | ${values.length} | ${quantile(values, 0.5).toFixed(3)} ms | ${quantile(values, 0.95).toFixed(3)} ms | ${mean.toFixed(3)} ms |`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
