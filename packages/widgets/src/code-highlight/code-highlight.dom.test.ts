import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeHighlight, pageDocument } from '@islet/demo/backends/widgets/widget-markup.mjs';
import { bootWidgets, type Booted } from '../../test-support/boot.ts';
import { waitFor } from '@islet/test-support/wait-for';

let booted: Booted | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
});

const js = 'const answer = 42;\n// why\nconsole.log(answer);';

describe('code highlight', () => {
  it('highlights, numbers the lines and copies the code', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    try {
      booted = await bootWidgets(
        pageDocument('1', codeHighlight('cod0001', { language: 'javascript', code: js })),
      );
      await waitFor(() => expect(booted!.row('cod0001')?.status).toBe('active'));
      const code = document.querySelector('code')!;
      expect(code.querySelector('.token.keyword')!.textContent).toBe('const');
      expect(code.querySelector('.token.number')!.textContent).toBe('42');
      expect(code.querySelectorAll('.line-numbers-rows > span')).toHaveLength(3);
      const button = document.querySelector<HTMLButtonElement>(
        '.code-toolbar .copy-to-clipboard-button',
      )!;
      button.click();
      await waitFor(() => expect(button.textContent).toBe('Copied!'));
      expect(writeText).toHaveBeenCalledWith(js);
      // Stopped, the block is the server's again: no toolbar around it, no tokens, no gutter.
      const pre = code.parentElement!;
      booted.islet.stop();
      booted = undefined;
      expect(document.querySelector('.code-toolbar')).toBeNull();
      expect(pre.isConnected).toBe(true);
      expect(code.querySelector('.token, .line-numbers-rows')).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it("marks the lines of highlight_lines in Prism's line-highlight shape", async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        codeHighlight('cod0001', {
          language: 'javascript',
          code: js,
          lineNumbers: false,
          highlightLines: '1-2, 3, 9',
        }) + codeHighlight('cod0002', { language: 'javascript', code: js, highlightLines: '2-5' }),
      ),
    );
    await waitFor(() => expect(document.querySelectorAll('.line-highlight')).toHaveLength(3));
    const boxes = (id: string) =>
      [...document.querySelectorAll<HTMLElement>(`[data-id="${id}"] pre > .line-highlight`)].map(
        (box) => [box.getAttribute('aria-hidden'), { ...box.dataset }],
      );
    // Without line numbers the boxes carry their numbers (the theme shows them), as Prism's do.
    expect(boxes('cod0001')).toEqual([
      ['true', { range: '1-2', start: '1', end: '2' }],
      ['true', { range: '3', start: '3' }],
    ]);
    expect(boxes('cod0002')).toEqual([['true', { range: '2-5' }]]);
    // None of it is code: copying and reading the block are unchanged.
    expect(document.querySelector('[data-id="cod0001"] code')!.textContent).toBe(js);
    booted.islet.stop();
    booted = undefined;
    expect(document.querySelectorAll('.line-highlight')).toHaveLength(0);
  });

  it('adds no line boxes when no lines are highlighted', async () => {
    booted = await bootWidgets(
      pageDocument('1', codeHighlight('cod0001', { language: 'javascript', code: js })),
    );
    // Its connect ends after any line boxes: once it is active, there would be some.
    await waitFor(() => expect(booted!.row('cod0001')).toMatchObject({ status: 'active' }));
    expect(document.querySelector('code .token.keyword')).not.toBeNull();
    expect(document.querySelector('.line-highlight')).toBeNull();
  });

  it('loads an extra grammar on demand, after the ones it extends', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        codeHighlight('cod0001', {
          language: 'php',
          code: '&lt;?php echo $name; ?&gt;',
          lineNumbers: false,
          copy: false,
        }),
      ),
    );
    await waitFor(() =>
      expect(document.querySelector('code .token.variable')?.textContent).toBe('$name'),
    );
    expect(document.querySelector('.line-numbers-rows')).toBeNull();
    expect(document.querySelector('.code-toolbar')).toBeNull();
  });

  it('does not highlight other code on the page by itself', async () => {
    booted = await bootWidgets(
      pageDocument('1', codeHighlight('cod0001', { language: 'css', code: 'a { color: red }' })) +
        '<pre><code class="language-javascript">const untouched = 1;</code></pre>',
    );
    // Its own block is done once it is active: other code highlighted with it would be by then.
    await waitFor(() => expect(booted!.row('cod0001')).toMatchObject({ status: 'active' }));
    expect(document.querySelector('code .token')).not.toBeNull();
    expect(document.querySelectorAll('code')[1]!.innerHTML).toBe('const untouched = 1;');
  });

  it('skips a language it has no grammar for', async () => {
    booted = await bootWidgets(
      pageDocument('1', codeHighlight('cod0001', { language: 'brainfuck', code: '+++' })),
    );
    await waitFor(() => expect(booted!.row('cod0001')?.status).toBe('skipped'));
  });
});
