// @ts-check
// Add-on compatibility pages: a builder page with the page's own jQuery (the npm package, served
// as a site would serve WordPress's copy) and two small add-on scripts written for the tests.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADDONS, JQUERY_SRC, NATIVE_ADDON, addonPage, loopItems } from './compat/addon-page.mjs';

const ADDONS_DIR = fileURLToPath(new URL('./compat/addons/', import.meta.url));
// The package's exports hide dist/; its main entry sits next to the minified build.
const JQUERY_FILE = join(
  dirname(createRequire(import.meta.url).resolve('jquery')),
  'jquery.min.js',
);

/** @param {string} body @param {string} type */
const respond = (body, type) =>
  new Response(body, { headers: { 'content-type': `${type}; charset=utf-8` } });

/** @param {import('../backends.mjs').BackendOptions} options */
export function createBackend({ isletSrc }) {
  return {
    name: 'compat',
    pages: [
      { href: '/pages/compat/with-addons', title: 'Add-on scripts on an Islet page (jQuery)' },
      { href: '/pages/compat/without-jquery', title: 'An add-on without jQuery' },
      { href: '/pages/compat/without-addons', title: 'A page without add-ons (no compat code)' },
    ],
    /** @param {Request} request */
    async handle(request) {
      const { pathname, searchParams } = new URL(request.url);
      if (pathname === JQUERY_SRC)
        return respond(await readFile(JQUERY_FILE, 'utf8'), 'text/javascript');
      if (!pathname.startsWith('/pages/compat/')) return undefined;
      const rest = pathname.slice('/pages/compat/'.length);
      const addon = /^addons\/([\w-]+)\.js$/.exec(rest)?.[1];
      if (addon && [...ADDONS, NATIVE_ADDON].includes(addon))
        return respond(await readFile(join(ADDONS_DIR, `${addon}.js`), 'utf8'), 'text/javascript');
      // `?posts=N` makes a bigger page (N loop items of 3 elements each) for measurements.
      const posts = Math.min(2000, Math.max(0, Number(searchParams.get('posts') ?? 2) || 0));
      if (rest === 'with-addons')
        return respond(addonPage({ isletSrc, addons: ADDONS, posts }), 'text/html');
      if (rest === 'without-addons')
        return respond(addonPage({ isletSrc, addons: [], title: 'No add-ons' }), 'text/html');
      if (rest === 'without-jquery')
        return respond(
          addonPage({
            isletSrc,
            addons: [NATIVE_ADDON],
            jquery: false,
            compatSwitch: true,
            title: 'Add-on without jQuery',
          }),
          'text/html',
        );
      if (rest === 'loop-items') {
        // What a loop refresh would fetch: the next page's items.
        const posts = (searchParams.get('posts') ?? '')
          .split(',')
          .map(Number)
          .filter((post) => Number.isInteger(post) && post > 0);
        return respond(loopItems(posts), 'text/html');
      }
      return undefined;
    },
  };
}
