// @ts-check
// `pnpm bench`: bundle sizes and scan-and-connect time, printed as Markdown and written to
// .bench/results.json. A benchmark reports; it never fails on a number (docs/benchmarks.md).
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startDemoServer } from '../examples/demo/server.mjs';
import { chromiumPath, launchChromium } from '../tests/browser/launch-chromium.mjs';
import { measureBootTiming } from './bench/boot-timing.mjs';
import { measureBundleSizes } from './bench/bundle-sizes.mjs';
import { formatResults } from './bench/results-table.mjs';

// Lighthouse is a run of its own (its own server, browser and minutes per page), never part of a
// plain `pnpm bench`: `pnpm bench lighthouse [--runs N] [--pages …]` (scripts/bench/lighthouse.mjs).
if (process.argv[2] === 'lighthouse') {
  register('./bench/lighthouse/trace-engine-hook.mjs', import.meta.url);
  const { main } = await import('./bench/lighthouse.mjs');
  await main(process.argv.slice(3));
  process.exit(0);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = `${root}packages/runtime/dist`;
const resultsFile = `${root}.bench/results.json`;

const ELEMENT_COUNTS = [1_000, 10_000];
const RUNS = 7;
// Flat, unbroken pages: the figure is the cost of scanning and connecting, not of warnings.
const pagePath = (/** @type {number} */ count) =>
  `/generated/?count=${count}&broken=0&layout=flat&seed=1`;

if (!existsSync(`${distDir}/islet.js`)) {
  console.info('[bench] packages/runtime/dist/islet.js is missing; building it first');
  execSync('pnpm run build', { cwd: root, stdio: 'inherit' });
}

const sizes = measureBundleSizes(distDir);

const server = await startDemoServer({ port: 0, host: '127.0.0.1' });
const browser = await launchChromium();
/** @type {import('./bench/boot-timing.mjs').BootTiming[]} */
const boot = [];
/** @type {Record<string, unknown>} */
const suites = {};
/** @type {string[]} */
const suiteReports = [];
// Feature benchmarks (scrolling, reveal times, …) are modules in scripts/bench/suites/ exporting
// `run({ url, context, root })` → `{ title, markdown, data }`; `pnpm bench <name>…` runs only those.
const suiteDir = `${root}scripts/bench/suites/`;
const wanted = process.argv.slice(2);
const suiteFiles = existsSync(suiteDir)
  ? readdirSync(suiteDir)
      .filter((file) => file.endsWith('.mjs'))
      .filter((file) => !wanted.length || wanted.includes(file.replace(/\.mjs$/, '')))
      .sort()
  : [];
try {
  for (const file of suiteFiles) {
    console.info(`[bench] suite ${file}`);
    /** @type {{ run(options: { url(path: string): string, context: import('playwright-core').BrowserContext, root: string }): Promise<{ title: string, markdown: string, data: unknown }> }} */
    const suite = await import(`${suiteDir}${file}`);
    const report = await suite.run({
      url: (path) => new URL(path, server.url).href,
      context: browser.context,
      root,
    });
    suites[file.replace(/\.mjs$/, '')] = report.data;
    suiteReports.push(`### ${report.title}\n\n${report.markdown}`);
  }
  for (const count of wanted.length ? [] : ELEMENT_COUNTS) {
    console.info(`[bench] islet:boot on ${count} elements, ${RUNS} runs`);
    boot.push(
      await measureBootTiming(
        browser.context,
        (n) => new URL(pagePath(n), server.url).href,
        count,
        RUNS,
      ),
    );
  }
} finally {
  // Browser first: it holds keep-alive connections the server would otherwise wait for.
  await browser.close();
  await server.close();
}

const results = {
  date: new Date().toISOString(),
  islet: boot[0]?.version ?? null,
  environment: {
    node: process.version,
    // Debian's wrapper script prints shell noise on stderr; only stdout is the version.
    chromium: execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim(),
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
  },
  sizes,
  boot,
  suites,
};

mkdirSync(`${root}.bench`, { recursive: true });
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.info(formatResults(results));
for (const report of suiteReports) console.info(`\n${report}`);
console.info(`[bench] wrote ${resultsFile}`);
