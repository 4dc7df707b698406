// @ts-check
// The API reference in docs/api/ (TypeDoc, typedoc.json) is also the API report: `pnpm run api`
// regenerates it from the packages' exports, and `pnpm run api:check` (part of `pnpm test`)
// fails when the committed reference differs from what the sources export now, so a change to
// a public export, signature or its documentation is made on purpose and reviewed in the diff.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const committed = 'docs/api';
const check = process.argv.includes('--check');
const out = check ? await mkdtemp(join(tmpdir(), 'islet-api-')) : committed;

/** @param {string} dir @returns {Map<string, string>} */
function tree(dir) {
  /** @type {Map<string, string>} */
  const files = new Map();
  const walk = (/** @type {string} */ sub) => {
    for (const entry of readdirSync(sub, { withFileTypes: true })) {
      const path = join(sub, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  try {
    walk(dir);
  } catch {
    // No reference committed yet: every file counts as added.
  }
  return files;
}

try {
  if (!check) await rm(committed, { recursive: true, force: true });
  execFileSync('pnpm', ['exec', 'typedoc', '--logLevel', 'Error', '--out', out], {
    stdio: 'inherit',
  });
  if (check) {
    const now = tree(out);
    const before = tree(committed);
    const changed = [...new Set([...now.keys(), ...before.keys()])]
      .filter((file) => now.get(file) !== before.get(file))
      .sort();
    if (changed.length > 0) {
      console.error(
        `The public API differs from docs/api/ in:\n  ${changed.join('\n  ')}\n` +
          'If the change is intended, run "pnpm run api" and commit docs/api/ with it.',
      );
      process.exitCode = 1;
    }
  }
} finally {
  if (check) await rm(out, { recursive: true, force: true });
}
