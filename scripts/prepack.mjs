// @ts-check
// Runs before `pnpm pack` / `pnpm publish` of a package (its `prepack` script), in the package's
// folder. Two ways a tarball would come out broken are refused here with a clear message:
// - npm (or yarn) packs the workspace form: `workspace:*` ranges and `exports` that point at
//   TypeScript sources. pnpm rewrites both (`publishConfig`), so packing is pnpm's job.
// - a package that was not built: its published `exports` point at `dist`, which must exist.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

const agent = process.env.npm_config_user_agent ?? '';
const pkg = JSON.parse(await readFile('package.json', 'utf8'));

if (!agent.startsWith('pnpm/')) {
  console.error(
    `${pkg.name}: pack and publish with pnpm ("pnpm pack", "pnpm publish"), not ${agent.split(' ')[0] || 'this client'}.\n` +
      'npm would keep the workspace form (workspace:* dependency ranges, exports pointing at src/),\n' +
      'which no consumer can install. See docs/releasing.md.',
  );
  process.exit(1);
}

/** @param {unknown} target @returns {string[]} */
const targets = (target) =>
  typeof target === 'string'
    ? [target]
    : target && typeof target === 'object'
      ? Object.values(target).flatMap(targets)
      : [];
const published = pkg.publishConfig?.exports ?? pkg.exports;
// A command's bin runs its built code, so `dist` must be there too.
const missing = [...targets(published), ...(pkg.bin ? ['dist'] : [])].filter(
  (file) => !existsSync(file),
);
if (missing.length > 0) {
  console.error(
    `${pkg.name}: ${missing.join(', ')} missing. Build first: "pnpm run build" at the repository root.`,
  );
  process.exit(1);
}
