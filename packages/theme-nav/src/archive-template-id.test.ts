import { describe, expect, it } from 'vitest';
import { middleScrollTop, parseTemplateId } from './archive-template-id.ts';

describe('parseTemplateId', () => {
  it.each([
    ['', { kind: 'absent' }],
    ['?p=1', { kind: 'absent' }],
    ['?theme_template_id=42', { kind: 'id', id: '42' }],
    ['?a=1&theme_template_id=007&b=2', { kind: 'id', id: '007' }],
    ['?theme_template_id=', { kind: 'malformed', value: '' }],
    ['?theme_template_id=4x', { kind: 'malformed', value: '4x' }],
    ['?theme_template_id=-3', { kind: 'malformed', value: '-3' }],
    ['?theme_template_id=%3Cscript%3E', { kind: 'malformed', value: '<script>' }],
  ])('%s', (search, expected) => {
    expect(parseTemplateId(search)).toEqual(expected);
  });
});

describe('middleScrollTop', () => {
  it.each([
    // element top in the viewport, scrollY, innerHeight → scroll target
    [1000, 0, 800, 600],
    [200, 500, 800, 300],
    [100, 0, 800, 0],
    [1001, 0, 801, 601],
  ])('top %d at scroll %d in %d px → %d', (top, scrollY, innerHeight, expected) => {
    expect(middleScrollTop(top, scrollY, innerHeight)).toBe(expected);
  });
});
