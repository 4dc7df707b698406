import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createRuntime, needsNoScript } from '../../packages/core/src/index.ts';
import { createRecordingLogger } from '@islet/test-support/recording-logger';

// A path string: under jsdom the global URL is the browser's, which node:fs does not accept.
const folder = join(process.cwd(), 'fixtures/recorded');
const pages = readdirSync(folder).filter((file) => file.endsWith('.html'));

/** Runs only the inline scripts that print the builder's config, as the unchanged server does. */
function printConfig(dom: JSDOM) {
  for (const script of dom.window.document.querySelectorAll('script:not([src])')) {
    const text = script.textContent ?? '';
    if (/\b(elementorFrontendConfig|ElementorProFrontendConfig)\s*=/.test(text)) {
      dom.window.eval(text);
    }
  }
}

describe.each(pages)('recorded page %s', (page) => {
  it('boots without an exception and lists every element as the markup has it', async () => {
    const html = readFileSync(join(folder, page), 'utf8');
    const dom = new JSDOM(html, { runScripts: 'outside-only', url: 'https://example.test/page/' });
    printConfig(dom);
    const log = createRecordingLogger();
    const islet = createRuntime({ window: dom.window as unknown as Window, logger: log });
    await islet.start();
    const doc = dom.window.document;
    const markup = [...doc.querySelectorAll<HTMLElement>('[data-element_type][data-id]')];
    const rows = islet.inspect();
    expect(rows.map((row) => row.id)).toEqual(markup.map((el) => el.dataset.id));
    rows.forEach((row, index) => {
      const el = markup[index]!;
      expect(row.elementType).toBe(el.dataset.element_type);
      expect(row.widgetType?.split('.')[0] ?? null).toBe(
        el.dataset.widget_type?.split('.')[0] ?? null,
      );
      const documentElement = el.closest('[data-elementor-type]');
      expect(row.document).toBe(documentElement?.getAttribute('data-elementor-id') ?? null);
      const inPopup = el.closest('[data-elementor-type="popup"]') !== null;
      // Nothing is registered here, so what is not static lacks a behaviour.
      const needsNothing = needsNoScript(row.widgetType?.split('.')[0] ?? null);
      expect(row.status).toBe(inPopup ? 'pending' : needsNothing ? 'static' : 'unsupported');
    });
    expect(log.errors).toEqual([]);
    expect(log.warnings).toEqual([]);
    islet.stop();
    dom.window.close();
  });
});
