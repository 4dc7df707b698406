// @ts-check
// A feature package's `build` script, run in the package's folder: compiles the sources behind
// the package's entry points (tsconfig.build.json) to `dist` with declarations. `dist` is emptied
// first so a file that left the sources (or a test a former build config let through) never
// ships; tsc writes nothing when it fails (noEmitOnError).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
rmSync('dist', { recursive: true, force: true });
try {
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
} catch {
  process.exit(1);
}
