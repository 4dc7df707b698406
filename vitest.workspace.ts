// Vitest 4 no longer discovers this file; vite.config.ts imports the list as `test.projects`.
import type { TestProjectInlineConfiguration } from 'vitest/config';

const domTests = ['**/*.dom.test.ts', '**/*.dom.test.tsx'];

/** Every real-WordPress file. */
const WORDPRESS_FILES = ['tests/wordpress/**/*.test.ts'];
/** Real-WordPress files that talk to the Pro add-on's and the shop's endpoints. */
const BACKEND_CONVERSATIONS = [
  'tests/wordpress/pro-backend.test.ts',
  'tests/wordpress/pro-backend-forms.test.ts',
  'tests/wordpress/pro-search.test.ts',
  'tests/wordpress/shop.test.ts',
];

export const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'unit',
      environment: 'node',
      // Pure functions and Node servers: no test here leaves globals behind, so one module graph
      // per worker (instead of one per file) saves most of this project's wall time.
      isolate: false,
      // Three files at a time on two cores (vitest's default is one fewer than the cores, so one):
      // most of these files' time is waiting on timers, servers and chunk imports.
      maxWorkers: 3,
      include: [
        'packages/*/src/**/*.test.ts',
        'examples/**/*.test.ts',
        'fixtures/generate/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      exclude: ['**/node_modules/**', '**/dist/**', ...domTests],
    },
  },
  {
    extends: true,
    test: {
      name: 'dom',
      environment: 'jsdom',
      // A limit, not a measure: tests that parse whole recorded pages took over the default 5 s
      // on a loaded two-core machine, while their waits end as soon as their condition holds.
      testTimeout: 30_000,
      // As for waitFor (`@islet/test-support/wait-for`): a limit, not a measure.
      expect: { poll: { timeout: 10_000 } },
      // One jsdom window per worker, not per file: building it and loading jsdom again for each
      // file was about 40 % of the unit + DOM run. The setup file gives each file a fresh module
      // graph and puts the window back as it found it (and names what a file failed to restore).
      isolate: false,
      setupFiles: ['packages/test-support/src/fresh-window.ts'],
      // As for unit: the DOM tests mostly wait on real timers (counters, typing, polls).
      maxWorkers: 3,
      include: domTests
        .map((glob) => `packages/*/src/${glob}`)
        .concat(domTests.map((g) => `tests/dom/${g}`)),
      exclude: ['**/node_modules/**', '**/dist/**'],
    },
  },
  {
    extends: true,
    test: {
      name: 'browser',
      environment: 'node',
      include: ['tests/browser/**/*.test.ts'],
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // Generous for a loaded CI machine; polls end as soon as the condition holds.
      expect: { poll: { timeout: 10_000 } },
      // One module graph per worker, not per file: every file imports Playwright, which took a
      // worker several seconds per file to load again (10 small files: 195 s with isolation,
      // 101 s without, import time 87 s → 13 s). The files share no module state: each starts
      // its own server and browser in its hooks.
      isolate: false,
      // Most of a browser test is waiting (timers, polls, animations), so two files at a time
      // fit on two cores; more starves the pointer gestures of the swipe tests.
      fileParallelism: true,
      maxWorkers: 2,
      // Tests a file marks `concurrent` (each in a tab of its own, mostly waiting on the page)
      // run this many at a time in their file's browser.
      maxConcurrency: 3,
    },
  },
  // The real WordPress, once per builder line Islet is tested on (docs/wordpress.md), and the
  // backend conversations on a site of their own: each project installs one site that its files
  // share, one file at a time (tests/wordpress/global-setup.ts). `npm test` runs the three side by
  // side: a file here spends about half its time waiting on PHP and on the page, so three sites
  // keep two cores busy where one left one idle.
  ...(
    [
      ['wordpress', '3.32.4', WORDPRESS_FILES, BACKEND_CONVERSATIONS],
      // The Pro add-on's and the shop's backend conversations run once, on the builder line the
      // Pro build (3.33.1) belongs to: what they compare is the requests and replies of Pro and
      // WooCommerce, which the builder line does not change, and wordpress.test.ts shows the
      // classic widgets' markup and scripts the same on 4.1.5. Twice would double the suite's
      // longest part.
      ['wordpress-backend', '3.32.4', BACKEND_CONVERSATIONS, [] as string[]],
      ['wordpress-4.1', '4.1.5', WORDPRESS_FILES, BACKEND_CONVERSATIONS],
    ] as const
  ).map(([name, builder, include, exclude], order) => ({
    extends: true as const,
    test: {
      name,
      environment: 'node',
      include,
      exclude,
      env: { ISLET_WP_BUILDER: builder },
      globalSetup: ['tests/wordpress/global-setup.ts'],
      // One site, one browser, pages in turn; a slow first render of the real builder included.
      testTimeout: 60_000,
      hookTimeout: 180_000,
      expect: { poll: { timeout: 10_000 } },
      fileParallelism: false,
      // `pnpm run test:wordpress` (all three in one vitest) runs them one after the other.
      sequence: { groupOrder: order + 1 },
    },
  })),
];
