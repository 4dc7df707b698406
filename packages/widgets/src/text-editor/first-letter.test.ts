import { describe, expect, it } from 'vitest';
import { splitFirstLetter } from './first-letter.ts';

describe('splitFirstLetter', () => {
  it.each([
    ['Hello world', { lead: '', letter: 'H', rest: 'ello world' }],
    ['  \u00a0Once upon', { lead: '  \u00a0', letter: 'O', rest: 'nce upon' }],
    ['𝒜lpha', { lead: '', letter: '𝒜', rest: 'lpha' }],
    ['«Quote»', { lead: '', letter: '«', rest: 'Quote»' }],
    ['', undefined],
    ['   ', undefined],
  ])('%j', (text, expected) => expect(splitFirstLetter(text)).toEqual(expected));
});
