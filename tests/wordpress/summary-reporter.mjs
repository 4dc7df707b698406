// @ts-check
// Prints the suite's one-line result, `N passed, N failed`, after vitest's own report.

/** A vitest reporter (`--reporter=./tests/wordpress/summary-reporter.mjs`). */
export default class SummaryReporter {
  /** @param {ReadonlyArray<import('vitest/node').TestModule>} testModules */
  onTestRunEnd(testModules) {
    let passed = 0;
    let failed = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
      }
      // A failed beforeAll (no PHP, no fixtures) fails the file: count it, never skip silently.
      if (module.state() === 'failed' && failed === 0) failed += 1;
    }
    console.info(`WordPress end to end: ${passed} passed, ${failed} failed`);
  }
}
