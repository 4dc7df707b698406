// @ts-check
// `pnpm bench lighthouse`: Lighthouse's performance score and metrics on every recorded page, as
// a site owner measures them (PageSpeed Insights), for the page's own scripts, Islet, Islet as
// the WordPress plugin deploys it where the site's scripts need jQuery, and no scripts at all.
// Each page is served at its real address with its own files by one local HTTP/2 server
// (`@islet/lighthouse-run`'s origin server), to Debian's Chromium driven by Lighthouse's Node API. Method and
// results: docs/benchmarks.md ("Lighthouse"). A benchmark reports; it never fails on a number.
import { execFileSync, execSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { launch, Launcher } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { RUNTIMES, transformRecordedPage } from '../../packages/page-html/src/transform-page.mjs';
import { chromiumPath } from '../../tests/browser/launch-chromium.mjs';
import {
  headlineTable,
  pageTable,
  rotate,
  spread,
  summarise,
  trimResult,
} from '../../packages/lighthouse-run/src/report.mjs';
import {
  launchOptions,
  ISLET_BUNDLE_PATH,
  lighthouseFlags,
  selfSignedCertificate,
  startOriginServer,
} from '../../packages/lighthouse-run/src/index.mjs';
import { roundByRound, roundsTable } from '../../packages/lighthouse-run/src/rounds.mjs';
import { RecordedSite, pageSources } from './lighthouse/site.mjs';
import { paintStall } from './lighthouse/paint-stall.mjs';
import { paintSimulation } from './lighthouse/paint-simulation.mjs';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const recordedDir = join(root, '../shared/fixtures/recorded');
const builtDir = join(root, 'packages/runtime/dist');
/** The bundle as it was when the run started: a rebuild meanwhile must not mix two builds. */
const bundleDir = join(root, '.bench/lighthouse/bundle');
const outDir = join(root, '.bench/lighthouse');

/** Every variant, in table order; `islet-jquery` only once the page transform offers it. */
const VARIANT_LABELS = {
  original: 'original',
  islet: 'Islet',
  'islet-jquery': 'Islet, jQuery kept',
  'islet-no-head': 'Islet without islet-head.js',
  none: 'no scripts',
};
/** @typedef {keyof typeof VARIANT_LABELS} Variant */
const HAS_JQUERY_RUNTIME = /** @type {readonly string[]} */ (RUNTIMES).includes('islet-jquery');
const ALL_VARIANTS = /** @type {Variant[]} */ (Object.keys(VARIANT_LABELS)).filter(
  (variant) => variant !== 'islet-jquery' || HAS_JQUERY_RUNTIME,
);

/**
 * @param {string[]} argv
 */
export async function main(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '3' },
      // Fewer desktop runs by default, so every page, variant and form factor fits in about an
      // hour on a two-core machine; mobile is the score site owners are shown first.
      'desktop-runs': { type: 'string', default: '1' },
      pages: { type: 'string', default: '' },
      'form-factor': { type: 'string', default: 'mobile,desktop' },
      variants: { type: 'string', default: ALL_VARIANTS.join(',') },
      // Each run's whole performance trace, gzipped beside its JSON (5–20 MB a run unpacked): what
      // painted when, for an LCP or FCP the trimmed diagnostics do not explain.
      traces: { type: 'boolean', default: false },
      // `--traces` with V8's sampling profiler in them: which function each long task ran, where
      // Lighthouse's diagnostics name only a script. The sampling slows the page a little, so a
      // profiled batch says why, not how fast (its summary says it was profiled).
      profile: { type: 'boolean', default: false },
      // More Chromium flags for every run (space-separated), to try one against a measurement. A
      // `--disable-features=` list replaces the launcher's (Chromium keeps the last one).
      'chrome-flags': { type: 'string', default: '' },
      // More trace categories (comma-separated; kept with `--traces`), e.g. `viz` for the
      // compositor's BeginFrame decisions.
      'trace-categories': { type: 'string', default: '' },
    },
  });
  const keepTraces = values.traces || values.profile;
  const extraChromeFlags = values['chrome-flags'].split(/\s+/).filter(Boolean);
  const runs = Math.max(1, Number(values.runs) || 1);
  const desktopRuns = Math.max(1, Number(values['desktop-runs']) || 1);
  /** @param {string} formFactor */
  const runsOf = (formFactor) => (formFactor === 'desktop' ? desktopRuns : runs);
  const pageFilter = values.pages.split(',').filter(Boolean);
  const formFactors =
    /** @type {import('../../packages/lighthouse-run/src/report.mjs').FormFactor[]} */ (
      values['form-factor'].split(',').filter((each) => each === 'mobile' || each === 'desktop')
    );
  const wanted = values.variants.split(',').filter(Boolean);
  const variants = ALL_VARIANTS.filter((variant) => wanted.includes(variant));

  if (!existsSync(join(builtDir, 'islet.js'))) {
    console.info('[lighthouse] packages/runtime/dist is missing; building it first');
    execSync('pnpm run build:bundle', { cwd: root, stdio: 'inherit' });
  }
  rmSync(bundleDir, { recursive: true, force: true });
  cpSync(builtDir, bundleDir, { recursive: true });
  const headCode = readFileSync(join(bundleDir, 'islet-head.js'), 'utf8');
  const sources = pageSources(readFileSync(join(recordedDir, 'README.md'), 'utf8'));
  const files = readdirSync(recordedDir)
    .filter((file) => file.endsWith('.html'))
    .filter((file) => !pageFilter.length || pageFilter.some((part) => file.includes(part)))
    .sort();

  /** @type {{ site: RecordedSite, pages: Map<string, string> } | null} */
  let current = null;
  /** @type {string} */
  let variantNow = 'original';
  const server = await startOriginServer(
    selfSignedCertificate(join(outDir, 'tls')),
    async (host, pathname) => {
      if (!current) return null;
      const { site, pages } = current;
      const page = new URL(site.pageUrl);
      if (host === page.hostname && pathname === page.pathname) {
        const html = /** @type {string} */ (pages.get(variantNow));
        return {
          status: 200,
          type: 'text/html; charset=utf-8',
          body: Buffer.from(html),
          key: `${site.pageUrl} ${variantNow}`,
        };
      }
      if (host === page.hostname && pathname.startsWith(ISLET_BUNDLE_PATH)) {
        const file = join(bundleDir, decodeURIComponent(pathname.slice(ISLET_BUNDLE_PATH.length)));
        return file.startsWith(bundleDir) && existsSync(file) ? file : null;
      }
      return site.find(host, pathname);
    },
  );

  const environment = {
    date: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).trim(),
    lighthouse: JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'))
      .version,
    chromium: execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim(),
    node: process.version,
    // Which build was measured: the runtime chunk's name carries its content hash.
    bundle: readdirSync(join(bundleDir, 'chunks')).find((name) =>
      name.startsWith('islet-runtime-'),
    ),
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    runs: Object.fromEntries(formFactors.map((each) => [each, runsOf(each)])),
    profiled: values.profile,
    formFactors,
    variants,
  };
  console.info(
    `[lighthouse] ${files.length} pages × ${variants.join(', ')} × ${formFactors.map((each) => `${each} (${runsOf(each)} runs)`).join(', ')}; Lighthouse ${environment.lighthouse}, ${environment.chromium}, at ${environment.commit}`,
  );

  /** @type {Map<string, any>} file → its results, in `files` order */
  const results = new Map();
  const started = Date.now();
  try {
    // Form factor outermost, mobile first: a run cut short still has every page on mobile.
    for (const formFactor of formFactors) {
      for (const file of files) {
        const html = readFileSync(join(recordedDir, file), 'utf8');
        const source = sources.get(file) ?? { repository: null, path: null };
        const site = await RecordedSite.load(recordedDir, file, html, source);
        const pages = variantPages(html, variants, (src) => site.scriptCode(src), headCode);
        const present = variants.filter((variant) => pages.has(variant));
        current = { site, pages };
        await server.warm([
          ...site.files.values(),
          ...listFiles(bundleDir),
          ...present.map((variant) => ({
            status: 200,
            type: 'text/html',
            body: Buffer.from(/** @type {string} */ (pages.get(variant))),
            key: `${site.pageUrl} ${variant}`,
          })),
        ]);
        const label = file.split('__')[1] ?? file;
        const pageDir = join(outDir, file.replace(/\.html$/, ''));
        mkdirSync(pageDir, { recursive: true });
        console.info(
          `[lighthouse] ${formFactor}: ${label} at ${site.pageUrl} (${present.join(', ')})`,
        );

        /** @type {Record<string, import('../../packages/lighthouse-run/src/report.mjs').RunMetrics[]>} */
        const metrics = {};
        /** @type {number[]} */
        const benchmarkIndices = [];
        /** @type {Record<string, Set<string>>} the page's uncaught exceptions, by variant */
        const thrown = {};
        const chrome = await launch({
          chromePath: chromiumPath,
          logLevel: 'silent',
          ...launchOptions(server.port, Launcher.defaultFlags(), extraChromeFlags),
        });
        try {
          for (let round = 0; round < runsOf(formFactor); round++) {
            for (const variant of rotate(present, round)) {
              variantNow = variant;
              server.closeConnections();
              const before = Date.now();
              const result = await lighthouse(
                site.pageUrl,
                lighthouseFlags(chrome.port, values.profile, values['trace-categories']),
                formFactor === 'desktop' ? desktopConfig : undefined,
              );
              const kept = trimResult(result?.lhr ?? {});
              // Read from Lantern's table of this run's simulations, then emptied for the next.
              const simulations = Lantern.Simulation.Simulator.allNodeTimings;
              for (const [key, metric] of /** @type {const} */ ([
                ['fcpSimulation', 'FirstContentfulPaint'],
                ['lcpSimulation', 'LargestContentfulPaint'],
              ])) {
                kept.diagnostics[key] = paintSimulation(simulations, site.pageUrl, metric);
              }
              simulations.clear();
              const trace = result?.artifacts?.Trace?.traceEvents;
              if (Array.isArray(trace)) {
                const stall = paintStall(trace);
                kept.diagnostics.paintStall = stall;
                kept.metrics.paintStallMs = stall?.ms ?? 0;
              }
              writeFileSync(
                join(pageDir, `${formFactor}-${variant}-${round + 1}.json`),
                `${JSON.stringify({ page: file, url: site.pageUrl, formFactor, variant, run: round + 1, ...kept }, null, 2)}\n`,
              );
              if (keepTraces && result?.artifacts?.Trace) {
                writeFileSync(
                  join(pageDir, `${formFactor}-${variant}-${round + 1}.trace.json.gz`),
                  gzipSync(JSON.stringify(result.artifacts.Trace)),
                );
              }
              (metrics[variant] ??= []).push(kept.metrics);
              for (const error of kept.pageErrors) (thrown[variant] ??= new Set()).add(error);
              if (kept.benchmarkIndex) benchmarkIndices.push(kept.benchmarkIndex);
              const m = kept.metrics;
              console.info(
                `[lighthouse]   ${formFactor} ${variant} ${round + 1}/${runsOf(formFactor)}: score ${m.score}, FCP ${m.fcp?.toFixed(0)} ms, LCP ${m.lcp?.toFixed(0)} ms, TBT ${m.tbt?.toFixed(0)} ms, CLS ${m.cls?.toFixed(3)}${m.paintStallMs ? `, first paint held ${m.paintStallMs} ms by the browser` : ''}${kept.pageErrors.length ? `, ${kept.pageErrors.length} uncaught error(s)` : ''}${kept.runtimeError ? ` (${kept.runtimeError.code})` : ''} — ${((Date.now() - before) / 1000).toFixed(0)} s, CPU index ${kept.benchmarkIndex}`,
              );
            }
          }
        } finally {
          await chrome.kill();
        }
        const result = results.get(file) ?? {
          file,
          label,
          url: site.pageUrl,
          // Variants the page does not have: the same page as Islet's.
          sameAsIslet: variants.filter((variant) => !pages.has(variant)),
          benchmarkIndex: {},
          formFactors: {},
        };
        // Lighthouse's CPU probe over the page's runs: a low minimum flags a busy machine.
        result.benchmarkIndex[formFactor] = spread(benchmarkIndices);
        (result.pageErrors ??= {})[formFactor] = Object.fromEntries(
          Object.entries(thrown).map(([variant, errors]) => [variant, [...errors]]),
        );
        result.formFactors[formFactor] = Object.fromEntries(
          Object.entries(metrics).map(([variant, each]) => [variant, summarise(each)]),
        );
        // The same without the runs whose first paint the browser held back (paint-stall.mjs):
        // what the page itself did, where the stalls fell unevenly on its variants.
        (result.steady ??= {})[formFactor] = Object.fromEntries(
          Object.entries(metrics).map(([variant, each]) => [
            variant,
            summarise(each.filter((run) => !run.paintStallMs)),
          ]),
        );
        // As deployed (the jQuery-kept page, or Islet's where it is the same) against the
        // original, round by round.
        const deployed = metrics['islet-jquery'] ?? metrics.islet;
        if (metrics.original && deployed)
          (result.rounds ??= {})[formFactor] = roundByRound(metrics.original, deployed);
        results.set(file, result);
        // After each page, so a long run shows (and keeps) what it has.
        writeSummary(environment, [...results.values()], (Date.now() - started) / 1000);
      }
    }
  } finally {
    await server.close();
  }
  console.info(readFileSync(join(outDir, 'summary.md'), 'utf8'));
  console.info(`[lighthouse] wrote ${join(outDir, 'summary.json')} and summary.md`);
}

