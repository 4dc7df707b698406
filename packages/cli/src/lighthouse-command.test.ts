import { describe, expect, it } from 'vitest';
import type { LighthouseComparison, VariantSummary } from './lighthouse-audit.ts';
import { lighthouseSettings, renderLighthouse } from './lighthouse-command.ts';

const spread = (median: number, min = median, max = median) => ({ median, min, max, n: 3 });
const summary = (score: number, tbt: number, bytes: number): VariantSummary => ({
  score: spread(score, score - 2, score + 1),
  fcp: spread(1800),
  lcp: spread(2450, 2300, 2600),
  tbt: spread(tbt),
  cls: spread(0.012),
  scriptBytes: spread(bytes),
});

describe('islet audit --lighthouse: settings', () => {
  it('runs 3 times on mobile unless told otherwise', () => {
    expect(lighthouseSettings({ json: false })).toEqual({ runs: 3, formFactor: 'mobile' });
    expect(lighthouseSettings({ json: false, runs: '5', 'form-factor': 'desktop' })).toEqual({
      runs: 5,
      formFactor: 'desktop',
    });
  });

  it('says what is wrong with a count or form factor it cannot use', () => {
    for (const runs of ['0', '21', '2.5', 'many'])
      expect(lighthouseSettings({ json: false, runs })).toBe(
        `--runs takes a whole number from 1 to 20, not "${runs}"`,
      );
    expect(lighthouseSettings({ json: false, 'form-factor': 'tablet' })).toBe(
      '--form-factor is mobile or desktop, not "tablet"',
    );
  });
});

describe('islet audit --lighthouse: the table', () => {
  const comparison: LighthouseComparison = {
    url: 'https://site.test/pricing/',
    formFactor: 'mobile',
    runs: 3,
    lighthouse: '12.2.3',
    variants: { original: summary(61, 420, 151_000), islet: summary(78, 90, 58_000) },
    failedRuns: [],
    loaded: {
      original: {
        scripts: [],
        failed: [],
        errors: ['TypeError: x is null (https://site.test/a.js)'],
      },
      islet: { scripts: [], failed: ['https://cdn.test/font.woff2'], errors: [] },
    },
  };

  it('puts the two pages one under the other, medians with their ranges, and the difference', () => {
    expect(renderLighthouse(comparison)).toBe(
      [
        'https://site.test/pricing/',
        'Lighthouse 12.2.3, mobile, 3 runs of each page, interleaved; medians (range)',
        '',
        '                        score  FCP s             LCP s  TBT ms    CLS  script KB',
        'the page as it is  61 (59–62)   1.80  2.45 (2.30–2.60)     420  0.012        147',
        'with Islet         78 (76–79)   1.80  2.45 (2.30–2.60)      90  0.012         57',
        '',
        'Score with Islet: 78 against 61 (+17).',
        '  with Islet: https://cdn.test/font.woff2 was answered with an error',
        '  the page as it is, the page threw: TypeError: x is null (https://site.test/a.js)',
      ].join('\n'),
    );
  });

  it('names the runs Lighthouse could not score', () => {
    const text = renderLighthouse({
      ...comparison,
      runs: 1,
      variants: { ...comparison.variants, islet: { ...comparison.variants.islet, score: null } },
      failedRuns: [{ variant: 'islet', run: 1, error: 'NO_FCP' }],
    });
    expect(text).toContain('1 run of each page');
    expect(text).toContain('Not every page was scored: see the failed runs below.');
    expect(text).toContain('  with Islet, run 1: Lighthouse failed (NO_FCP)');
  });
});
