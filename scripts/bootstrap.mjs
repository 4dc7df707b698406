// @ts-check
// Installs what a fresh machine of this kind lacks (pnpm, dependencies, Debian's Chromium, and
// Debian's PHP for the WordPress suite), so that `npm run demo` and `npm test` are the only two
// commands anyone needs.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PNPM = '10.34.9';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @param {string} cmd */
function run(cmd) {
  console.info(`[bootstrap] ${cmd}`);
  execSync(cmd, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
  });
}

/** @param {string} cmd @param {string[]} args */
function output(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

if (output('pnpm', ['--version']) !== PNPM) run(`npm install --global pnpm@${PNPM}`);

const marker = `${root}/node_modules/.modules.yaml`;
const lock = `${root}/pnpm-lock.yaml`;
if (!existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs) {
  run('pnpm install --frozen-lockfile');
}

/** Debian's PHP and the extensions WordPress, the builder and the SQLite drop-in need. */
const PHP_PACKAGES = [
  'php8.2-cli',
  'php8.2-sqlite3',
  'php8.2-xml',
  'php8.2-mbstring',
  'php8.2-gd',
  'php8.2-intl',
  'php8.2-curl',
  'php8.2-zip',
];
const PHP_EXTENSIONS = ['pdo_sqlite', 'xml', 'mbstring', 'gd', 'intl', 'curl', 'zip'];

/** @type {string[]} */
const aptPackages = [];
if (process.argv.includes('--browser') && !existsSync(CHROMIUM)) aptPackages.push('chromium');
// The browser's stand-in for every other host answers TLS with a certificate OpenSSL makes.
if (process.argv.includes('--browser') && !existsSync('/usr/bin/openssl'))
  aptPackages.push('openssl');
// The browser suite's flakiness check loads both cores with Debian's stress-ng.
if (process.argv.includes('--stress') && !output('sh', ['-c', 'command -v stress-ng']))
  aptPackages.push('stress-ng');
if (process.argv.includes('--wordpress')) {
  const loaded = output('php', ['-r', 'echo implode(",", get_loaded_extensions());'])
    .toLowerCase()
    .split(',');
  if (!PHP_EXTENSIONS.every((extension) => loaded.includes(extension)))
    aptPackages.push(...PHP_PACKAGES);
}
if (aptPackages.length) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? '' : 'sudo ';
  run(`${sudo}apt-get update`);
  run(
    `${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${aptPackages.join(' ')}`,
  );
}