/**
 * Each variant's HTML; a variant that would be the same page as Islet's is left out.
 *
 * @param {string} html @param {Variant[]} variants
 * @param {(src: string) => string | null} scriptCode a kept script's code, from which the
 *   jQuery-kept page tells what needs jQuery and compat
 * @param {string} headCode `islet-head.js`, printed inline as the WordPress plugin prints it
 */
export function variantPages(html, variants, scriptCode, headCode) {
  const isletSrc = `${ISLET_BUNDLE_PATH}islet.js`;
  const islet = transformRecordedPage(html, { runtime: 'islet', isletSrc, headCode });
  /** @type {Map<string, string>} */
  const pages = new Map();
  for (const variant of variants) {
    if (variant === 'islet') pages.set(variant, islet.html);
    else if (variant === 'islet-no-head') {
      if (islet.headScript) pages.set(variant, islet.html.replace(islet.headScript, ''));
    } else {
      const runtime = /** @type {any} */ (variant);
      const page = transformRecordedPage(html, { runtime, isletSrc, scriptCode, headCode }).html;
      if (variant !== 'islet-jquery' || page !== islet.html) pages.set(variant, page);
    }
  }
  return pages;
}

/** @param {string} dir @returns {string[]} */
function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.map'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * @param {Record<string, unknown>} environment @param {any[]} results @param {number} seconds
 */
