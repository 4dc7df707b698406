import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createRuntime } from '../../../packages/core/src/index.ts';
import { createRecordingLogger } from '@islet/test-support/recording-logger';
import { features } from '../../../packages/compat/src/features.ts';

// Paths from the repository root: under jsdom, import.meta.url is not a file URL.
const ROOT = process.cwd();
const folder = join(ROOT, 'fixtures/recorded');
const pages = readdirSync(folder).filter((file) => file.endsWith('.html'));
const jquery = readFileSync(
  join(dirname(createRequire(join(ROOT, 'package.json')).resolve('jquery')), 'jquery.js'),
  'utf8',
);
const addon = (name: string) =>
  readFileSync(join(ROOT, 'examples/demo/backends/compat/addons', `${name}.js`), 'utf8');

/** The config the unchanged server prints, then jQuery and the add-ons, as real globals. */
function runPageScripts(dom: JSDOM) {
  for (const script of dom.window.document.querySelectorAll('script:not([src])')) {
    const text = script.textContent ?? '';
    if (/\b(elementorFrontendConfig|ElementorProFrontendConfig)\s*=/.test(text))
      dom.window.eval(text);
  }
  dom.window.eval(jquery);
  dom.window.eval(addon('gallery-pack'));
  dom.window.eval(addon('kit-counter'));
}

describe.each(pages)('recorded page %s with add-ons', (page) => {
  it('fires element_ready once for every element outside popups, without a warning', async () => {
    const html = readFileSync(join(folder, page), 'utf8');
    const dom = new JSDOM(html, { runScripts: 'outside-only', url: 'https://example.test/page/' });
    runPageScripts(dom);
    const win = dom.window as unknown as Window & { addonLog: string[] };
    const log = createRecordingLogger();
    const islet = createRuntime({ window: win, logger: log });
    for (const feature of features) islet.register(feature);
    await islet.start();
    await islet.ready;

    const elements = [
      ...dom.window.document.querySelectorAll<HTMLElement>('[data-element_type][data-id]'),
    ].filter((element) => !element.closest('[data-elementor-type="popup"]'));
    const expected = islet.config.isStatic ? 0 : elements.length;
    expect(win.addonLog.filter((line) => line === 'gallery-pack:init')).toHaveLength(1);
    expect(win.addonLog.filter((line) => line.startsWith('kit:global-early:'))).toHaveLength(
      expected,
    );
    expect(win.addonLog.filter((line) => line.startsWith('gallery-pack:global:'))).toHaveLength(
      expected,
    );
    expect(log.errors).toEqual([]);
    expect(log.warnings).toEqual([]);
    islet.stop();
    expect('elementorFrontend' in win).toBe(false);
    dom.window.close();
  });
});
