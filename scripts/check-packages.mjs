// @ts-check
// Part of `pnpm run lint`: every package under packages/ is either private or publishable the
// way docs/releasing.md describes, so a new package cannot ship tests, sources or a missing field.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** @param {unknown} target @returns {string[]} */
const targets = (target) =>
  typeof target === 'string'
    ? [target]
    : target && typeof target === 'object'
      ? Object.values(target).flatMap(targets)
      : [];

/** @type {string[]} */
const problems = [];
for (const dir of readdirSync('packages')) {
  const file = `packages/${dir}/package.json`;
  if (!existsSync(file)) continue;
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  /** @param {string} message */
  const problem = (message) => problems.push(`${file}: ${message}`);
  if (pkg.private === true) continue;
  if (pkg.license !== 'MIT') problem('"license" must be "MIT" (LICENSE at the root)');
  if (pkg.repository?.directory !== `packages/${dir}`)
    problem(`"repository" needs { type, url, directory: "packages/${dir}" }`);
  for (const field of ['homepage', 'bugs', 'engines', 'description'])
    if (!pkg[field]) problem(`"${field}" is missing`);
  if (typeof pkg.sideEffects !== 'boolean' && !Array.isArray(pkg.sideEffects))
    problem('"sideEffects" must be stated');
  // A command's package also ships the folder of its bin script, which runs the built code.
  const binDirs = [
    ...new Set(targets(pkg.bin).map((bin) => bin.replace(/^\.\//, '').split('/')[0])),
  ];
  const expectedFiles = ['dist', ...binDirs.filter((dir) => dir !== 'dist')];
  if (JSON.stringify(pkg.files) !== JSON.stringify(expectedFiles))
    problem(
      `"files" must be ${JSON.stringify(expectedFiles)} (npm adds README, LICENSE and package.json)`,
    );
  if (pkg.scripts?.prepack !== 'node ../../scripts/prepack.mjs')
    problem('"scripts.prepack" must be "node ../../scripts/prepack.mjs" (refuses npm pack)');
  if (!existsSync(`packages/${dir}/README.md`)) problem('README.md is missing');
  const published = pkg.publishConfig?.exports ?? pkg.exports;
  if (!published && !pkg.bin) problem('"exports" (or, for a command, "bin") is missing');
  for (const target of targets(published))
    if (!/^\.\/(dist\/.+\.(js|d\.ts)|package\.json)$/.test(target))
      problem(`published export ${target} must point at built .js / .d.ts in dist/`);
  for (const range of Object.values({ ...pkg.dependencies, ...pkg.peerDependencies }))
    if (String(range).startsWith('workspace:') && range !== 'workspace:*')
      problem(`use "workspace:*" (pnpm writes the released version), not ${range}`);
  const buildConfig = `packages/${dir}/tsconfig.build.json`;
  if (existsSync(buildConfig)) {
    const config = JSON.parse(readFileSync(buildConfig, 'utf8'));
    if (config.include || !Array.isArray(config.files))
      problem('tsconfig.build.json lists entry points in "files" (no "include": tests would ship)');
    for (const target of targets(pkg.exports))
      if (target.endsWith('.ts') && !config.files?.includes(target.replace(/^\.\//, '')))
        problem(`tsconfig.build.json "files" lacks the entry ${target}`);
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
