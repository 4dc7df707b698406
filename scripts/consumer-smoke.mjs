// @ts-check
// The consumer smoke test (`pnpm run test:consumer`, after `pnpm run build`): Islet as a theme
// developer gets it. Every published package is packed with pnpm; the tarballs are installed into
// scratch Vite + TypeScript apps in a temporary folder outside the workspace (registry packages
// come from the pnpm store when it has them); each app is type-checked with skipLibCheck off,
// built with Vite and run in Chromium on a recorded page. The apps' code is the README's "Import
// one package" examples, so the README cannot drift from what works:
// - core: the first example, @islet/core and @islet/elements, with no React installed at all;
//   no React may reach the build, and the entrance animations must reveal the page;
// - popup: the second example, with @islet/popup and React; a popup must open.
// Prints each app's bytes (raw and brotli), which docs/benchmarks.md reports.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { startDemoServer } from '../examples/demo/server.mjs';
import { launchChromium } from '../tests/browser/launch-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const keep = process.argv.includes('--keep');
const started = Date.now();

/** @param {string} message */
function fail(message) {
  console.error(`consumer smoke test: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

/** @param {string} cwd @param {string} command @param {string[]} args */
function run(cwd, command, args) {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const { stdout = '', stderr = '' } = /** @type {{ stdout?: string, stderr?: string }} */ (
      error
    );
    fail(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}${stderr}`);
    return '';
  }
}

/** The README's "Import one package" examples, in order. */
function readmeExamples() {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Import one package'));
  const blocks = [...(section ?? '').matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
  if (blocks.length < 2) fail('README "Import one package" lost its two ts examples');
  return /** @type {[string, string]} */ (blocks);
}

/** @param {string} name a dependency of the workspace root or of a package */
function workspaceVersion(name) {
  for (const dir of ['.', 'packages/core', 'packages/popup']) {
    const file = join(root, dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
  }
  return fail(`${name} is not installed in the workspace`);
}

/** Packs every published package; returns package name → tarball path. */
function packAll(/** @type {string} */ into) {
  /** @type {Record<string, string>} */
  const tarballs = {};
  for (const dir of readdirSync(join(root, 'packages'))) {
    const pkg = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8'));
    if (pkg.private) continue;
    const out = run(join(root, 'packages', dir), 'pnpm', ['pack', '--pack-destination', into]);
    const tarball = out.trim().split('\n').at(-1) ?? '';
    if (!tarball.endsWith('.tgz')) fail(`pnpm pack of ${pkg.name} printed no tarball: ${out}`);
    tarballs[pkg.name] = tarball;
  }
  return tarballs;
}

/**
 * Writes and installs one scratch app.
 * @param {string} dir
 * @param {string} code the app's main.ts
 * @param {string[]} islet the @islet packages it depends on
 * @param {Record<string, string>} extra registry dependencies besides vite and typescript
 * @param {Record<string, string>} tarballs
 */
async function makeApp(dir, code, islet, extra, tarballs) {
  await mkdir(join(dir, 'src'), { recursive: true });
  const file = (/** @type {string} */ name) => `file:${tarballs[name]}`;
  // Every @islet package resolves to its tarball, also where one depends on another.
  const overrides = Object.fromEntries(Object.keys(tarballs).map((name) => [name, file(name)]));
  const pkg = {
    name: 'islet-consumer',
    private: true,
    type: 'module',
    dependencies: Object.fromEntries(islet.map((name) => [name, file(name)])),
    devDependencies: {
      vite: workspaceVersion('vite'),
      typescript: workspaceVersion('typescript'),
      ...extra,
    },
    pnpm: { overrides },
  };
  await writeFile(join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
  await writeFile(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        strict: true,
        skipLibCheck: false,
        noEmit: true,
        types: [],
      },
      include: ['src'],
    }),
  );
  await writeFile(
    join(dir, 'vite.config.js'),
    `export default {
  base: '/islet/',
  build: {
    outDir: 'dist',
    rollupOptions: {
      input: 'src/main.ts',
      output: { entryFileNames: 'islet.js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
};
`,
  );
  await writeFile(join(dir, 'src/main.ts'), code);
  // Its own lockfile and no workspace above it: what a fresh app gets.
  await writeFile(join(dir, 'pnpm-workspace.yaml'), 'packages: []\n');
  run(dir, 'pnpm', [
    'install',
    '--prefer-offline',
    '--ignore-scripts',
    '--config.confirmModulesPurge=false',
  ]);
}

/** @param {string} dir the built app's dist */
function measure(dir) {
  /** @type {{ file: string, raw: number, brotli: number, text: string }[]} */
  const files = [];
  const walk = (/** @type {string} */ sub) => {
    for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
      const path = join(sub, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js')) {
        const buffer = readFileSync(join(dir, path));
        const brotli = brotliCompressSync(buffer).length;
        files.push({ file: path, raw: buffer.length, brotli, text: buffer.toString('utf8') });
      }
    }
  };
  walk('.');
  const sum = (/** @type {'raw' | 'brotli'} */ key) => files.reduce((n, f) => n + f[key], 0);
  const entry = files.find((f) => f.file === 'islet.js');
  return { files, raw: sum('raw'), brotli: sum('brotli'), entry };
}

// React's own code, whatever its chunk is called.
const REACT_MARKERS = ['react.transitional.element', '__REACT_DEVTOOLS_GLOBAL_HOOK__'];

/**
 * @param {import('playwright-core').BrowserContext} context
 * @param {string} url
 * @param {(page: import('playwright-core').Page) => Promise<void>} check
 */
