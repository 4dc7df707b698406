import { afterEach, describe, expect, it } from 'vitest';
import { isPlainObject, parseJson } from './safe-json.ts';

/** Parses text that must be valid JSON and returns the value. */
function parsed(text: string): unknown {
  const result = parseJson(text);
  if (!result.ok) throw new Error(`expected valid JSON, got: ${result.error}`);
  return result.value;
}

/** A naive recursive merge, the kind of code that turns a live `__proto__` key into pollution. */
function naiveMerge(target: Record<string, unknown>, source: unknown): Record<string, unknown> {
  if (!isPlainObject(source)) return target;
  for (const key in source) {
    const value = source[key];
    if (isPlainObject(value)) {
      if (!isPlainObject(target[key])) target[key] = {};
      naiveMerge(target[key] as Record<string, unknown>, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

function expectNoPollution() {
  const probe: Record<string, unknown> = {};
  expect(probe.polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
  expect(Object.getPrototypeOf(probe)).toBe(Object.prototype);
  expect(Object.keys(Object.prototype)).toEqual([]);
}

afterEach(() => {
  // If a test ever did pollute, do not let it leak into the next one.
  delete (Object.prototype as Record<string, unknown>).polluted;
});

describe('parseJson: ordinary JSON', () => {
  it.each([
    ['{}', {}],
    ['[]', []],
    ['0', 0],
    ['-1.5e3', -1500],
    ['"text"', 'text'],
    ['true', true],
    ['false', false],
    ['null', null],
    ['{"sticky":"top","sticky_offset":0}', { sticky: 'top', sticky_offset: 0 }],
    ['{"sticky_on":["desktop","tablet","mobile"]}', { sticky_on: ['desktop', 'tablet', 'mobile'] }],
    ['{"gap":{"unit":"px","size":4,"sizes":[]}}', { gap: { unit: 'px', size: 4, sizes: [] } }],
    ['{"icon":{"value":"<i class=\\"x\\"></i>"}}', { icon: { value: '<i class="x"></i>' } }],
    ['{"a":null}', { a: null }],
    ['{"title":"Café ☕ 日本"}', { title: 'Café ☕ 日本' }],
    ['  {"a":1}  ', { a: 1 }],
  ])('%s', (text, expected) => {
    expect(parseJson(text)).toEqual({ ok: true, value: expected });
  });

  it('keeps keys that only look like the forbidden ones', () => {
    expect(
      parsed('{"proto":1,"__proto":2,"__proto__x":3,"Constructor":4,"prototypes":5,"_proto_":6}'),
    ).toEqual({ proto: 1, __proto: 2, __proto__x: 3, Constructor: 4, prototypes: 5, _proto_: 6 });
  });

  it('keeps forbidden words as values', () => {
    expect(parsed('{"a":"__proto__","b":["constructor","prototype"]}')).toEqual({
      a: '__proto__',
      b: ['constructor', 'prototype'],
    });
  });
});

describe('parseJson: invalid JSON', () => {
  it.each([
    '',
    ' ',
    '{',
    '{a:1}',
    "{'a':1}",
    '{"a":1,}',
    '[1,2',
    'undefined',
    'NaN',
    '{"a":1}{"b":2}',
  ])('%j gives an error, never a throw', (text) => {
    const result = parseJson(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(typeof result.error).toBe('string');
      expect(result.error.length).toBeGreaterThan(0);
    }
  });
});

describe('parseJson: hostile keys', () => {
  const hostile: Array<[string, string]> = [
    ['top-level __proto__', '{"__proto__":{"polluted":true},"a":1}'],
    ['top-level constructor.prototype', '{"constructor":{"prototype":{"polluted":true}},"a":1}'],
    ['top-level prototype', '{"prototype":{"polluted":true},"a":1}'],
    ['nested __proto__', '{"a":1,"b":{"c":{"__proto__":{"polluted":true}}}}'],
    ['nested constructor', '{"a":1,"b":{"constructor":{"prototype":{"polluted":true}}}}'],
    ['__proto__ inside an array', '{"a":1,"list":[{"__proto__":{"polluted":true}}]}'],
    ['__proto__ that is not an object', '{"__proto__":"polluted","a":1}'],
    ['__proto__ set to null', '{"__proto__":null,"a":1}'],
    ['several forbidden keys at once', '{"__proto__":{},"constructor":{},"prototype":{},"a":1}'],
  ];

  it.each(hostile)('%s: the forbidden keys are dropped', (_name, text) => {
    const value = parsed(text);
    const seen: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (isPlainObject(node)) {
        expect(Object.getPrototypeOf(node)).toBe(Object.prototype);
        for (const key of Object.getOwnPropertyNames(node)) {
          seen.push(key);
          walk(node[key]);
        }
      }
    };
    walk(value);
    expect(seen).not.toContain('__proto__');
    expect(seen).not.toContain('constructor');
    expect(seen).not.toContain('prototype');
    expect((value as Record<string, unknown>).a).toBe(1);
  });

  it.each(hostile)('%s: spreading the result pollutes nothing', (_name, text) => {
    const value = parsed(text) as Record<string, unknown>;
    const copy = { ...value };
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(copy.polluted).toBeUndefined();
    expectNoPollution();
  });

  it.each(hostile)('%s: Object.assign-ing the result pollutes nothing', (_name, text) => {
    const value = parsed(text) as Record<string, unknown>;
    const target: Record<string, unknown> = {};
    Object.assign(target, value);
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(target.polluted).toBeUndefined();
    expectNoPollution();
  });

  it.each(hostile)('%s: a naive deep merge of the result pollutes nothing', (_name, text) => {
    const target = naiveMerge({}, parsed(text));
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(target.polluted).toBeUndefined();
    expectNoPollution();
  });

  it('keeps the ordinary members beside the dropped ones', () => {
    expect(
      parsed('{"id":"2146","__proto__":{"x":1},"nested":{"toggle":false,"constructor":1}}'),
    ).toEqual({ id: '2146', nested: { toggle: false } });
  });

  it('the plain JSON.parse result would have carried the key (control)', () => {
    // Proves the hostile inputs above are meaningful: JSON.parse makes `__proto__` an own key,
    // which Object.assign then uses as a prototype setter.
    const raw = JSON.parse('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(Object.getOwnPropertyNames(raw)).toContain('__proto__');
    const target = Object.assign({}, raw) as Record<string, unknown>;
    expect(target.polluted).toBe(true);
    expectNoPollution();
  });
});

describe('isPlainObject', () => {
  it.each([
    [{}, true],
    [{ a: 1 }, true],
    [Object.create(null), true],
    [[], false],
    [[1], false],
    [null, false],
    [undefined, false],
    [0, false],
    ['{}', false],
    [true, false],
  ])('%j → %s', (value, expected) => {
    expect(isPlainObject(value)).toBe(expected);
  });
});
