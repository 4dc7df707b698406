import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditPage, type PageSource } from './audit-page.ts';
import { classifyElement } from './classify-element.ts';
import type { SeenRow } from './element-rows.ts';
import type { IsletBundle } from './islet-bundle.ts';
import { ATOMIC_KEPT_HANDLES } from './page-scripts.ts';

const builder = '/wp-content/plugins/elementor/assets/js';
const PAGE = `<!doctype html><html><head>
<meta name="generator" content="Elementor 4.1.5; features: e_font_icon_svg">
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
</head><body>
<script src="${builder}/webpack.runtime.min.js?ver=4.1.5" id="elementor-webpack-runtime-js"></script>
<script src="${builder}/frontend.min.js?ver=4.1.5" id="elementor-frontend-js"></script>
<script src="${builder}/packages/frontend-handlers/frontend-handlers.min.js?ver=4.1.5" id="elementor-v2-frontend-handlers-js"></script>
<script src="${builder}/packages/alpinejs/alpinejs.min.js?ver=4.1.5" id="elementor-v2-alpinejs-js"></script>
<script src="${builder}/tabs-handler.min.js?ver=4.1.5" id="elementor-tabs-handler-js"></script>
<script src="${builder}/tabs-preview-handler.min.js?ver=4.1.5" id="elementor-tabs-preview-handler-js"></script>
</body></html>`;

const row = (type: string, rest: Partial<SeenRow> = {}): SeenRow => ({
  type,
  elementType: type,
  widgetName: null,
  status: 'static',
  reason: '',
  behaviours: [],
  selector: `[data-id="${type}"]`,
  ...rest,
});
const tabs = row('e-tabs', { status: 'active', behaviours: ['atomic-tabs'] });
const unknown = row('e-carousel', {
  status: 'unsupported',
  reason: "atomic element e-carousel: Islet has no behaviour for it; it needs the builder's script",
});

const source: PageSource = {
  name: 'atomic.html',
  html: PAGE,
  url: new URL('https://site.test/atomic/'),
  // Every script weighs the same: 100 bytes of the letter x compress alike.
  read: async () => Buffer.from('x'.repeat(100)),
};
const bundle: IsletBundle = { bytesFor: async () => 0 } as unknown as IsletBundle;
const audit = (rows: SeenRow[]) => auditPage(source, async () => rows, bundle);
const names = (list: { src: string }[]) =>
  list.map(({ src }) => src.replace(/^.*\/([^/?]+)\?.*$/, '$1'));

describe('islet audit on the builder 4.x’s atomic elements', () => {
  it('counts the atomic scripts and the webpack runtime as replaced when Islet runs every atomic element', async () => {
    const result = await audit([tabs, row('e-tab')]);
    expect(result.atomicKeptFor).toEqual([]);
    expect(names(result.scripts.replaced)).toEqual([
      'jquery.min.js',
      'webpack.runtime.min.js',
      'frontend.min.js',
      'frontend-handlers.min.js',
      'alpinejs.min.js',
      'tabs-handler.min.js',
    ]);
    // Not a handle of the plugin's list: the plugin never removes it, whatever its folder.
    expect(names(result.scripts.kept)).toEqual(['tabs-preview-handler.min.js']);
  });

  it('keeps them, in both byte totals, on a page with an atomic element Islet does not run', async () => {
    const result = await audit([tabs, unknown]);
    expect(result.atomicKeptFor).toEqual(['e-carousel']);
    expect(names(result.scripts.replaced)).toEqual(['jquery.min.js', 'frontend.min.js']);
    expect(names(result.scripts.kept)).toEqual([
      'webpack.runtime.min.js',
      'frontend-handlers.min.js',
      'alpinejs.min.js',
      'tabs-handler.min.js',
      'tabs-preview-handler.min.js',
    ]);
    const kept = await audit([tabs]);
    expect(result.bytes.original).toBe(kept.bytes.original);
    expect(result.bytes.islet).toBeGreaterThan(kept.bytes.islet);
    expect(result.elements).toEqual([
      {
        type: 'e-tabs',
        status: 'unsupported',
        reason: "left to the builder's atomic scripts, which the page keeps for e-carousel",
        selector: '[data-id="e-tabs"]',
      },
      {
        type: 'e-carousel',
        status: 'unsupported',
        reason: unknown.reason,
        selector: '[data-id="e-carousel"]',
      },
    ]);
  });

  it('reports the builder’s version and what the plugin does with it', async () => {
    expect((await audit([tabs])).builder).toMatchObject({
      version: '4.1.5',
      source: 'generator',
      support: 'supported',
    });
  });

  it('keeps the libraries the atomic scripts need, as the builder 4.1.5 registers them', () => {
    const { registered } = JSON.parse(
      readFileSync(new URL('../../../fixtures/atomic/scripts-4.1.5.json', import.meta.url), 'utf8'),
    ) as { registered: Record<string, { deps: string[] }> };
    const needed = new Set<string>();
    const visit = (handle: string) => {
      if (needed.has(handle)) return;
      needed.add(handle);
      for (const dependency of registered[handle]?.deps ?? []) visit(dependency);
    };
    const seeds = [...ATOMIC_KEPT_HANDLES].filter((handle) => registered[handle]);
    seeds.forEach(visit);
    // What they need that the plugin could otherwise take off (its libraries) is kept with them.
    for (const handle of needed) {
      if (handle.startsWith('elementor-') || handle === 'motion-js') {
        expect(ATOMIC_KEPT_HANDLES.has(handle), handle).toBe(true);
      }
    }
  });
});

describe('classifyElement: atomic elements', () => {
  it('names them by their atomic type: handled, static, or unsupported with the core’s reason', () => {
    const youtube = row('e-youtube.default', {
      elementType: 'widget',
      widgetName: 'e-youtube',
      status: 'active',
      behaviours: ['atomic-youtube'],
    });
    expect(classifyElement(youtube)).toMatchObject({ type: 'e-youtube', status: 'handled' });
    expect(
      classifyElement(row('e-heading.default', { elementType: 'widget', widgetName: 'e-heading' })),
    ).toMatchObject({ type: 'e-heading', status: 'static' });
    // An atomic container that needs nothing is counted, unlike a classic one.
    expect(classifyElement(row('e-flexbox'))).toMatchObject({
      type: 'e-flexbox',
      status: 'static',
    });
    expect(classifyElement(row('container'))).toBeNull();
    expect(classifyElement(unknown)).toMatchObject({
      status: 'unsupported',
      reason: unknown.reason,
    });
  });
});
