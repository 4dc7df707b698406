import { describe, expect, it } from 'vitest';
import { checkField, MESSAGES, type FieldRules } from './field-rules.ts';

const rules = (extra: Partial<FieldRules> = {}): FieldRules => ({
  required: false,
  type: 'text',
  ...extra,
});
const file = (name: string, size: number, type: string) => ({ name, size, type });

describe('checkField: the rules of the field settings', () => {
  it.each([
    ['a required empty field', rules({ required: true }), '  ', MESSAGES.required],
    ['an optional empty field', rules(), '', null],
    ['a valid email', rules({ type: 'email' }), 'ann@example.com', null],
    ['an email without a domain', rules({ type: 'email' }), 'ann@', MESSAGES.email],
    ['an email with a space', rules({ type: 'email' }), 'a nn@example.com', MESSAGES.email],
    ['a number in range', rules({ type: 'number', min: 18, max: 120 }), '40', null],
    [
      'a number below the minimum',
      rules({ type: 'number', min: 18, max: 120 }),
      '17',
      MESSAGES.min(18),
    ],
    [
      'a number above the maximum',
      rules({ type: 'number', min: 18, max: 120 }),
      '121',
      MESSAGES.max(120),
    ],
    ['no number', rules({ type: 'number' }), 'twelve', MESSAGES.number],
    ['a date', rules({ type: 'date' }), '2026-02-28', null],
    ['an impossible date', rules({ type: 'date' }), '2026-02-30', MESSAGES.date],
    ['a malformed date', rules({ type: 'date' }), '28/02/2026', MESSAGES.date],
    ['a time', rules({ type: 'time' }), '09:30', null],
    ['a bad time', rules({ type: 'time' }), '9h30', MESSAGES.time],
    ['a URL', rules({ type: 'url' }), 'https://example.com/', null],
    ['not a URL', rules({ type: 'url' }), 'example', MESSAGES.url],
    ['a pattern match', rules({ pattern: '[0-9]{5}' }), '75001', null],
    ['a pattern miss', rules({ pattern: '[0-9]{5}' }), '7500', MESSAGES.pattern],
    ['a pattern the browser cannot read', rules({ pattern: '([' }), 'x', null],
  ])('%s', (_name, fieldRules, value, message) => {
    expect(checkField(fieldRules, value)).toBe(message);
  });

  it.each([
    ['no file, required', rules({ required: true }), [], MESSAGES.required],
    ['no file, optional', rules(), [], null],
    [
      'an accepted extension',
      rules({ accept: ['.pdf', '.png'] }),
      [file('cv.PDF', 10, 'application/pdf')],
      null,
    ],
    [
      'a refused extension',
      rules({ accept: ['.pdf', '.png'] }),
      [file('cv.exe', 10, '')],
      MESSAGES.fileType,
    ],
    [
      'an accepted type family',
      rules({ accept: ['image/*'] }),
      [file('a.jpg', 10, 'image/jpeg')],
      null,
    ],
    [
      'within the size',
      rules({ maxSizeMb: 1 }),
      [file('a.pdf', 1024 * 1024, 'application/pdf')],
      null,
    ],
    [
      'over the size',
      rules({ maxSizeMb: 1 }),
      [file('a.pdf', 1024 * 1024 + 1, 'application/pdf')],
      MESSAGES.fileSize(1),
    ],
  ])('files: %s', (_name, fieldRules, files, message) => {
    expect(checkField(fieldRules, files)).toBe(message);
  });
});
