import { describe, expect, it } from 'vitest';
import { documentOf, widget, container } from '@islet/test-support/markup';
import { classifyElement } from './classify-element.ts';
import { inspectStatic } from './inspect-static.ts';

const page = (body: string, head = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

async function audit(body: string, head = '') {
  const rows = await inspectStatic(page(body, head), 'https://example.test/');
  return rows.flatMap((row) => classifyElement(row) ?? []);
}

// Loading the behaviours' chunks in jsdom takes seconds on a loaded machine.
describe('the static audit of a page', { timeout: 30_000 }, () => {
  it('tells handled, static, add-on and unsupported widgets apart, naming what is missing', async () => {
    const elements = await audit(
      documentOf(
        '1',
        'wp-page',
        container(
          'c000001',
          widget('aaa0001', 'heading.default') +
            widget('aaa0002', 'nav-menu.default', {}) +
            widget('aaa0003', 'ekit-nav-menu.default') +
            widget('aaa0004', 'forminator.default'),
        ),
      ),
    );
    expect(elements).toEqual([
      { type: 'heading.default', status: 'static', selector: '[data-id="aaa0001"]' },
      {
        type: 'nav-menu.default',
        status: 'handled',
        reason: 'nav-menu',
        selector: '[data-id="aaa0002"]',
      },
      {
        type: 'ekit-nav-menu.default',
        status: 'addon',
        reason: 'ElementsKit: its own script keeps running through the compatibility layer',
        selector: '[data-id="aaa0003"]',
      },
      {
        type: 'forminator.default',
        status: 'unsupported',
        reason: 'no behaviour for forminator.default',
        selector: '[data-id="aaa0004"]',
      },
    ]);
  });

  it('says why settings are invalid, as the runtime warns: broken JSON, or a value a schema refuses', async () => {
    const elements = await audit(
      documentOf(
        '1',
        'wp-page',
        widget('bad0001', 'counter.default', '{"ending_number": 3') +
          widget('bad0002', 'hotspot.default', { tooltip_trigger: 'hover' }),
      ),
    );
    expect(elements.filter((element) => element.status === 'invalid')).toEqual([
      {
        type: 'counter.default',
        status: 'invalid',
        reason: expect.stringMatching(/^data-settings is not valid JSON/),
        selector: '[data-id="bad0001"]',
      },
      {
        type: 'hotspot.default',
        status: 'invalid',
        reason: expect.stringMatching(/^hotspot: bad settings: tooltip_trigger/),
        selector: '[data-id="bad0002"]',
      },
    ]);
  });

  it('inspects what popups hold, and calls a widget with only an entrance animation by its own type', async () => {
    // The server prints `elementor-invisible` on elements with an entrance animation.
    const animated = widget('aaa0001', 'bdt-marquee.default', { _animation: 'fadeIn' }).replace(
      'elementor-widget ',
      'elementor-widget elementor-invisible ',
    );
    const elements = await audit(
      documentOf('1', 'wp-page', animated) +
        documentOf('9', 'popup', widget('ppp0001', 'nav-menu.default', {})),
    );
    expect(elements.map(({ type, status }) => `${type} ${status}`)).toEqual([
      'bdt-marquee.default addon',
      'document:popup handled',
      'nav-menu.default handled',
    ]);
    expect(elements[0]!.reason).toBe(
      'Element Pack: its own script keeps running through the compatibility layer (Islet runs entrance)',
    );
  });

  it('reads the builder configuration without running the page, so a static render runs nothing', async () => {
    const config = `<script>var elementorFrontendConfig = {"is_static":true,"x":"};alert(1)"};</script>`;
    const elements = await audit(
      documentOf('1', 'wp-page', widget('aaa0001', 'nav-menu.default', {})),
      config,
    );
    expect(elements).toContainEqual({
      type: 'nav-menu.default',
      status: 'static',
      reason: 'the page is a static render (is_static)',
      selector: '[data-id="aaa0001"]',
    });
  });
});
