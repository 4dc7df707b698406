import { afterEach, describe, expect, it } from 'vitest';
import { pageDocument, widget } from '@islet/demo/backends/widgets/widget-markup.mjs';
import {
  bootRecorded,
  bootWidgets,
  recordedPagesWith,
  settle,
  type Booted,
} from '../../test-support/boot.ts';

let booted: Booted | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
});

const textEditor = (id: string, html: string, dropCap = true) =>
  widget(id, 'text-editor.default', dropCap ? { drop_cap: 'yes' } : undefined, html, {
    classes: dropCap ? 'elementor-drop-cap-yes elementor-drop-cap-view-default' : '',
  });

describe('text editor drop cap', () => {
  it('lifts the first letter of the first paragraph, and puts it back on disconnect', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        textEditor('txt0001', '<p>  Once upon a <a href="#">time</a></p><p>Second</p>') +
          textEditor('txt0002', '<p>Plain</p>', false),
      ),
    );
    const first = document.querySelector('[data-id="txt0001"] p')!;
    expect(first.innerHTML).toBe(
      '<span class="elementor-drop-cap"><span class="elementor-drop-cap-letter">O</span></span>nce upon a <a href="#">time</a>',
    );
    expect(first.textContent).toBe('Once upon a time');
    expect(document.querySelector('[data-id="txt0002"] p')!.innerHTML).toBe('Plain');
    // No drop cap: the chunk is not even loaded for it, and a text needs nothing else.
    expect(booted.row('txt0002')?.status).toBe('static');
    document.querySelector('[data-id="txt0001"]')!.remove();
    await settle();
    expect(first.innerHTML).toBe('  Once upon a <a href="#">time</a>');
  });

  it('leaves a paragraph that starts with an element alone', async () => {
    booted = await bootWidgets(
      pageDocument('1', textEditor('txt0001', '<p><strong>Bold</strong> start</p>')),
    );
    expect(document.querySelector('[data-id="txt0001"] p')!.innerHTML).toBe(
      '<strong>Bold</strong> start',
    );
    expect(booted.row('txt0001')?.status).toBe('active');
  });

  it.each(recordedPagesWith('text-editor'))(
    'leaves the recorded page %s as it was',
    async (file) => {
      const page = await bootRecorded(file);
      try {
        const editors = [
          ...page.doc.querySelectorAll<HTMLElement>('[data-widget_type^="text-editor."]'),
        ];
        const withDropCap = editors.filter((e) =>
          (e.dataset.settings ?? '').includes('"drop_cap":"yes"'),
        );
        for (const editor of editors) {
          const lifted = editor.querySelector('.elementor-drop-cap') !== null;
          expect(lifted).toBe(withDropCap.includes(editor) && !!editor.querySelector('p'));
        }
        expect(page.log.errors).toEqual([]);
      } finally {
        page.islet.stop();
        page.dom.window.close();
      }
    },
    20_000,
  );
});
