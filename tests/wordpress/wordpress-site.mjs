// @ts-check
// A real WordPress with the real builder, unpacked from the offline tarballs in
// ../shared/fixtures/wordpress/ into a temporary folder, on SQLite, served by `php -S`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteContent } from './site-content.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const fixturesDir = join(repoRoot, '../shared/fixtures/wordpress');
const phpDir = fileURLToPath(new URL('./php/', import.meta.url));
export const isletZip = join(repoRoot, 'packages/wordpress/dist/islet.zip');

const TARBALLS = {
  core: 'wordpress-7.1.tar.gz',
  pro: 'pro-elements-3.33.1.tar.gz',
  theme: 'hello-elementor-3.4.9.tar.gz',
  sqlite: 'sqlite-database-integration-2.1.15.tar.gz',
};

/** The builder's tarball for each version `startWordPress` can run. */
export const BUILDERS = {
  '3.32.4': 'elementor-3.32.4.tar.gz',
  // The 4.x line: the classic widgets and the atomic elements (Editor V4), beside Pro 3.33.1.
  '4.1.5': 'elementor-4.1.5.tar.gz',
};

/**
 * @typedef {object} StartOptions
 * @property {keyof typeof BUILDERS} [builder] the builder's version (default 3.32.4)
 * @property {boolean} [atomic] turns the builder's atomic elements on (Editor V4): the experiments
 *   the editor's opt-in stores as active (php/atomic-experiments.php), and the interactions
 */

/**
 * Says exactly what is missing, so a machine without PHP or the fixtures fails instead of skipping.
 *
 * @param {StartOptions} [options]
 */
export function missingPrerequisites(options = {}) {
  /** @type {string[]} */
  const missing = [];
  const php = spawnSync('php', ['-r', 'echo implode(",", get_loaded_extensions());'], {
    encoding: 'utf8',
  });
  if (php.status !== 0) missing.push('php (run node scripts/bootstrap.mjs --wordpress)');
  else {
    const loaded = php.stdout.toLowerCase().split(',');
    for (const extension of ['pdo_sqlite', 'mbstring', 'xml', 'zip', 'gd', 'intl', 'curl'])
      if (!loaded.includes(extension)) missing.push(`the PHP extension ${extension}`);
  }
  const builder = BUILDERS[options.builder ?? '3.32.4'];
  if (!builder) missing.push(`a builder tarball for version ${options.builder}`);
  for (const file of [...Object.values(TARBALLS), builder].filter(Boolean))
    if (!existsSync(join(fixturesDir, file))) missing.push(join(fixturesDir, file));
  if (!existsSync(isletZip)) missing.push(`${isletZip} (pnpm run build:wordpress)`);
  return missing;
}

