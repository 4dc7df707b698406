import { UnusableInput } from './audit-page.ts';
import type { Io } from './cli.ts';
import { cell } from '@islet/lighthouse-run';
import {
  compareOnLighthouse,
  type FormFactor,
  type LighthouseComparison,
} from './lighthouse-audit.ts';
import { LIGHTHOUSE_VARIANTS, type LighthouseVariant } from './lighthouse-site.ts';

/** Runs per page past which a comparison would take most of an hour. */
const MOST_RUNS = 20;

interface LighthouseValues {
  runs?: string;
  'form-factor'?: string;
  bundle?: string;
  json: boolean;
}

/** The runs and form factor asked for, or the message that says what is wrong with them. */
export function lighthouseSettings(
  values: LighthouseValues,
): { runs: number; formFactor: FormFactor } | string {
  const runs = values.runs === undefined ? 3 : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > MOST_RUNS)
    return `--runs takes a whole number from 1 to ${MOST_RUNS}, not "${values.runs}"`;
  const formFactor = values['form-factor'] ?? 'mobile';
  if (formFactor !== 'mobile' && formFactor !== 'desktop')
    return `--form-factor is mobile or desktop, not "${formFactor}"`;
  return { runs, formFactor };
}

/**
 * `islet audit --lighthouse <URL>…`: each page compared in turn (Lighthouse wants the machine to
 * itself), reported as it is done. Exit status 0, or 2 when a page or the setup was unusable.
 */
export async function lighthouseCommand(
  targets: readonly string[],
  values: LighthouseValues,
  io: Io,
): Promise<number> {
  const settings = lighthouseSettings(values);
  if (typeof settings === 'string') {
    io.stderr.write(`islet audit: ${settings}\n`);
    return 2;
  }
  const done: LighthouseComparison[] = [];
  const errors: { page: string; error: string }[] = [];
  for (const target of targets) {
    try {
      if (!URL.canParse(target))
        throw new UnusableInput('is not a URL: Lighthouse measures a page as its server sends it');
      io.stderr.write(
        `[lighthouse] ${target}: a first run of each page, then ${settings.runs} counted\n`,
      );
      const comparison = await compareOnLighthouse(new URL(target), {
        ...settings,
        bundleDir: values.bundle,
        progress: (line) => io.stderr.write(`[lighthouse]   ${line}\n`),
      });
      done.push(comparison);
      if (!values.json) io.stdout.write(`${renderLighthouse(comparison)}\n\n`);
    } catch (error) {
      if (!(error instanceof UnusableInput)) throw error;
      errors.push({ page: target, error: error.message });
      io.stderr.write(`islet audit: ${target}: ${error.message}\n`);
    }
  }
  if (values.json) io.stdout.write(`${JSON.stringify({ lighthouse: done, errors }, null, 2)}\n`);
  return errors.length ? 2 : 0;
}

const ROW_LABELS: Record<LighthouseVariant, string> = {
  original: 'the page as it is',
  islet: 'with Islet',
};
const COLUMNS = [
  ['score', 'score'],
  ['fcp', 'FCP s'],
  ['lcp', 'LCP s'],
  ['tbt', 'TBT ms'],
  ['cls', 'CLS'],
  ['scriptBytes', 'script KB'],
] as const;

/** The comparison as a plain-text table: medians, ranges in brackets, then what failed. */
export function renderLighthouse(comparison: LighthouseComparison): string {
  const rows = [
    ['', ...COLUMNS.map(([, title]) => title)],
    ...LIGHTHOUSE_VARIANTS.map((variant) => [
      ROW_LABELS[variant],
      ...COLUMNS.map(([metric]) => cell(comparison.variants[variant][metric], metric)),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) =>
    row
      .map((text, column) => (column ? text.padStart(widths[column]!) : text.padEnd(widths[0]!)))
      .join('  ')
      .trimEnd(),
  );
  const [original, islet] = LIGHTHOUSE_VARIANTS.map(
    (variant) => comparison.variants[variant].score?.median,
  );
  const difference =
    original === undefined || islet === undefined ? null : Math.round(islet) - Math.round(original);
  const verdict =
    difference === null
      ? 'Not every page was scored: see the failed runs below.'
      : `Score with Islet: ${Math.round(islet!)} against ${Math.round(original!)} (${difference >= 0 ? '+' : ''}${difference}).`;
  const { runs } = comparison;
  return [
    comparison.url,
    `Lighthouse ${comparison.lighthouse}, ${comparison.formFactor}, ${runs} run${runs === 1 ? '' : 's'} of each page, interleaved; medians (range)`,
    '',
    ...lines,
    '',
    verdict,
    ...comparison.failedRuns.map(
      ({ variant, run, error }) =>
        `  ${ROW_LABELS[variant]}, run ${run}: Lighthouse failed (${error})`,
    ),
    // A file the site did not send: the page measured is not quite the page its visitors get.
    ...LIGHTHOUSE_VARIANTS.flatMap((variant) =>
      comparison.loaded[variant].failed.map(
        (url) => `  ${ROW_LABELS[variant]}: ${url} was answered with an error`,
      ),
    ),
    // A page that throws may score better for doing less: the score is not the page's.
    ...LIGHTHOUSE_VARIANTS.flatMap((variant) =>
      comparison.loaded[variant].errors.map(
        (error) => `  ${ROW_LABELS[variant]}, the page threw: ${error}`,
      ),
    ),
  ].join('\n');
}
