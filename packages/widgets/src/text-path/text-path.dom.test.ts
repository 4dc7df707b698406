import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAVE_SVG, pageDocument, textPath } from '@islet/demo/backends/widgets/widget-markup.mjs';
import { bootWidgets, type Booted } from '../../test-support/boot.ts';
import { waitFor } from '@islet/test-support/wait-for';

let booted: Booted | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const serve = (body: string, status = 200) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(() => Promise.resolve(new Response(body, { status })));

describe('text path', () => {
  it('lays the text along the fetched path from the start point, linked', async () => {
    const fetchSpy = serve(
      WAVE_SVG.replace('<path', '<script>alert(1)</script><path onclick="x()"'),
    );
    booted = await bootWidgets(
      pageDocument(
        '1',
        textPath('txp0001', {
          text: 'Curvy & bold',
          url: '/assets/wave.svg',
          settings: {
            start_point: { unit: '%', size: 20, sizes: [] },
            link: { url: 'https://example.org/', is_external: 'on' },
          },
        }),
      ),
    );
    await waitFor(() => expect(booted!.row('txp0001')?.status).toBe('active'));
    expect(String(fetchSpy.mock.calls[0]![0])).toContain('/assets/wave.svg');
    const box = document.querySelector('.e-text-path')!;
    const path = box.querySelector('path')!;
    expect(path.id).toBe('e-path-txp0001');
    expect(path.getAttribute('d')).toBe('M0,42.25C62.5,42.25,62.5,0,125,0s62.5,42.25,125,42.25');
    expect(path.hasAttribute('onclick')).toBe(false);
    expect(box.querySelector('script')).toBeNull();
    const textPathNode = box.querySelector('textPath')!;
    expect(textPathNode.getAttribute('href')).toBe('#e-path-txp0001');
    expect(textPathNode.getAttribute('startOffset')).toBe('20%');
    expect(textPathNode.textContent).toBe('Curvy & bold');
    const anchor = box.querySelector('a')!;
    expect(anchor.getAttribute('href')).toBe('https://example.org/');
    expect(anchor.getAttribute('target')).toBe('_blank');
  });

  it('runs right to left from the other end', async () => {
    serve(WAVE_SVG);
    booted = await bootWidgets(
      pageDocument(
        '1',
        textPath('txp0001', {
          text: 'שלום',
          url: '/w.svg',
          settings: {
            text_path_direction: 'rtl',
            start_point: { unit: '%', size: 10, sizes: [] },
          },
        }),
      ),
    );
    await waitFor(() =>
      expect(document.querySelector('textPath')?.getAttribute('startOffset')).toBe('90%'),
    );
    expect(document.querySelector('svg text')!.getAttribute('direction')).toBe('rtl');
    // The start is the text's own (its right end in rtl): no end anchor, which would push the
    // text past the path's end, where it is not drawn.
    expect(document.querySelector('textPath')!.hasAttribute('text-anchor')).toBe(false);
    // The path keeps the shape's direction: reversed, the glyphs would be upside down.
    expect(document.querySelector('.e-text-path path')!.getAttribute('d')).toBe(
      'M0,42.25C62.5,42.25,62.5,0,125,0s62.5,42.25,125,42.25',
    );
    expect(document.querySelector('.e-text-path svg')!.getAttribute('aria-label')).toBe('שלום');
  });

  it('follows the site direction unless the widget names its own', async () => {
    serve(WAVE_SVG);
    // A right-to-left site: the server prints `is_rtl` in the frontend config.
    let config: object = {};
    Object.defineProperty(window, 'elementorFrontendConfig', {
      configurable: true,
      get: () => ({ ...config, is_rtl: true }),
      set: (value: object) => (config = value),
    });
    try {
      const start = { unit: '%', size: 10, sizes: [] };
      booted = await bootWidgets(
        pageDocument(
          '1',
          textPath('txp0001', { text: 'סיפור', url: '/w.svg', settings: { start_point: start } }) +
            textPath('txp0002', {
              text: 'Story',
              url: '/w.svg',
              settings: { start_point: start, text_path_direction: 'ltr' },
            }),
        ),
      );
      await waitFor(() => expect(document.querySelectorAll('textPath')).toHaveLength(2));
      expect(
        [...document.querySelectorAll('svg text')].map((text) => [
          text.getAttribute('direction'),
          text.querySelector('textPath')!.getAttribute('startOffset'),
        ]),
      ).toEqual([
        ['rtl', '90%'],
        [null, '10%'],
      ]);
    } finally {
      Reflect.deleteProperty(window, 'elementorFrontendConfig');
    }
  });

  it('skips when the shape does not load', async () => {
    serve('nope', 404);
    booted = await bootWidgets(
      pageDocument('1', textPath('txp0001', { text: 'x', url: '/missing.svg' })),
    );
    await waitFor(() => expect(booted!.row('txp0001')?.status).toBe('skipped'));
    expect(booted.row('txp0001')!.reason).toContain('/missing.svg');
  });
});
