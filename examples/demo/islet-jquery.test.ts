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
    // libraries only they need; jQuery, Migrate and jQuery UI's core stay for the add-ons.
    expect(report.removedScripts.map((script) => script.id)).toEqual([
      'hello-theme-frontend-js',
      'elementor-webpack-runtime-js',
      'elementor-frontend-modules-js',
      'elementor-frontend-js',
      'elementor-pro-webpack-runtime-js',
      'wp-hooks-js',
      'wp-i18n-js',
      'wp-i18n-js-after',
      'elementor-pro-frontend-js',
      'pro-elements-handlers-js',
    ]);
    const removed = new Set(report.removedScripts.map((script) => script.id));
    const kept = scriptTags(original).filter(
      (tag) => !removed.has(/\sid="([^"]+)"/.exec(tag)?.[1] ?? null),
    );
    const added = [
      '<script id="islet-options" data-islet-compat="on">',
      '<script type="module" src="/islet/islet.js" id="islet-js-module">',
    ];
    expect(scriptTags(report.html)).toEqual([...kept, ...added]);
    const head = report.html.slice(0, report.html.indexOf('</head>'));
    expect(head).toContain('<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"');
    expect(report.html).toMatch(/<\/script>\s*<script type="module"[^>]*><\/script><\/body>/);
  });
});