function writeSummary(environment, results, seconds) {
  writeFileSync(
    join(outDir, 'summary.json'),
    `${JSON.stringify({ ...environment, seconds, pages: results }, null, 2)}\n`,
  );
  /** @type {string[]} */
  const lines = [
    `Lighthouse ${environment.lighthouse}, ${environment.chromium}, Node ${environment.node}, ${environment.cores} × ${environment.cpu}; at \`${environment.commit}\` (bundle \`${environment.bundle}\`), ${environment.date}; ${Math.round(seconds / 60)} min.`,
  ];
  if (environment.profiled)
    lines.push(
      '',
      "Profiled (`--profile`): V8's sampling profiler ran in every run, which slows the page a little. These runs say why, not how fast: compare scores only with runs without it.",
    );
  const measuredJquery = /** @type {string[]} */ (environment.variants).includes('islet-jquery');
  // One set of rows for both headline tables: a variant without runs is left out of a table.
  const headlineRows = {
    original: 'original',
    islet: 'Islet',
    ...(measuredJquery
      ? { deployed: 'Islet as deployed (jQuery kept where the site needs it)' }
      : {}),
    'islet-no-head': 'Islet without islet-head.js (pages with a stretched section or gallery)',
    none: 'no scripts',
  };
  for (const formFactor of /** @type {string[]} */ (environment.formFactors)) {
    const pages = results.map((result) => ({
      label: result.label,
      url: result.url,
      variants: result.formFactors[formFactor] ?? {},
    }));
    lines.push(
      '',
      `#### ${formFactor === 'mobile' ? 'Mobile (simulated throttling: 4× CPU, 150 ms RTT, 1.6 Mbps)' : 'Desktop (simulated throttling: 1× CPU, 40 ms RTT, 10 Mbps)'}, runs per variant: ${/** @type {any} */ (environment.runs)[formFactor]}`,
      '',
      'Medians across pages of each page’s median (range across pages):',
      '',
      headlineTable(pages, headlineRows),
      '',
      'Per page, median (range) of the runs:',
      '',
      pageTable(pages, VARIANT_LABELS),
    );
    const rounds = results.map((result) => ({
      label: result.label,
      rounds: result.rounds?.[formFactor],
    }));
    if (rounds.some((page) => page.rounds?.rounds))
      lines.push(
        '',
        'Islet as deployed against the original, round by round (each round ran both, one after the other), as deployed minus original:',
        '',
        roundsTable(rounds),
      );
    const stalled = results.filter((result) =>
      Object.values(result.formFactors[formFactor] ?? {}).some((each) => each.stalled),
    );
    if (stalled.length) {
      const steady = results.map((result) => ({
        label: result.label,
        url: result.url,
        variants: result.steady?.[formFactor] ?? {},
      }));
      lines.push(
        '',
        'Without the runs whose first paint the browser held back (a paint stall, in any variant alike), medians across pages:',
        '',
        headlineTable(steady, headlineRows),
        '',
        'and the pages that had one:',
        '',
        pageTable(
          steady.filter((page) => stalled.some((result) => result.label === page.label)),
          VARIANT_LABELS,
        ),
      );
    }
  }
  // A variant that throws measures a page that does less than its visitors' would.
  const thrown = results.flatMap((result) =>
    Object.entries(result.pageErrors ?? {}).flatMap(([formFactor, byVariant]) =>
      Object.entries(/** @type {Record<string, string[]>} */ (byVariant)).flatMap(
        ([variant, errors]) =>
          errors.map(
            (error) =>
              `- ${result.label}, ${formFactor}, ${/** @type {Record<string, string>} */ (VARIANT_LABELS)[variant] ?? variant}: ${error}`,
          ),
      ),
    ),
  );
  if (thrown.length)
    lines.push(
      '',
      'Uncaught exceptions the pages threw (each once per page and variant):',
      '',
      ...thrown,
    );
  const same = results.filter((result) => result.sameAsIslet.includes('islet-jquery'));
  if (same.length)
    lines.push(
      '',
      `Islet with jQuery kept is the same page as Islet (the site's own scripts need no jQuery) on ${same.map((result) => result.label).join(', ')}.`,
    );
  writeFileSync(join(outDir, 'summary.md'), `${lines.join('\n')}\n`);
}
