// @ts-check
// Bundles the CLI into one file for Node: the audit runs the core and the bundle's feature
// registrations (with their chunks, for the settings schemas), which are TypeScript in the
// repository. jsdom, picocolors and playwright-core stay dependencies.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const root = fileURLToPath(new URL('..', import.meta.url));
const packages = fileURLToPath(new URL('../..', import.meta.url));
const output = join(root, 'dist/cli.js');

export async function buildCli() {
  await build({
    cwd: root,
    input: 'src/cli.ts',
    platform: 'node',
    external: ['jsdom', 'picocolors', 'playwright-core', /^node:/],
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    logLevel: 'silent',
    output: { file: output, format: 'es', codeSplitting: false },
  });
}

/** Newest modification time of the sources the CLI is built from. */
function newestSource() {
  let newest = 0;
  const walk = (/** @type {string} */ folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const name of readdirSync(packages)) {
    const src = join(packages, name, 'src');
    if (statSync(src, { throwIfNoEntry: false })?.isDirectory()) walk(src);
  }
  // The plugin's list of what it takes off a page, which the audit follows.
  newest = Math.max(
    newest,
    statSync(join(packages, 'wordpress/includes/replaced-scripts.json')).mtimeMs,
  );
  return newest;
}

export async function buildIfStale() {
  const builtAt = statSync(output, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (builtAt < newestSource()) await buildCli();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
