import { describe, expect, it } from 'vitest';
import {
  cell,
  headlineTable,
  pageTable,
  rotate,
  spread,
  summarise,
  trimDetails,
  trimResult,
  type RunMetrics,
} from './report.mjs';

const run = (score: number, fcp: number, tbt = 100): RunMetrics => ({
  score,
  fcp,
  lcp: fcp * 2,
  tbt,
  cls: 0,
  si: fcp,
  scriptBytes: 51_200,
});

describe('spread', () => {
  it('gives the median and range of an odd and an even count, skipping missing values', () => {
    expect(spread([3, 1, null, 2])).toEqual({ median: 2, min: 1, max: 3, n: 3 });
    expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, n: 4 });
  });

  it('is null when no run gave a number', () => {
    expect(spread([null, undefined, Number.NaN])).toBeNull();
  });
});

describe('rotate', () => {
  it('turns the variants by one each round, so each is first once in as many rounds', () => {
    const variants = ['original', 'islet', 'none'];
    expect([0, 1, 2, 3].map((round) => rotate(variants, round))).toEqual([
      ['original', 'islet', 'none'],
      ['islet', 'none', 'original'],
      ['none', 'original', 'islet'],
      ['original', 'islet', 'none'],
    ]);
    expect(rotate([], 2)).toEqual([]);
  });
});

describe('cell', () => {
  it('shows the median with its range, or alone when the runs agree', () => {
    expect(cell({ median: 1234, min: 1100, max: 1500, n: 3 }, 'fcp')).toBe('1.23 (1.10–1.50)');
    expect(cell({ median: 68, min: 68, max: 68, n: 3 }, 'score')).toBe('68');
    expect(cell(null, 'tbt')).toBe('n/a');
  });
});

describe('trimResult', () => {
  const lhr = {
    lighthouseVersion: '12.2.3',
    categories: { performance: { score: 0.684 } },
    audits: {
      'first-contentful-paint': { numericValue: 1500 },
      'largest-contentful-paint': { numericValue: 3000 },
      'total-blocking-time': { numericValue: 250 },
      'cumulative-layout-shift': { numericValue: 0.02 },
      'network-requests': {
        details: {
          type: 'table',
          items: [
            {
              url: 'https://a.test/',
              resourceType: 'Document',
              transferSize: 9000,
              protocol: 'h2',
            },
            {
              url: 'https://a.test/a.js',
              resourceType: 'Script',
              transferSize: 1000,
              protocol: 'h2',
            },
            {
              url: 'https://a.test/b.js',
              resourceType: 'Script',
              transferSize: 500,
              protocol: 'h2',
              statusCode: 404,
            },
          ],
        },
      },
      'layout-shifts': {
        details: {
          type: 'table',
          headings: [{ key: 'node' }],
          items: [
            {
              node: {
                type: 'node',
                selector: 'div.motion',
                nodeLabel: 'Hello',
                snippet: '<div class="motion">',
                boundingRect: { top: 1 },
                path: '1,HTML',
              },
              score: 0.02,
            },
          ],
        },
      },
      'render-blocking-resources': { scoreDisplayMode: 'notApplicable' },
    },
  };

  it('keeps the score, the metrics, the bytes of script and the diagnostics, trimmed', () => {
    const kept = trimResult(lhr);
    expect(kept.metrics).toEqual({
      score: 68,
      fcp: 1500,
      lcp: 3000,
      tbt: 250,
      cls: 0.02,
      si: null,
      scriptBytes: 1500,
    });
    expect(kept.protocols).toEqual({ h2: 3 });
    expect(kept.failedRequests).toEqual(['https://a.test/b.js']);
    expect(kept.diagnostics.layoutShifts).toEqual([
      {
        node: { selector: 'div.motion', nodeLabel: 'Hello', snippet: '<div class="motion">' },
        score: 0.02,
      },
    ]);
    expect(kept.diagnostics.renderBlocking).toBe('notApplicable');
  });

  it("keeps the page's uncaught exceptions, each once, and not its failed requests or logging", () => {
    const thrown = {
      source: 'exception',
      description: 'ReferenceError: jQuery is not defined\n    at core.min.js:6:20',
      sourceLocation: { url: 'https://a.test/core.min.js', line: 5 },
    };
    const kept = trimResult({
      audits: {
        'errors-in-console': {
          details: {
            type: 'table',
            items: [
              thrown,
              { ...thrown, sourceLocation: { url: 'https://a.test/core.min.js', line: 9 } },
              { source: 'exception', description: 'TypeError: x is null' },
              { source: 'network', description: 'Failed to load resource: 404' },
              { source: 'console.error', description: 'not configured' },
            ],
          },
        },
      },
    });
    expect(kept.pageErrors).toEqual([
      'ReferenceError: jQuery is not defined (https://a.test/core.min.js)',
      'TypeError: x is null',
    ]);
    expect(trimResult(lhr).pageErrors).toEqual([]);
  });

  it('keeps a failed run as a run without numbers', () => {
    const kept = trimResult({ runtimeError: { code: 'NO_FCP' }, audits: {} });
    expect(kept.metrics.score).toBeNull();
    expect(kept.runtimeError).toEqual({ code: 'NO_FCP' });
  });

  it('trims nested lists (the LCP element and its phases)', () => {
    const details = {
      type: 'list',
      items: [
        { type: 'table', items: [{ node: { type: 'node', selector: 'img', lhId: 'x' } }] },
        { type: 'table', items: [{ phase: 'TTFB', timing: 600 }] },
      ],
    };
    expect(trimDetails(details)).toEqual([
      [{ node: { selector: 'img', nodeLabel: undefined, snippet: undefined } }],
      [{ phase: 'TTFB', timing: 600 }],
    ]);
  });
});

