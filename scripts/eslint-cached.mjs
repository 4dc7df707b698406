// @ts-check
// Part of `pnpm run lint`: ESLint with its cache (node_modules/.cache/eslint/), so a rerun lints
// only the files whose content changed. ESLint's cache already keys each file's result on the
// ESLint and Node versions, the file's rule settings and each plugin's name@version, but not on
// a rule's own code: a rule written in eslint.config.js (the `islet` plugin) or a plugin whose
// code changed under the same version would keep stale results. So the cache file is named after
// a hash of eslint.config.js and pnpm-lock.yaml, and a change to either starts a fresh cache
// (older cache files are removed).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const cacheDir = 'node_modules/.cache/eslint';
const key = createHash('sha256');
for (const file of ['eslint.config.js', 'pnpm-lock.yaml']) key.update(readFileSync(file));
const cacheFile = `${key.digest('hex').slice(0, 16)}.json`;

mkdirSync(cacheDir, { recursive: true });
for (const entry of readdirSync(cacheDir))
  if (entry !== cacheFile) rmSync(join(cacheDir, entry), { recursive: true, force: true });

const eslintBin = join(
  dirname(createRequire(import.meta.url).resolve('eslint/package.json')),
  'bin/eslint.js',
);
try {
  execFileSync(
    process.execPath,
    [
      eslintBin,
      '--cache',
      '--cache-location',
      join(cacheDir, cacheFile),
      '--cache-strategy',
      'content',
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
} catch (error) {
  process.exit(/** @type {{ status?: number }} */ (error).status ?? 1);
}
