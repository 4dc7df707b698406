import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { transformRecordedPage } from '@islet/page-html';
import { RecordedAssets } from './recorded-assets.mjs';

const recordedDir = fileURLToPath(new URL('../../fixtures/recorded/', import.meta.url));
// The pages' recorded files, where the kept scripts' code is read (the demo server's default).
const recordedAssetsDir = fileURLToPath(
  new URL('../../../shared/fixtures/recorded/', import.meta.url),
);
// A builder page whose add-ons (Happy Addons, a smooth-scroll plugin, a preloader) stay, and
// need jQuery and the builder's API.
const FILE = 'Orbi1025__EthereumDay__index.html';

const scriptTags = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag.replace(/\s+/g, ' '));

describe("transformRecordedPage runtime 'islet-jquery' on a recorded page", () => {
  it('leaves the original’s other scripts as they were, where they were, and adds Islet with compat on', async () => {
    const assets = await RecordedAssets.load(recordedAssetsDir);
    const original = readFileSync(recordedDir + FILE, 'utf8');
    const report = transformRecordedPage(original, {
      runtime: 'islet-jquery',
      scriptCode: assets.scriptCode(FILE),
    });

    // The builder's and its Pro add-on's front end, the theme's navigation, and the WordPress
    // libraries only they need (jQuery UI's core among them: no add-on here uses jQuery UI);
    // jQuery and Migrate stay for the add-ons.
    expect(report.removedScripts.map((script) => script.id)).toEqual([
      'hello-theme-frontend-js',
      'elementor-webpack-runtime-js',
      'elementor-frontend-modules-js',
      'jquery-ui-core-js',
      'elementor-frontend-js',
      'elementor-pro-webpack-runtime-js',
      'wp-hooks-js',
      'wp-i18n-js',
      'wp-i18n-js-after',
      'elementor-pro-frontend-js',
      'pro-elements-handlers-js',
    ]);
    const removed = new Set(report.removedScripts.map((script) => script.id));
    const id = (tag: string) => /\sid="([^"]+)"/.exec(tag)?.[1] ?? null;
    const jquery = new Set(['jquery-core-js', 'jquery-migrate-js']);
    const kept = scriptTags(original).filter((tag) => !removed.has(id(tag)));
    const added = [
      '<script id="islet-options" data-islet-compat="on">',
      '<script type="module" src="/islet/islet.js" id="islet-js-module" fetchpriority="low">',
    ];
    // And the head script at the end of the head: the page has a countdown (shown expired there
    // once its time is up).
    const head = '<script src="/islet/islet-head.js">';
    expect(report.headScript).toBe(`${head}</script>`);
    const preload =
      '<link rel="modulepreload" href="/islet/islet.js" id="islet-js-modulepreload" fetchpriority="low">';
    expect(report.html.indexOf(`${head}</script>${preload}</head>`)).toBeGreaterThan(0);
    const printed = scriptTags(report.html).filter((tag) => tag !== head);
    const others = (tags: string[]) => tags.filter((tag) => !jquery.has(id(tag) ?? ''));
    expect(others(printed)).toEqual([...others(kept), ...added]);
    // No head script needs jQuery (DOMPurify does not): it moves out of the head, blocking, to
    // right before the first script that uses it, an inline one of the page.
    const headEnd = report.html.indexOf('</head>');
    const core = report.html.indexOf(
      '<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"',
    );
    expect(core).toBeGreaterThan(headEnd);
    const next = report.html.indexOf('<script>', core);
    expect(report.html.slice(core, next)).toContain('id="jquery-migrate-js"></script>');
    expect(report.html.slice(next, report.html.indexOf('</script>', next))).toMatch(/\bjQuery\b/);
    expect(report.html).toMatch(/<\/script>\s*<script type="module"[^>]*><\/script><\/body>/);
  });
});
