import { describe, expect, it } from 'vitest';
import { languageOf, lineCount } from './prism-languages.ts';

describe('code highlight helpers', () => {
  it.each([
    [['highlight-height', 'language-php', 'line-numbers'], 'php'],
    [['language-html'], 'markup'],
    [['language-js'], 'javascript'],
    [['plain'], undefined],
  ])('%j is %s', (classes, expected) => expect(languageOf(classes)).toBe(expected));

  it.each([
    ['one', 1],
    ['one\ntwo\n', 2],
    ['a\n\nb', 3],
    ['', 1],
  ])('%j has %i lines', (code, expected) => expect(lineCount(code)).toBe(expected));
});
