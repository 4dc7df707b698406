import { appendFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { useBrowserContexts } from '../harness.ts';
import { ORIGINAL_RUNTIME_BROKEN, recordedFiles, recordedPath } from '../recorded-fixtures.ts';
import { excludedReason } from './parity-exclusions.ts';
import { compareStates, runPage, type Difference, type ViewportName } from './parity-run.ts';

// `PARITY_PAGES=pattern` (a regular expression) narrows the run to matching pages while working
// on some of them;
// `PARITY_REPORT=file` appends every difference found, excluded or not, as JSON lines.
const only = process.env.PARITY_PAGES;
const report = process.env.PARITY_REPORT;
const compared = recordedFiles.filter(
  (file) => !(file in ORIGINAL_RUNTIME_BROKEN) && (!only || new RegExp(only).test(file)),
);

type Found = Difference & { phase: 'load' | 'scroll' };

/**
 * The parity suite at one width: every compared recorded page with the builder oracle and with
 * Islet. One test file per width, so the browser project's two workers share the suite; each
 * file has its own demo server and browser.
 */
export function describeParity(viewport: ViewportName): void {
  const demo = useDemoServer();
  const browser = useBrowserContexts();
  describe(`parity with the original runtime on recorded pages at ${viewport}`, () => {
    it.each(compared)(
      '%s: every element where the original puts it, with its classes',
      { timeout: 240_000 },
      async (file) => {
        // The two runs are independent (a context and a clock each) and mostly wait on the
        // browser, so they run side by side.
        const [original, islet] = await Promise.all([
          runPage(
            () => browser.newContext(),
            demo.url(recordedPath(file, '?runtime=builder')),
            viewport,
          ),
          runPage(
            () => browser.newContext(),
            demo.url(recordedPath(file, '?runtime=islet')),
            viewport,
          ),
        ]);
        expect(original.pageErrors, 'the original runtime threw').toEqual([]);
        expect([...islet.pageErrors, ...islet.otherErrors], 'Islet threw').toEqual([]);
        const found: Found[] = [
          ...compareStates(original.afterLoad, islet.afterLoad).map((d) => ({
            ...d,
            phase: 'load' as const,
          })),
          ...compareStates(original.afterScroll, islet.afterScroll).map((d) => ({
            ...d,
            phase: 'scroll' as const,
          })),
        ];
        const why = (difference: Found): string | null => {
          const own = excludedReason(file, viewport, difference);
          if (own !== null || !difference.causes.length) return own;
          const causes = difference.causes.map((key) =>
            found
              .filter((root) => root.key === key && root.phase === difference.phase)
              .map((root) => (root.causes.length ? null : excludedReason(file, viewport, root)))
              .find((reason) => reason !== null),
          );
          return causes.every((reason) => typeof reason === 'string')
            ? `follows an excluded difference: ${causes[0]}`
            : null;
        };
        const unexplained = found.filter((difference) => why(difference) === null);
        if (report) {
          const lines = found.map((difference) =>
            JSON.stringify({ file, viewport, ...difference, excluded: why(difference) }),
          );
          lines.push(
            JSON.stringify({
              file,
              viewport,
              elements: original.afterLoad.length,
              differences: found.length,
              unexplained: unexplained.length,
              elementsDiffering: new Set(unexplained.map((difference) => difference.key)).size,
              otherErrors: original.otherErrors,
            }),
          );
          appendFileSync(report, `${lines.join('\n')}\n`);
        }
        expect(
          unexplained.map(({ phase, key, type, reason }) => `${phase} ${key} ${type}: ${reason}`),
        ).toEqual([]);
      },
    );
  });
}
