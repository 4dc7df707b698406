import type { BehaviourContext, Cleanup } from '@islet/core';
import { splitFirstLetter } from './first-letter.ts';

/**
 * Text editor with "Drop Cap" on: the first letter of the first paragraph goes into
 * `span.elementor-drop-cap > span.elementor-drop-cap-letter`, which the site CSS floats and sizes.
 * Only the first text node changes (the original rewrote the paragraph's HTML, dropping any
 * listeners inside it). A paragraph that starts with an element is left alone, as before.
 */
export function connect(_element: HTMLElement, ctx: BehaviourContext): Cleanup | void {
  const paragraph = ctx.content.querySelector('p');
  if (!paragraph) return;
  let first = paragraph.firstChild;
  while (first?.nodeType === 8 /* comment */) first = first.nextSibling;
  if (!first || first.nodeType !== 3 /* text */) return;
  const text = first as Text;
  const split = splitFirstLetter(text.data);
  if (!split) return;
  const doc = paragraph.ownerDocument;
  const dropCap = doc.createElement('span');
  dropCap.className = 'elementor-drop-cap';
  const letter = doc.createElement('span');
  letter.className = 'elementor-drop-cap-letter';
  letter.textContent = split.letter;
  dropCap.append(letter);
  const before = text.data;
  text.data = split.rest;
  paragraph.insertBefore(dropCap, text);
  return () => {
    dropCap.remove();
    text.data = before;
  };
}
