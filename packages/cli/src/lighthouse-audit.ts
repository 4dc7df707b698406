import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  launchOptions,
  lighthouseFlags,
  rotate,
  summarise,
  trimResult,
} from '@islet/lighthouse-run';
import { UnusableInput } from './audit-page.ts';
import { DEFAULT_BUNDLE_DIR } from './islet-bundle.ts';
import {
  fetchPage,
  LIGHTHOUSE_VARIANTS,
  startReplay,
  type LighthouseVariant,
} from './lighthouse-site.ts';
import { chromiumPath } from './chromium-path.ts';

export type FormFactor = 'mobile' | 'desktop';
type Spread = { median: number; min: number; max: number; n: number } | null;
/** Each metric's median and range over the runs (`summarise` of `@islet/lighthouse-run`). */
export type VariantSummary = Record<
  'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'scriptBytes',
  Spread
>;
type RunMetrics = ReturnType<typeof trimResult>['metrics'];

export interface LighthouseOptions {
  /**
   * Counted runs per variant, interleaved (original, Islet, then Islet, original, …).
   * @default 3
   */
  runs?: number;
  /** @default 'mobile' */
  formFactor?: FormFactor;
  /** The built bundle to deploy. @default @islet/runtime's dist */
  bundleDir?: string;
  /** A line of progress per run. */
  progress?: (line: string) => void;
}

export interface LighthouseComparison {
  url: string;
  formFactor: FormFactor;
  runs: number;
  lighthouse: string;
  variants: Record<LighthouseVariant, VariantSummary>;
  /** Runs Lighthouse could not score: its runtime error code. */
  failedRuns: { variant: LighthouseVariant; run: number; error: string }[];
  /**
   * What each variant's last counted run loaded: its scripts with their transferred bytes, the
   * requests answered with an error (a file the site's server did not send), and the page's
   * uncaught exceptions, each once, over every counted run.
   */
  loaded: Record<
    LighthouseVariant,
    { scripts: { url: string; bytes: number }[]; failed: string[]; errors: string[] }
  >;
}

/** Lighthouse, its desktop settings and the Chrome launcher it brings, from the user's install. */
async function loadLighthouse() {
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve('lighthouse');
  } catch {
    throw new UnusableInput(
      '--lighthouse needs the lighthouse package beside islet (npm install --save-dev lighthouse@12)',
    );
  }
  // Resolved from Lighthouse: its own launcher and settings, the ones it was released with.
  const fromLighthouse = createRequire(entry);
  const load = (id: string) => import(pathToFileURL(fromLighthouse.resolve(id)).href);
  const [lighthouse, desktop, constants, launcher] = await Promise.all([
    import(pathToFileURL(entry).href),
    load('lighthouse/core/config/desktop-config.js'),
    load('lighthouse/core/config/constants.js'),
    load('chrome-launcher'),
  ]);
  return {
    run: lighthouse.default as (
      url: string,
      flags: object,
      config?: object,
    ) => Promise<{ lhr?: unknown } | undefined>,
    desktopConfig: desktop.default as object,
    /** The user agent each form factor's runs send, so the page is fetched as they will ask. */
    userAgents: constants.userAgents as Record<FormFactor, string>,
    launch: launcher.launch as (options: object) => Promise<{ port: number; kill(): unknown }>,
    launcherDefaults: (launcher.Launcher as { defaultFlags(): string[] }).defaultFlags(),
    version: String((fromLighthouse('lighthouse/package.json') as { version: string }).version),
  };
}

/**
 * Lighthouse's performance audit of `target` and of the same page with Islet, side by side: the
 * site's own responses fetched once and replayed by one local server for every origin (HTTP/2
 * where the page is on TLS), a first run of each not counted (it fetched from the site), then
 * the counted runs interleaved; medians and ranges per metric.
 */
export async function compareOnLighthouse(
  target: URL,
  options: LighthouseOptions = {},
): Promise<LighthouseComparison> {
  const { runs = 3, formFactor = 'mobile', bundleDir = DEFAULT_BUNDLE_DIR, progress } = options;
  const tool = await loadLighthouse();
  const userAgent = tool.userAgents[formFactor];
  const page = await fetchPage(target, userAgent);
  const headCode = await readFile(join(bundleDir, 'islet-head.js'), 'utf8').catch(() => {
    throw new UnusableInput(`no built Islet bundle in ${bundleDir} (islet-head.js)`);
  });
  const replay = await startReplay(page, bundleDir, headCode, userAgent);
  const metrics: Record<LighthouseVariant, RunMetrics[]> = { original: [], islet: [] };
  const failedRuns: LighthouseComparison['failedRuns'] = [];
  const loaded: LighthouseComparison['loaded'] = {
    original: { scripts: [], failed: [], errors: [] },
    islet: { scripts: [], failed: [], errors: [] },
  };
  const config = formFactor === 'desktop' ? tool.desktopConfig : undefined;
  let chrome: { port: number; kill(): unknown } | undefined;
  try {
    chrome = await tool.launch({
      chromePath: chromiumPath(),
      logLevel: 'silent',
      ...launchOptions(replay.port, tool.launcherDefaults),
    });
    // Round 0 warms the replay: every file fetched from the site and compressed once.
    for (let round = 0; round <= runs; round++)
      for (const variant of rotate(LIGHTHOUSE_VARIANTS, round)) {
        replay.show(variant);
        const result = await tool.run(page.url.href, lighthouseFlags(chrome.port), config);
        const kept = trimResult(result?.lhr ?? {});
        const outcome = kept.runtimeError ? kept.runtimeError.code : `score ${kept.metrics.score}`;
        progress?.(
          round ? `${variant} ${round}/${runs}: ${outcome}` : `${variant} warm-up: ${outcome}`,
        );
        if (!round) continue;
        if (kept.runtimeError)
          failedRuns.push({ variant, run: round, error: kept.runtimeError.code });
        else {
          metrics[variant].push(kept.metrics);
          loaded[variant] = {
            scripts: kept.scripts.map(({ url, transferSize }) => ({ url, bytes: transferSize })),
            failed: [...new Set(kept.failedRequests)],
            errors: [...new Set([...loaded[variant].errors, ...kept.pageErrors])],
          };
        }
      }
  } finally {
    await chrome?.kill();
    await replay.close();
  }
  return {
    url: page.url.href,
    formFactor,
    runs,
    lighthouse: tool.version,
    variants: { original: summarise(metrics.original), islet: summarise(metrics.islet) },
    failedRuns,
    loaded,
  };
}
