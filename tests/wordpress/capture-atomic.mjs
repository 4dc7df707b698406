// @ts-check
// Captures the builder's real markup of its atomic elements (Editor V4) into fixtures/atomic/:
// `node tests/wordpress/capture-atomic.mjs` (about a minute; PHP and the fixtures of
// ../shared/fixtures/wordpress, as the WordPress suite needs them, and packages/wordpress/dist/islet.zip).
//
// For each builder version (4.1.5, then 3.32.4), one throwaway site (wordpress-site.mjs), Islet
// deactivated so every visitor gets the builder's own scripts:
//   1. the suite's classic `widgets` page with the atomic elements off: its elementorFrontendConfig
//      and its scripts (php/atomic-scripts.php renders it in a PHP process and reads wp_scripts());
//   2. the atomic elements turned on (php/atomic-experiments.php), the atomic page made
//      (php/atomic-content.php), rendered over HTTP as a visitor: atomic-<version>.html, and its
//      scripts: scripts-<version>.json;
//   3. the classic page again, atomic elements on.
// Then classic-<version>.json for each, and classic-diff.json: what changed from 3.32.4 to 4.1.5.
// In the HTML and the JSON, the site's random port is replaced by `PORT` (http://127.0.0.1:PORT);
// the HTML gets `<!-- prettier-ignore -->` after its doctype, so `pnpm lint` leaves it as printed.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { startWordPress } from './wordpress-site.mjs';

const out = fileURLToPath(new URL('../../fixtures/atomic/', import.meta.url));
const VERSIONS = /** @type {const} */ (['4.1.5', '3.32.4']);

/** @param {string} text @param {string} url the site's `http://127.0.0.1:<port>` */
const placeholder = (text, url) => {
  const port = new URL(url).port;
  return text
    .replaceAll(url, 'http://127.0.0.1:PORT')
    .replaceAll(url.replaceAll('/', '\\/'), 'http:\\/\\/127.0.0.1:PORT')
    .replaceAll(`127.0.0.1:${port}`, '127.0.0.1:PORT')
    .replaceAll(`127.0.0.1%3A${port}`, '127.0.0.1%3APORT');
};

/**
 * The page as a visitor gets it. The first view after the set-up can render empty (the builder's
 * README pitfall): views until the atomic elements are there.
 *
 * @param {string} url
 */
async function render(url) {
  let html = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    html = await (await fetch(url)).text();
    if (html.includes('e-atomic-element') || html.includes('e-heading-base')) return html;
  }
  return html;
}

/**
 * Every `<script>` the page prints, in order: its handle (from `id="<handle>-js"`, and the
 * inline parts `-js-before`, `-js-after`, `-js-extra`), src, type; with the deps WordPress has
 * for the handle.
 *
 * @param {string} html
 * @param {{ scripts: Record<string, { deps: string[] } | null>, registered: Record<string, unknown> }} php
 */
function scriptsOf(html, php) {
  const tags = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => {
    /** @type {Record<string, string>} */
    const attributes = {};
    for (const [, name, , , double, single] of (match[1] ?? '').matchAll(
      /([\w-]+)(=("([^"]*)"|'([^']*)'))?/g,
    ))
      if (name) attributes[name] = double ?? single ?? '';
    const id = attributes.id ?? null;
    const part = id?.match(/^(.*)-js(?:-(before|after|extra|translations))?$/);
    const handle = part ? part[1] : null;
    return {
      id,
      handle,
      part: part ? (part[2] ?? 'file') : null,
      src: attributes.src ?? null,
      type: attributes.type ?? null,
      deps: handle && part?.[2] === undefined ? (php.scripts[handle]?.deps ?? null) : undefined,
    };
  });
  return tags;
}

/** @param {unknown} a @param {unknown} b @param {string} path @param {string[]} lines */
function diff(a, b, path, lines) {
  const isObject = (/** @type {unknown} */ value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isObject(a) && isObject(b)) {
    const left = /** @type {Record<string, unknown>} */ (a);
    const right = /** @type {Record<string, unknown>} */ (b);
    for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
      const at = path ? `${path}.${key}` : key;
      if (!(key in left)) lines.push(`+ ${at}: ${JSON.stringify(right[key])}`);
      else if (!(key in right)) lines.push(`- ${at}: ${JSON.stringify(left[key])}`);
      else diff(left[key], right[key], at, lines);
    }
  } else if (JSON.stringify(a) !== JSON.stringify(b))
    lines.push(`~ ${path}: ${JSON.stringify(a)} -> ${JSON.stringify(b)}`);
  return lines;
}

