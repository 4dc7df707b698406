#!/usr/bin/env node
// @ts-check
// The `islet` command. In the repository it builds itself first when its sources are newer than
// its build, so `pnpm islet …` always runs what is checked out.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const built = new URL('../dist/cli.js', import.meta.url);
const build = new URL('../build/build.mjs', import.meta.url);
if (existsSync(build)) {
  const { buildIfStale } = await import(fileURLToPath(build));
  await buildIfStale();
}
const { main } = await import(built.href);
const status = await main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
});
// Behaviours' `applies` may arm timers (the entrance safety net) that would keep Node waiting.
process.exit(status);
