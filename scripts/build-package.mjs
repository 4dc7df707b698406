// @ts-check
// A feature package's `build` script, run in the package's folder: compiles the sources behind
// the package's entry points (tsconfig.build.json) to `dist` with declarations. `dist` is emptied
// first so a file that left the sources (or a test a former build config let through) never
// ships; tsc writes nothing when it fails (noEmitOnError). The package's `generate` script, if
// any, runs first (sources written from its dependencies, e.g. the lightbox's photoswipe CSS).
import { execFileSync, execSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
rmSync('dist', { recursive: true, force: true });
try {
  if (scripts?.generate) execSync(scripts.generate, { stdio: 'inherit' });
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
} catch {
  process.exit(1);
}