/** Nonces differ on every site; the diff says so once instead of for each. */
const withoutNonces = (/** @type {any} */ config) => ({
  ...config,
  nonces: Object.fromEntries(Object.keys(config?.nonces ?? {}).map((key) => [key, '<nonce>'])),
});

/**
 * Writes a fixture the repository's formatter accepts as it is: JSON formatted by Prettier; the
 * HTML as printed, with `<!-- prettier-ignore -->` after its doctype (the one change to the
 * builder's markup: a comment node before `<html>`, which leaves the page as the builder made it).
 *
 * @param {string} name @param {string} text
 */
async function save(name, text) {
  let body = text.endsWith('\n') ? text : `${text}\n`;
  if (name.endsWith('.json')) {
    const file = join(out, name);
    body = await prettier.format(body, { ...(await prettier.resolveConfig(file)), filepath: file });
  }
  if (name.endsWith('.html'))
    body = body.replace(/^(<!doctype html>)\n?/i, '$1\n<!-- prettier-ignore -->\n');
  await writeFile(join(out, name), body);
}

await mkdir(out, { recursive: true });
/** @type {Record<string, any>} */
const classic = {};
for (const builder of VERSIONS) {
  const started = Date.now();
  const site = await startWordPress({ builder, atomic: false });
  try {
    const json = (/** @type {string} */ text) => JSON.parse(placeholder(text, site.url));
    site.php('atomic-islet.php', 'off');
    const classicOff = json(site.php('atomic-scripts.php', String(site.ids.widgets)));
    const experiments = JSON.parse(site.php('atomic-experiments.php'));
    const made = JSON.parse(site.php('atomic-content.php'));
    const html = placeholder(await render(`${site.url}/?page_id=${made.ids.page}`), site.url);
    const atomicPhp = json(site.php('atomic-scripts.php', String(made.ids.page)));
    const classicOn = json(site.php('atomic-scripts.php', String(site.ids.widgets)));

    await save(`atomic-${builder}.html`, html);
    await save(
      `scripts-${builder}.json`,
      JSON.stringify(
        {
          builder,
          page: made.ids.page,
          saved: made.saved,
          registeredTypes: made.registered,
          experiments: experiments.experiments,
          scripts: scriptsOf(html, atomicPhp),
          printedHandles: atomicPhp.printed,
          registered: atomicPhp.registered,
          elementorFrontendConfig: withoutNonces(atomicPhp.config),
        },
        null,
        2,
      ),
    );
    /** @param {any} php */
    const handles = (php) =>
      Object.fromEntries(php.printed.map((/** @type {string} */ h) => [h, php.scripts[h]]));
    classic[builder] = {
      builder,
      page: site.ids.widgets,
      atomicOff: { handles: handles(classicOff), config: withoutNonces(classicOff.config) },
      atomicOn: { handles: handles(classicOn), config: withoutNonces(classicOn.config) },
    };
    await save(`classic-${builder}.json`, JSON.stringify(classic[builder], null, 2));
    console.log(
      `${builder}: page ${made.ids.page} (${made.saved}), ${html.length} bytes, ${Date.now() - started} ms`,
    );
  } finally {
    await site.close();
  }
}

const [older, newer] = [classic['3.32.4'], classic['4.1.5']];
/** @param {'atomicOff' | 'atomicOn'} mode */
const handleDiff = (mode) => {
  const a = older[mode].handles;
  const b = newer[mode].handles;
  return {
    added: Object.keys(b).filter((h) => !(h in a)),
    removed: Object.keys(a).filter((h) => !(h in b)),
    depsChanged: Object.fromEntries(
      Object.keys(b)
        .filter((h) => h in a && JSON.stringify(a[h]?.deps) !== JSON.stringify(b[h]?.deps))
        .map((h) => [h, { '3.32.4': a[h]?.deps, '4.1.5': b[h]?.deps }]),
    ),
    order: { '3.32.4': Object.keys(a), '4.1.5': Object.keys(b) },
  };
};
await save(
  'classic-diff.json',
  JSON.stringify(
    {
      about:
        'The classic `widgets` page of the WordPress suite, 3.32.4 -> 4.1.5: elementorFrontendConfig ("+ added", "- removed", "~ changed") and the script handles it prints, with the atomic elements off (the default) and on.',
      atomicOff: {
        config: diff(older.atomicOff.config, newer.atomicOff.config, '', []),
        handles: handleDiff('atomicOff'),
      },
      atomicOn: {
        config: diff(older.atomicOn.config, newer.atomicOn.config, '', []),
        handles: handleDiff('atomicOn'),
      },
    },
    null,
    2,
  ),
);
console.log(`fixtures in ${out}`);
