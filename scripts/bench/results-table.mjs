// @ts-check
// The Markdown that `pnpm bench` prints; docs/benchmarks.md shows the same tables.

/** @param {number} bytes */
const kilobytes = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

/** @param {number} ms */
const milliseconds = (ms) => `${ms.toFixed(1)} ms`;

/**
 * @param {{
 *   sizes: ReturnType<typeof import('./bundle-sizes.mjs').measureBundleSizes>,
 *   boot: import('./boot-timing.mjs').BootTiming[],
 *   environment: { chromium: string, cores: number },
 * }} results
 */
export function formatResults({ sizes, boot, environment }) {
  /** @type {Array<[string, import('./bundle-sizes.mjs').SizeTotal]>} */
  const sizeTotals = [
    ['core chunk (`islet.js`)', sizes.core],
    ['whole bundle, React chunks excluded', sizes.bundleWithoutReact],
    ['whole bundle', sizes.bundle],
  ];
  const sizeRows = sizeTotals.map(
    ([name, size]) =>
      `| ${name} | ${size.files} | ${kilobytes(size.raw)} | ${kilobytes(size.brotli)} |`,
  );
  const bootRows = boot.map(
    (timing) =>
      `| ${timing.count.toLocaleString('en')} | ${timing.runs.length} | ${milliseconds(timing.median)} | ${milliseconds(timing.min)} | ${milliseconds(timing.max)} | ${milliseconds(timing.workMedian)} |`,
  );
  return [
    '| what | files | raw | brotli (q 11) |',
    '|---|--:|--:|--:|',
    ...sizeRows,
    '',
    `Scan and connect (\`islet:boot\`), ${environment.chromium}, ${environment.cores} cores:`,
    '',
    '| elements | runs | median | min | max | scan work, median |',
    '|--:|--:|--:|--:|--:|--:|',
    ...bootRows,
  ].join('\n');
}