describe('tables', () => {
  const pages: Parameters<typeof pageTable>[0] = [
    {
      label: 'hotel',
      url: 'https://hotel.test/',
      variants: {
        original: summarise([run(50, 2000, 700), run(54, 2200, 800), run(52, 2100, 750)]),
        islet: summarise([run(70, 1500), run(72, 1400), run(71, 1450)]),
        'islet-jquery': summarise([run(60, 1800), run(60, 1800), run(60, 1800)]),
        none: summarise([run(90, 1000, 0)]),
      },
    },
    {
      label: 'vet',
      url: 'https://vet.test/',
      variants: {
        original: summarise([run(40, 3000, 900)]),
        islet: summarise([run(80, 1200)]),
        none: summarise([run(96, 900, 0)]),
      },
    },
  ];
  const labels = {
    original: 'original',
    islet: 'Islet',
    'islet-jquery': 'Islet, jQuery kept',
    none: 'no scripts',
  };

  it('renders a row per page and variant, the page named once, absent variants left out', () => {
    expect(pageTable(pages, labels)).toBe(
      [
        '| page | variant | score | FCP s | LCP s | TBT ms | CLS | script KB | paint stalls |',
        '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
        '| hotel | original | 52 (50–54) | 2.10 (2.00–2.20) | 4.20 (4.00–4.40) | 750 (700–800) | 0.000 | 50 | n/a |',
        '|  | Islet | 71 (70–72) | 1.45 (1.40–1.50) | 2.90 (2.80–3.00) | 100 | 0.000 | 50 | n/a |',
        '|  | Islet, jQuery kept | 60 | 1.80 | 3.60 | 100 | 0.000 | 50 | n/a |',
        '|  | no scripts | 90 | 1.00 | 2.00 | 0 | 0.000 | 50 | n/a |',
        '| vet | original | 40 | 3.00 | 6.00 | 900 | 0.000 | 50 | n/a |',
        '|  | Islet | 80 | 1.20 | 2.40 | 100 | 0.000 | 50 | n/a |',
        '|  | no scripts | 96 | 0.90 | 1.80 | 0 | 0.000 | 50 | n/a |',
      ].join('\n'),
    );
  });

  it('counts the runs whose first paint the browser held back, where the traces were read', () => {
    const stalled = { ...run(60, 4800), paintStallMs: 1033 };
    const painted = { ...run(84, 2100), paintStallMs: 0 };
    const summary = summarise([stalled, painted, painted]);
    expect(summary).toMatchObject({ stalled: 1, traced: 3 });
    const [, , row] = pageTable(
      [{ label: 'eth', url: 'https://eth.test/', variants: { none: summary } }],
      {
        none: 'no scripts',
      },
    ).split('\n');
    expect(row).toBe(
      '| eth | no scripts | 84 (60–84) | 2.10 (2.10–4.80) | 4.20 (4.20–9.60) | 100 | 0.000 | 50 | 1/3 |',
    );
  });

  it('takes medians across pages; "as deployed" is the jQuery-kept page where there is one', () => {
    const lines = headlineTable(pages, { islet: 'Islet', deployed: 'as deployed' }).split('\n');
    expect(lines[2]).toBe(
      '| Islet | 2 | 76 (71–80) | 1.32 (1.20–1.45) | 2.65 (2.40–2.90) | 100 | 0.000 | 50 |',
    );
    expect(lines[3]).toBe(
      '| as deployed | 2 | 70 (60–80) | 1.50 (1.20–1.80) | 3.00 (2.40–3.60) | 100 | 0.000 | 50 |',
    );
  });
});