/** @param {string} command @param {string[]} args @param {string} [cwd] */
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** @param {string} tarball @param {string} into */
function untar(tarball, into) {
  return new Promise((resolve, reject) => {
    const tar = spawn('tar', ['-xzf', join(fixturesDir, tarball), '-C', into], {
      stdio: 'inherit',
    });
    tar.once('error', reject);
    tar.once('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`tar ${tarball} exited with ${code}`)),
    );
  });
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * @typedef {object} WordPressSite
 * @property {string} root
 * @property {string} url
 * @property {keyof typeof BUILDERS} [builder] the builder's version the site runs
 * @property {boolean} [atomic] whether the builder's atomic elements are on
 * @property {(script: string, ...args: string[]) => string} php runs a script of php/ with the
 *   site's folder and URL as its first arguments, and returns what it printed
 * @property {Record<string, number>} ids the posts made from site-content.mjs, by key
 * @property {{ name: string, value: string }} cookie an administrator's login cookie
 * @property {{ admin: string, subscriber: string }} headers `Cookie` headers logging an administrator
 *   and a subscriber in, on the front end and in wp-admin
 * @property {() => Promise<void>} close
 */

/** @param {string} url */
const wpConfig = (url) => `<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
define( 'DB_DIR', __DIR__ . '/wp-content/database/' );
define( 'DB_FILE', 'site.sqlite' );
$table_prefix = 'wp_';
define( 'AUTH_KEY', 'islet-e2e' ); define( 'SECURE_AUTH_KEY', 'islet-e2e' );
define( 'LOGGED_IN_KEY', 'islet-e2e' ); define( 'NONCE_KEY', 'islet-e2e' );
define( 'AUTH_SALT', 'islet-e2e' ); define( 'SECURE_AUTH_SALT', 'islet-e2e' );
define( 'LOGGED_IN_SALT', 'islet-e2e' ); define( 'NONCE_SALT', 'islet-e2e' );
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
define( 'FS_METHOD', 'direct' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', __DIR__ . '/debug.log' );
if ( ! defined( 'ABSPATH' ) ) define( 'ABSPATH', __DIR__ . '/' );
require_once ABSPATH . 'wp-settings.php';
`;

/**
 * Unpacks, configures and installs WordPress, then starts `php -S` on 127.0.0.1 in its own
 * process group (its workers outlive a killed parent otherwise).
 *
 * @param {StartOptions} [options] the builder's version, and its atomic elements on or off
 * @returns {Promise<WordPressSite>}
 */
export async function startWordPress(options = {}) {
  const missing = missingPrerequisites(options);
  if (missing.length) throw new Error(`The WordPress suite needs: ${missing.join('; ')}`);
  const root = await mkdtemp(join(tmpdir(), 'islet-wordpress-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  try {
    return await install(root, port, url, {
      builder: options.builder ?? '3.32.4',
      atomic: options.atomic ?? false,
    });
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}

/**
 * @param {string} root @param {number} port @param {string} url
 * @param {Required<StartOptions>} options
 * @returns {Promise<WordPressSite>}
 */
async function install(root, port, url, options) {
  const plugins = join(root, 'wp-content/plugins');
  // WordPress first (it makes wp-content/), then the rest side by side.
  await untar(TARBALLS.core, root);
  await Promise.all([
    untar(BUILDERS[options.builder], plugins),
    .../** @type {const} */ (['pro', 'sqlite']).map((key) => untar(TARBALLS[key], plugins)),
    untar(TARBALLS.theme, join(root, 'wp-content/themes')),
  ]);
  await copyFile(
    join(plugins, 'sqlite-database-integration/db.copy'),
    join(root, 'wp-content/db.php'),
  );
  await mkdir(join(root, 'wp-content/database'), { recursive: true });
  await mkdir(join(root, 'wp-content/mu-plugins'), { recursive: true });
  for (const file of [
    'offline.php',
    'addon.php',
    'addon.js',
    'addon-captured.js',
    'legacy-loader.php',
    'shop.php',
    'builder-switch.php',
    'filters.php',
    // Test-only must-use plugins of their own (a stand-in, an add-on's element), with what they load.
    ...readdirSync(phpDir).filter((name) => name.startsWith('mu-')),
  ])
    await copyFile(join(phpDir, file), join(root, 'wp-content/mu-plugins', file));
  await writeFile(join(root, 'wp-config.php'), wpConfig(url));

  const php = phpRunner(root, url);

  php('install.php');
  // A second process: the builder's hooks do not run while WP_INSTALLING is set.
  const specFile = join(root, 'site-content.json');
  await writeFile(specFile, JSON.stringify(siteContent));
  php('activate.php', isletZip);
  // Before the content: the builder reads its experiments when it loads, in each process.
  if (options.atomic) php('atomic-experiments.php');
  const made = JSON.parse(php('content.php', specFile));

  const server = spawn(
    'php',
    [
      '-d',
      'memory_limit=512M',
      // The builder's PHP is large: compiled once, each page renders several times faster.
      '-d',
      'opcache.enable_cli=1',
      '-S',
      `127.0.0.1:${port}`,
      '-t',
      root,
      join(phpDir, 'router.php'),
    ],
    {
      cwd: root,
      detached: true, // setsid: a process group of its own, stopped as a whole
      stdio: 'ignore',
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    },
  );
  await waitForServer(url);
  return {
    root,
    url,
    builder: options.builder,
    atomic: options.atomic,
    php,
    ids: made.ids,
    cookie: made.cookie,
    headers: made.headers,
    async close() {
      if (server.pid) {
        try {
          process.kill(-server.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** @param {string} url */
async function waitForServer(url) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await fetch(`${url}/wp-includes/images/blank.gif`);
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`php -S did not answer on ${url}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * Runs a script of php/ in the site at `root` (served at `url`), with those two as its first
 * arguments, and returns what it printed.
 *
 * @param {string} root
 * @param {string} url
 */
export function phpRunner(root, url) {
  /** @param {string} script @param {string[]} args */
  return (script, ...args) => {
    try {
      return run(
        'php',
        ['-d', 'memory_limit=512M', join(phpDir, script), root, url, ...args],
        root,
      );
    } catch (error) {
      // WordPress logs fatal errors to its debug.log, not to the output.
      const log = existsSync(join(root, 'debug.log'))
        ? readFileSync(join(root, 'debug.log'), 'utf8').split('\n').slice(-15).join('\n')
        : '';
      throw new Error(`${String(error)}\ndebug.log:\n${log}`, { cause: error });
    }
  };
}
