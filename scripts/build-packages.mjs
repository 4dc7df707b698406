// @ts-check
// `pnpm run build`: builds every package. The library packages (those whose `build` is
// scripts/build-package.mjs) are compiled in one TypeScript program instead of one tsc per
// package: each package's tsc would type-check the core, and every package it imports, again; one
// program checks each file once (a fifth of the CPU time). The output is the same: each package's `tsconfig.build.json` still names its
// entry points, and what is emitted for `packages/<name>/src/x.ts` lands in
// `packages/<name>/dist/x.js` (and `.d.ts`), as `pnpm --filter <name> build` would write it.
// A package's `generate` script (sources written from its dependencies, e.g. the lightbox's
// photoswipe CSS) runs before compiling. Every `dist` is emptied first; nothing is written when any file has an error (noEmitOnError).
// Then the packages with a build of their own (the runtime's bundle, the CLI, the WordPress zip)
// run it, in dependency order.
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const packagesDir = join(root, 'packages');
const PER_PACKAGE_BUILD = 'node ../../scripts/build-package.mjs';

const builds = readdirSync(packagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const manifest = JSON.parse(
      readFileSync(join(packagesDir, entry.name, 'package.json'), 'utf8'),
    );
    return {
      name: entry.name,
      build: manifest.scripts?.build,
      generate: manifest.scripts?.generate,
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name));
const packages = builds.filter(({ build }) => build === PER_PACKAGE_BUILD).map(({ name }) => name);
const ownBuilds = builds.filter(({ build }) => build && build !== PER_PACKAGE_BUILD);

/** @param {string} configPath */
function parseConfig(configPath) {
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => report([diagnostic]),
  });
  if (!parsed || parsed.errors.length) {
    report(parsed?.errors ?? []);
    process.exit(1);
  }
  return parsed;
}

/** @param {readonly ts.Diagnostic[]} diagnostics */
function report(diagnostics) {
  if (!diagnostics.length) return;
  console.error(
    ts.formatDiagnosticsWithColorAndContext(diagnostics, {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => root,
      getNewLine: () => '\n',
    }),
  );
}

for (const { name, generate } of builds) {
  if (generate) execSync(generate, { cwd: join(packagesDir, name), stdio: 'inherit' });
}

const configs = packages.map((name) => ({
  name,
  config: parseConfig(join(packagesDir, name, 'tsconfig.build.json')),
}));
// The packages' configs differ only in outDir/rootDir (their own dist and src), which the program
// replaces by the packages folder and a mapping in writeFile below.
const options = {
  ...parseConfig(join(root, 'tsconfig.build.json')).options,
  rootDir: packagesDir,
  outDir: join(root, 'node_modules/.islet-build'),
};
const outDir = options.outDir;

const program = ts.createProgram({
  rootNames: configs.flatMap(({ config }) => config.fileNames),
  options,
});

/** Where tsc's output for `<outDir>/<package>/src/<path>` goes: `packages/<package>/dist/<path>`. */
function destination(/** @type {string} */ fileName) {
  const [name, src, ...rest] = relative(outDir, fileName).split(sep);
  if (!name || src !== 'src' || !packages.includes(name)) {
    throw new Error(`build-packages: ${fileName} is not a package source's output`);
  }
  return join(packagesDir, name, 'dist', ...rest);
}

const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length) {
  report(diagnostics);
  process.exit(1);
}
for (const name of packages)
  rmSync(join(packagesDir, name, 'dist'), { recursive: true, force: true });
const emitted = program.emit(undefined, (fileName, text) => {
  const target = destination(fileName);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
});
if (emitted.emitSkipped || emitted.diagnostics.length) {
  report(emitted.diagnostics);
  process.exit(1);
}
console.info(`build-packages: ${packages.join(', ')} compiled in one program`);

if (ownBuilds.length) {
  const filters = ownBuilds.flatMap(({ name }) => ['--filter', `./packages/${name}`]);
  try {
    execFileSync('pnpm', ['-r', ...filters, 'run', 'build'], { cwd: root, stdio: 'inherit' });
  } catch {
    process.exit(1);
  }
}
