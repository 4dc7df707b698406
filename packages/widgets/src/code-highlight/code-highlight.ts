import { loadPart, setHtml } from '@islet/primitives';

import type { BehaviourContext } from '@islet/core';
import { LANGUAGE_LOADERS, languageOf, lineCount } from './prism-languages.ts';

function loadPrism() {
  const scope = globalThis as {
    Prism?: { manual?: boolean; disableWorkerMessageHandler?: boolean };
  };
  scope.Prism ??= {};
  // Prism highlights every `code[class*=language-]` on the page by itself unless it is told,
  // before it loads, that it is run by hand.
  scope.Prism.manual = true;
  scope.Prism.disableWorkerMessageHandler = true;
  return import('prismjs');
}

/** A block this cannot colour stays as the server rendered it, with a warning. */
function skip(ctx: BehaviourContext, reason: string): void {
  ctx.warn(reason);
  ctx.report('skipped', reason);
}

/**
 * The copy button in the DOM shape of Prism's toolbar plugin (`.code-toolbar` around the block),
 * its label saying for 5 s whether the copy worked. Returns its undo.
 */
function addCopyButton(ctx: BehaviourContext, doc: Document, pre: HTMLElement, source: string) {
  const win = doc.defaultView ?? window;
  const toolbar = doc.createElement('div');
  toolbar.className = 'toolbar';
  const item = doc.createElement('div');
  item.className = 'toolbar-item';
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'copy-to-clipboard-button';
  const label = doc.createElement('span');
  label.textContent = 'Copy';
  button.append(label);
  button.setAttribute('aria-live', 'polite');
  item.append(button);
  toolbar.append(item);
  const shell = doc.createElement('div');
  shell.className = 'code-toolbar';
  pre.before(shell);
  shell.append(pre, toolbar);
  let reset: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener(
    'click',
    () => {
      const done = (text: string) => {
        label.textContent = text;
        clearTimeout(reset);
        reset = setTimeout(() => (label.textContent = 'Copy'), 5000);
      };
      win.navigator.clipboard?.writeText(source).then(
        () => done('Copied!'),
        () => done('Press Ctrl+C to copy'),
      );
    },
    { signal: ctx.signal },
  );
  return () => {
    clearTimeout(reset);
    shell.before(pre);
    shell.remove();
  };
}

/**
 * Code highlight: colours the code with Prism (its code loads only on pages with this widget,
 * each extra grammar only when a block asks for it), adds the line-number gutter and the copy
 * button the markup's classes ask for (`line-numbers`, `copy-to-clipboard`), in the DOM shapes of
 * Prism's own plugins so the site's Prism theme styles them. Word wrap is the markup's CSS class.
 */
export async function connect(element: HTMLElement, ctx: BehaviourContext) {
  const doc = element.ownerDocument;
  const pre = ctx.find('pre')[0];
  const code = pre?.querySelector('code');
  if (!pre || !code) return skip(ctx, 'missing markup: no pre > code');
  const language = languageOf(code.classList) ?? languageOf(pre.classList) ?? 'markup';
  // Loaded here rather than imported at the top: Prism must find the manual flag when it runs,
  // and a bundler may run a CommonJS module before the imports listed above it.
  // Every part is shared by the page's blocks: one that fails to load is one warning for the
  // page, and the blocks stay as the server rendered them.
  const prism = await loadPart(ctx, 'prism', loadPrism);
  if (!prism) return ctx.report('skipped', 'Prism could not load');
  const Prism = prism.default;
  if (!Prism.languages[language]) {
    const loaders = LANGUAGE_LOADERS[language];
    if (!loaders) return skip(ctx, `no Prism grammar for language "${language}"`);
    for (const grammar of loaders)
      if (!(await loadPart(ctx, grammar.id, grammar.load)))
        return ctx.report('skipped', `the Prism grammar for "${language}" could not load`);
  }
  const grammar = Prism.languages[language];
  if (!grammar) return;

  // The server's `<xmp>` starts with the newline after the tag.
  const source = (code.textContent ?? '').replace(/^\n/, '');
  const before = code.innerHTML;
  // Prism escapes the source text and adds only its own token spans.
  setHtml(code, Prism.highlight(source, grammar, language));
  const wrapper = pre.parentElement;
  const undo: (() => void)[] = [() => setHtml(code, before)];
  const numbered = pre.classList.contains('line-numbers');

  if (numbered) {
    const rows = doc.createElement('span');
    rows.className = 'line-numbers-rows';
    rows.setAttribute('aria-hidden', 'true');
    rows.append(...Array.from({ length: lineCount(source) }, () => doc.createElement('span')));
    code.append(rows);
  }

  if (wrapper?.classList.contains('copy-to-clipboard'))
    undo.push(addCopyButton(ctx, doc, pre, source));

  // Highlighted lines, and line numbers beside wrapped lines, need the laid-out lines: that code
  // loads only for the blocks that ask for either.
  if (
    pre.getAttribute('data-line')?.trim() ||
    (numbered && wrapper?.classList.contains('word-wrap'))
  ) {
    const lines = await loadPart(ctx, 'prism-line-highlight', () => import('./line-highlight.ts'));
    if (lines && !ctx.signal.aborted) lines.followLines(ctx, pre, code, lineCount(source));
  }

  ctx.explain({ language });
  return () => {
    for (const step of undo.reverse()) step();
  };
}
