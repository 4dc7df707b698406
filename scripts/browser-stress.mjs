// @ts-check
// `pnpm run test:browser:stress`: the flakiness check of the browser suite. Runs the whole suite
// `STRESS_RUNS` times (default 5) in a row while Debian's stress-ng keeps both cores busy
// (`stress-ng --cpu 2`), and prints, per run, whether it passed, how long it took and which tests
// failed. A test that fails only here waits on wall-clock time somewhere; it is a defect to fix,
// not a reason to retry. The bundle must be built (`pnpm run build:bundle`); on a shared machine
// run it under the browser lock (`flock /tmp/islet-browser.lock pnpm run test:browser:stress`).
// `--project <name>` (repeatable) checks other vitest projects instead: `pnpm run
// test:wordpress:stress` runs the three real-WordPress projects, one after the other in each run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.env.STRESS_RUNS ?? 5);
/** @type {string[]} */
const projects = process.argv.flatMap((arg, at, args) => {
  const name = args[at + 1];
  return arg === '--project' && name ? [name] : [];
});
if (!projects.length) projects.push('browser');
const scratch = mkdtempSync(join(tmpdir(), 'islet-stress-'));

const stress = spawn('stress-ng', ['--cpu', '2', '--quiet'], { stdio: 'ignore', detached: true });
stress.on('error', (error) => {
  console.error(
    `stress-ng could not start (${error.message}): node scripts/bootstrap.mjs --stress`,
  );
  process.exit(1);
});
const stopStress = () => {
  if (stress.pid !== undefined && stress.exitCode === null) process.kill(-stress.pid, 'SIGTERM');
};
/** @type {import('node:child_process').ChildProcess | undefined} */
let suite;
// The suite runs in a process group of its own, so stopping this script stops its vitest and
// the Chromiums under it; a synchronous spawn would hold the signal until the run ended, and the
// next run would start anyway.
const stopSuite = () => {
  if (suite?.pid !== undefined && suite.exitCode === null) process.kill(-suite.pid, 'SIGTERM');
};
process.on('exit', () => {
  stopSuite();
  stopStress();
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/** Runs the projects' tests once; resolves with its exit code. */
function runSuite(/** @type {string} */ report) {
  suite = spawn(
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: root, stdio: 'inherit', detached: true },
  );
  const running = suite;
  return new Promise((resolve) => running.on('close', (code) => resolve(code)));
}

/** The full names of the tests that failed in a run, from vitest's JSON report. */
function failedTests(/** @type {string} */ report) {
  try {
    /** @type {{ testResults: { name: string, assertionResults: { status: string, fullName: string }[] }[] }} */
    const json = JSON.parse(readFileSync(report, 'utf8'));
    return json.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${file.name.slice(root.length)} > ${test.fullName}`),
    );
  } catch {
    return ['(no report: the run did not finish)'];
  }
}

/** @type {{ run: number, passed: boolean, seconds: number, failed: string[] }[]} */
const results = [];
for (let run = 1; run <= runs; run++) {
  const report = join(scratch, `run-${run}.json`);
  const started = Date.now();
  const status = await runSuite(report);
  const seconds = Math.round((Date.now() - started) / 1000);
  const failed = failedTests(report);
  results.push({ run, passed: status === 0, seconds, failed });
  console.info(`[stress] run ${run}/${runs}: ${status === 0 ? 'green' : 'FAILED'} in ${seconds} s`);
}
stopStress();
rmSync(scratch, { recursive: true, force: true });

const green = results.filter((result) => result.passed).length;
console.info(
  `\n[stress] ${green}/${runs} runs of ${projects.join(', ')} green under stress-ng --cpu 2`,
);
for (const { run, seconds, failed } of results) {
  console.info(
    `  run ${run}: ${seconds} s${failed.length ? `, failed:\n    ${failed.join('\n    ')}` : ''}`,
  );
}
process.exit(green === runs ? 0 : 1);
