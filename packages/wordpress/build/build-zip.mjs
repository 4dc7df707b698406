// @ts-check
// Builds dist/islet.zip, the file a site owner uploads (Plugins → Add New → Upload): the plugin's
// PHP and readme.txt, and the built bundle in bundle/ with a manifest the plugin checks it by.
// Reads packages/runtime/dist as it is: `pnpm run build:wordpress` builds the bundle first.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';

const pluginDir = fileURLToPath(new URL('..', import.meta.url));
const bundleDir = fileURLToPath(new URL('../../runtime/dist/', import.meta.url));
const { version } = JSON.parse(readFileSync(join(pluginDir, 'package.json'), 'utf8'));

/** @param {string} dir @returns {string[]} every file below `dir`, sorted */
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    )
    .sort();
}

if (!existsSync(join(bundleDir, 'islet.js'))) {
  console.error(`${bundleDir}islet.js is missing: run pnpm run build:bundle first`);
  process.exit(1);
}

const PLUGIN_FILES = ['islet.php', 'uninstall.php', 'readme.txt'];
// Source maps stay out: the zip is what every site downloads and serves.
const bundleFiles = walk(bundleDir).filter((file) => file.endsWith('.js'));

/** @type {Record<string, number>} */
const sizes = {};
const hash = createHash('sha256');
for (const file of bundleFiles) {
  const name = relative(bundleDir, file).split(sep).join('/');
  const bytes = readFileSync(file);
  sizes[name] = bytes.length;
  hash.update(name).update(bytes);
}
// The version query WordPress adds to the bundle's URLs changes with the bundle's content.
const manifest = { version: `${version}-${hash.digest('hex').slice(0, 10)}`, files: sizes };

// A fixed date, so the same input gives the same zip.
const mtime = new Date('2026-01-01T00:00:00Z');
/** @type {import('fflate').Zippable} */
const tree = {};
/** @param {string} path @param {Uint8Array} bytes */
const add = (path, bytes) => {
  tree[`islet/${path}`] = [bytes, { mtime }];
};
for (const file of PLUGIN_FILES) add(file, readFileSync(join(pluginDir, file)));
for (const file of walk(join(pluginDir, 'includes')))
  add(relative(pluginDir, file).split(sep).join('/'), readFileSync(file));
for (const file of bundleFiles)
  add(`bundle/${relative(bundleDir, file).split(sep).join('/')}`, readFileSync(file));
add('bundle/manifest.json', new TextEncoder().encode(`${JSON.stringify(manifest, null, 1)}\n`));

const zip = zipSync(tree, { level: 9 });
await mkdir(join(pluginDir, 'dist'), { recursive: true });
const out = join(pluginDir, 'dist/islet.zip');
await writeFile(out, zip);
console.info(
  `${relative(process.cwd(), out)}  ${(statSync(out).size / 1000).toFixed(1)} kB, ${Object.keys(tree).length} files, bundle ${manifest.version}`,
);
