// @ts-check
// Size budgets: the always-loaded entry and the whole bundle here, and each feature package's own
// chunks in its `size-limit.json` (paths relative to the repository root), so a package owns its
// budgets next to its code.
import { readdirSync, readFileSync, existsSync } from 'node:fs';

const packages = readdirSync('packages', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`packages/${entry.name}/size-limit.json`))
  .map((entry) => entry.name)
  .sort();

export default [
  {
    name: 'entry (islet.js): core and every feature registration',
    path: 'packages/runtime/dist/islet.js',
    brotli: true,
    limit: '10 KB',
  },
  {
    name: 'whole bundle, React and every feature included',
    path: 'packages/runtime/dist/**/*.js',
    brotli: true,
    limit: '400 KB',
  },
  ...packages.flatMap((name) =>
    JSON.parse(readFileSync(`packages/${name}/size-limit.json`, 'utf8')),
  ),
];