async function onPage(context, url, check) {
  const page = await context.newPage();
  /** @type {string[]} */
  const errors = [];
  /** @type {string[]} */
  const requests = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('request', (request) => requests.push(request.url()));
  try {
    await page.goto(url, { waitUntil: 'load' });
    await check(page);
    if (errors.length) fail(`${url}: page errors ${errors.join('\n')}`);
    return requests;
  } finally {
    await page.close();
  }
}

const recordedDir = join(root, 'fixtures/recorded');
const recorded = readdirSync(recordedDir).filter((file) => file.endsWith('.html'));
const html = (/** @type {string} */ file) => readFileSync(join(recordedDir, file), 'utf8');
// Not FuYon: two add-on headings stay hidden there on the styled page, a known gap of issue 22
// (ENTRANCE_LEFT_HIDDEN in tests/browser/recorded-fixtures.ts).
const entrancePage = recorded.find(
  (file) => /class="[^"]*\belementor-invisible\b/.test(html(file)) && !file.startsWith('FuYon__'),
);
const popupPage = recorded.find(
  (file) => /data-elementor-type="popup"/.test(html(file)) && /popup%3Aopen/.test(html(file)),
);
if (!entrancePage || !popupPage) fail('no recorded page with entrance animations or a popup link');

const work = await mkdtemp(join(tmpdir(), 'islet-consumer-'));
/** @type {Record<string, { raw: number, brotli: number, entryBrotli: number, files: number }>} */
const report = {};
try {
  const [coreExample, popupExample] = readmeExamples();
  const tarballs = packAll(join(work, 'tarballs'));
  const react = {
    react: workspaceVersion('react'),
    'react-dom': workspaceVersion('react-dom'),
    '@types/react': workspaceVersion('@types/react'),
  };
  const cases = [
    { name: 'core', code: coreExample, islet: ['@islet/core', '@islet/elements'], extra: {} },
    {
      name: 'popup',
      code: popupExample,
      islet: ['@islet/core', '@islet/elements', '@islet/popup'],
      extra: react,
    },
  ];
  const server = [];
  for (const app of cases) {
    const dir = join(work, app.name);
    await makeApp(dir, app.code, app.islet, app.extra, tarballs);
    if (app.name === 'core' && existsSync(join(dir, 'node_modules/.pnpm/node_modules/react')))
      fail('the core app installed React');
    run(dir, join(dir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json']);
    run(dir, join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn']);
    const built = measure(join(dir, 'dist'));
    const withReact = built.files.filter((f) => REACT_MARKERS.some((m) => f.text.includes(m)));
    if (app.name === 'core' && withReact.length)
      fail(`the core app emitted React: ${withReact.map((f) => f.file).join(', ')}`);
    if (app.name === 'popup' && !withReact.length) fail('the popup app has no React chunk');
    report[app.name] = {
      raw: built.raw,
      brotli: built.brotli,
      entryBrotli: built.entry?.brotli ?? 0,
      files: built.files.length,
    };
    server.push({ app, dist: join(dir, 'dist'), withReact: withReact.map((f) => f.file) });
  }

  const browser = await launchChromium();
  try {
    for (const { app, dist, withReact } of server) {
      const demo = await startDemoServer({ bundleDir: dist });
      try {
        if (app.name === 'core') {
          await onPage(browser.context, `${demo.url}/recorded/${entrancePage}`, async (page) => {
            // Scrolled through, every entrance-animated element is revealed by the app's code.
            await page.waitForFunction(
              () => {
                window.scrollBy(0, window.innerHeight);
                // Served with its own CSS, the page keeps some elements out of the layout
                // (another device's, a closed popup's): only rendered ones must be revealed.
                return Array.from(document.querySelectorAll('.elementor-invisible')).every(
                  (element) =>
                    element.closest('[data-elementor-type="popup"]') || !element.checkVisibility(),
                );
              },
              null,
              { timeout: 30_000, polling: 100 },
            );
          });
        } else {
          const requests = await onPage(
            browser.context,
            `${demo.url}/recorded/${popupPage}`,
            async (page) => {
              const link = page.locator('a[href*="popup%3Aopen"]').first();
              const href = decodeURIComponent((await link.getAttribute('href')) ?? '');
              const settings = href.match(/settings=([^&"]+)/)?.[1] ?? '';
              const id = JSON.parse(atob(settings)).id;
              // The popup's chunk and React load on demand; the action link then opens it.
              await link.evaluate((element) => /** @type {HTMLElement} */ (element).click());
              await page.waitForFunction(
                (popupId) => {
                  const modal = document.querySelector(`#elementor-popup-modal-${popupId}`);
                  return !!modal && getComputedStyle(modal).display !== 'none';
                },
                id,
                { timeout: 30_000 },
              );
            },
          );
          if (!requests.some((url) => withReact.some((file) => url.endsWith(file))))
            fail('the popup opened without loading the React chunk');
        }
        console.info(
          `consumer ${app.name}: ran on ${app.name === 'core' ? entrancePage : popupPage}`,
        );
      } finally {
        await demo.close();
      }
    }
  } finally {
    await browser.close();
  }
  for (const [name, size] of Object.entries(report))
    console.info(
      `consumer ${name}: ${size.files} JS files, ${size.raw} B raw, ${size.brotli} B brotli (entry ${size.entryBrotli} B brotli)`,
    );
  console.info(`consumer smoke test passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  if (keep) console.info(`kept ${work}`);
  else await rm(work, { recursive: true, force: true });
}
