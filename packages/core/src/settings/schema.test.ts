import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  devices,
  fallback,
  lenient,
  list,
  matching,
  measure,
  number,
  on,
  raw,
  responsive,
  slider,
  string,
  warn,
  yes,
  type Check,
  type CheckResult,
  type Measure,
  type SettingsOf,
  type SliderValue,
} from './schema.ts';

function expectOk<T>(check: Check<T>, input: unknown, expected: T) {
  expect(check.parse(input)).toEqual({ ok: true, value: expected });
}

function expectError<T>(check: Check<T>, input: unknown, error: string) {
  expect(check.parse(input)).toEqual({ ok: false, error });
}

describe('number', () => {
  it.each([
    [0, 0],
    [140, 140],
    [-20, -20],
    [1.5, 1.5],
    ['0', 0],
    ['140', 140],
    ['-20', -20],
    ['1.5', 1.5],
    [' 12 ', 12],
    ['1e3', 1000],
  ])('accepts %j as %j', (input, expected) => {
    expectOk(number(), input, expected);
  });

  it.each([
    ['', 'expected a number, got ""'],
    ['  ', 'expected a number, got "  "'],
    ['abc', 'expected a number, got "abc"'],
    ['12px', 'expected a number, got "12px"'],
    ['Infinity', 'expected a number, got "Infinity"'],
    [true, 'expected a number, got true'],
    [null, 'expected a number, got null'],
    [undefined, 'expected a number, got undefined'],
    [[1], 'expected a number, got [1]'],
    [{ size: 1 }, 'expected a number, got {"size":1}'],
  ])('rejects %j', (input, error) => {
    expectError(number(), input, error);
  });

  it.each([Number.NaN, Infinity, -Infinity])('rejects the non-finite %s', (input) => {
    const result = number().parse(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/^expected a number, got /);
  });

  it('enforces min and max, inclusive', () => {
    const check = number({ min: 0, max: 100 });
    expectOk(check, 0, 0);
    expectOk(check, '100', 100);
    expectError(check, -1, 'expected a number ≥ 0 ≤ 100, got -1');
    expectError(check, '101', 'expected a number ≥ 0 ≤ 100, got "101"');
  });

  it('names only the bounds that are set', () => {
    expectError(number({ min: 1 }), 0, 'expected a number ≥ 1, got 0');
    expectError(number({ max: 5 }), 6, 'expected a number ≤ 5, got 6');
  });

  it('enforces integers', () => {
    const check = number({ integer: true, min: 1 });
    expectOk(check, 3, 3);
    expectOk(check, '3', 3);
    expectError(check, 1.5, 'expected an integer ≥ 1, got 1.5');
    expectError(check, '2.5', 'expected an integer ≥ 1, got "2.5"');
  });

  it('carries required and responsive', () => {
    const check = number({ required: true, responsive: true });
    expect(check.required).toBe(true);
    expect(check.responsive).toBe(true);
    expect(number().required).toBeUndefined();
    expect(number().responsive).toBeUndefined();
  });
});

describe('string', () => {
  it.each(['top', '', 'with spaces', '<i class="x"></i>'])('accepts %j', (input) => {
    expectOk(string(), input, input);
  });

  it.each([
    [0, 'expected a string, got 0'],
    [null, 'expected a string, got null'],
    [['top'], 'expected a string, got ["top"]'],
    [{ value: 'x' }, 'expected a string, got {"value":"x"}'],
    [true, 'expected a string, got true'],
  ])('rejects %j', (input, error) => {
    expectError(string(), input, error);
  });

  it('oneOf accepts only the listed values', () => {
    const check = string({ oneOf: ['top', 'bottom'] as const });
    expectOk(check, 'top', 'top');
    expectOk(check, 'bottom', 'bottom');
    expectError(check, 'middle', 'expected one of top, bottom, got "middle"');
    expectError(check, 'TOP', 'expected one of top, bottom, got "TOP"');
    expectError(check, '', 'expected one of top, bottom, got ""');
    expectError(check, 1, 'expected a string, got 1');
    expectTypeOf(check).toEqualTypeOf<Check<'top' | 'bottom'>>();
  });
});

describe('yes (switcher)', () => {
  it('"yes" is on', () => {
    expectOk(yes(), 'yes', true);
  });

  it('an empty string is off', () => {
    expectOk(yes(), '', false);
  });

  it.each([
    ['no', 'expected "yes", got "no"'],
    ['Yes', 'expected "yes", got "Yes"'],
    [true, 'expected "yes", got true'],
    [false, 'expected "yes", got false'],
    [1, 'expected "yes", got 1'],
    [null, 'expected "yes", got null'],
  ])('rejects %j', (input, error) => {
    expectError(yes(), input, error);
  });
});

describe('list', () => {
  it('parses each item', () => {
    expectOk(list(string()), ['desktop', 'tablet', 'mobile'], ['desktop', 'tablet', 'mobile']);
    expectOk(list(number()), ['1', 2, '3.5'], [1, 2, 3.5]);
    expectOk(list(number()), [], []);
  });

  it('applies oneOf to every item', () => {
    const devices = list(string({ oneOf: ['desktop', 'tablet', 'mobile'] }));
    expectOk(devices, ['mobile'], ['mobile']);
    expectError(
      devices,
      ['desktop', 'phablet'],
      'item 1: expected one of desktop, tablet, mobile, got "phablet"',
    );
  });

  it('names the first bad item by index', () => {
    expectError(list(number()), [1, 'x', 'y'], 'item 1: expected a number, got "x"');
    expectError(list(string()), [0], 'item 0: expected a string, got 0');
  });

  it.each([
    ['desktop', 'expected a list, got "desktop"'],
    [{ 0: 'desktop' }, 'expected a list, got {"0":"desktop"}'],
    [null, 'expected a list, got null'],
    [3, 'expected a list, got 3'],
  ])('rejects %j', (input, error) => {
    expectError(list(string()), input, error);
  });

  it('nests', () => {
    expectOk(
      list(list(number())),
      [
        [1, '2'],
        ['3', 4],
      ],
      [
        [1, 2],
        [3, 4],
      ],
    );
    expectError(
      list(list(number())),
      [[1], [2, 'z']],
      'item 1: item 1: expected a number, got "z"',
    );
  });

  it('carries its own options, not the item’s', () => {
    expect(list(string({ required: true })).required).toBeUndefined();
    expect(list(string(), { responsive: true }).responsive).toBe(true);
  });
});

describe('slider', () => {
  it.each<[string, unknown, SliderValue]>([
    ['a size', { unit: 'px', size: 4, sizes: [] }, 4],
    ['a size of 0', { unit: 'px', size: 0, sizes: [] }, 0],
    ['a numeric-string size', { unit: 'px', size: '40', sizes: [] }, 40],
    ['a size without sizes', { unit: 'px', size: 12 }, 12],
    ['a fractional size', { unit: 's', size: 1.2, sizes: [] }, 1.2],
    ['a bare number', 7, 7],
    ['a bare numeric string', '7', 7],
    [
      'a range in sizes, size empty',
      { unit: '%', size: '', sizes: { start: 29, end: 100 } },
      { start: 29, end: 100 },
    ],
    [
      'a range in sizes wins over size',
      { unit: '%', size: 50, sizes: { start: 0, end: 100 } },
      { start: 0, end: 100 },
    ],
    [
      'a range with numeric strings',
      { unit: '%', size: '', sizes: { start: '20', end: '57' } },
      { start: 20, end: 57 },
    ],
    ['an incomplete range falls back to size', { unit: '%', size: 5, sizes: { start: 10 } }, 5],
    [
      'a range with an empty end falls back to size',
      { unit: '%', size: 5, sizes: { start: 10, end: '' } },
      5,
    ],
    ['an empty sizes array falls back to size', { unit: 'px', size: 3, sizes: [] }, 3],
  ])('%s', (_name, input, expected) => {
    expectOk(slider(), input, expected);
  });

  it.each([
    [
      { unit: 'px', size: 'abc', sizes: [] },
      'expected a slider value, got {"unit":"px","size":"abc","sizes":[]}',
    ],
    [
      { unit: '%', size: '', sizes: { start: 'a', end: 'b' } },
      'expected a slider range, got {"unit":"%","size":"","sizes":{"start":"a","end":"b"}}',
    ],
    ['abc', 'expected a slider value, got "abc"'],
    [null, 'expected a slider value, got null'],
    [true, 'expected a slider value, got true'],
  ])('rejects %j', (input, error) => {
    expectError(slider(), input, error);
  });

  // Recorded pages print never-set responsive sliders like this; they mean "not set".
  it.each([
    [{ unit: 'px', size: '', sizes: [] }],
    [{ unit: 'px', size: null, sizes: [] }],
    [{ unit: 'px' }],
    [{ unit: 'px', size: '', sizes: {} }],
  ])('reads the empty slider %j as absent', (input) => {
    expect(slider().parse(input)).toEqual({ ok: true, value: undefined });
  });
});

describe('raw', () => {
  it.each([[undefined], [null], [''], [0], ['x'], [[1, 2]], [{ a: { b: 1 } }]])(
    'passes %j through unchanged',
    (input) => {
      const result = raw().parse(input);
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.value).toBe(input);
    },
  );
});

describe('types', () => {
  it('gives each check the type it produces', () => {
    expectTypeOf(number().parse).returns.toEqualTypeOf<CheckResult<number>>();
    expectTypeOf(yes().parse).returns.toEqualTypeOf<CheckResult<boolean>>();
    expectTypeOf(list(number()).parse).returns.toEqualTypeOf<CheckResult<number[]>>();
    expectTypeOf(slider().parse).returns.toEqualTypeOf<CheckResult<SliderValue | undefined>>();
    expect(number().parse(1)).toEqual({ ok: true, value: 1 });
  });
});

describe('on (switch)', () => {
  it('is on for "yes" and off for an empty string', () => {
    expectOk(on(), 'yes', true);
    expectOk(on(), '', false);
  });

  it('takes the value a select prints when it acts as a switch', () => {
    expectOk(on('section-stretched'), 'section-stretched', true);
    expectOk(on('section-stretched'), 'yes', false);
  });

  // The builder's own scripts test `=== 'yes'`: anything else is off, never a reason to skip.
  it.each([['no'], ['Yes'], [true], [1], [null], [['yes']], [{ yes: 'yes' }], ['__proto__']])(
    'reads the hostile %j as off',
    (input) => {
      expectOk(on(), input, false);
    },
  );
});

describe('measure (slider with unit)', () => {
  it.each<[string, unknown, Measure]>([
    ['a size with its unit', { unit: 'ms', size: 400, sizes: [] }, { size: 400, unit: 'ms' }],
    ['a numeric-string size', { unit: 's', size: '1.5', sizes: [] }, { size: 1.5, unit: 's' }],
    ['a size of 0', { unit: 'px', size: 0 }, { size: 0, unit: 'px' }],
    ['a bare number takes the default unit', 300, { size: 300, unit: 'ms' }],
    ['a slider without a unit takes the default unit', { size: 2 }, { size: 2, unit: 'ms' }],
    ['an empty unit takes the default unit', { unit: '', size: 2 }, { size: 2, unit: 'ms' }],
  ])('%s', (_name, input, expected) => {
    expectOk(measure({ unit: 'ms' }), input, expected);
  });

  it.each([[{ unit: 'px', size: '', sizes: [] }], [{ unit: 'px', size: null }], [{ unit: 'px' }]])(
    'reads the never-set slider %j as absent',
    (input) => {
      expect(measure().parse(input)).toEqual({ ok: true, value: undefined });
    },
  );

  it.each([
    [{ unit: 'px', size: 'abc' }, 'expected a slider, got {"unit":"px","size":"abc"}'],
    [{ other: 1 }, 'expected a slider, got {"other":1}'],
    ['12px', 'expected a slider, got "12px"'],
    [true, 'expected a slider, got true'],
    ['', 'expected a slider, got ""'],
  ])('rejects %j', (input, error) => {
    expectError(measure(), input, error);
  });

  it('rejects a unit outside the listed ones', () => {
    const check = measure({ unit: 'ms', units: ['ms', 's'] });
    expectOk(check, { unit: 's', size: 2 }, { size: 2, unit: 's' });
    expectOk(check, 250, { size: 250, unit: 'ms' });
    expectError(
      check,
      { unit: 'px', size: 2 },
      'expected a slider in ms, s, got {"unit":"px","size":2}',
    );
  });
});

describe('lenient', () => {
  it('passes a valid value through', () => {
    expectOk(lenient(number({ min: 1 })), '3', 3);
    expectOk(lenient(string({ oneOf: ['grid', 'masonry'] })), 'grid', 'grid');
  });

  it.each([['0'], ['abc'], [null], [{ size: 4 }], [['1']]])(
    'reads the malformed %j as absent instead of failing',
    (input) => {
      expect(lenient(number({ min: 1 })).parse(input)).toEqual({ ok: true, value: undefined });
    },
  );

  it('keeps the check’s own options', () => {
    expect(lenient(number({ required: true, responsive: true }))).toMatchObject({
      required: true,
      responsive: true,
    });
  });
});

describe('fallback', () => {
  it('passes a valid value through without a warning', () => {
    expectOk(fallback(number({ min: 0 }), 'no delay', 0), '300', 300);
  });

  it('reads a malformed value as the fallback, with the error and what happens instead', () => {
    expect(fallback(number({ min: 0 }), 'no delay', 0).parse('soon')).toEqual({
      ok: true,
      value: 0,
      warning: 'expected a number ≥ 0, got "soon": no delay',
    });
  });

  it('reads "" (not set) as the fallback without a warning', () => {
    expectOk(fallback(number({ min: 0 }), 'no delay', 0), '', 0);
  });

  it('reads it as absent without a fallback value, and keeps the check’s options', () => {
    const check = fallback(string({ oneOf: ['in', 'out'] as const, responsive: true }), 'zooms in');
    expect(check.parse('sideways')).toEqual({
      ok: true,
      value: undefined,
      warning: 'expected one of in, out, got "sideways": zooms in',
    });
    expect(check.responsive).toBe(true);
    expectTypeOf(check).toEqualTypeOf<Check<'in' | 'out' | undefined>>();
  });
});

describe('warn', () => {
  it('is a usable value with a warning, for a behaviour’s own checks', () => {
    expect(warn('none', 'unknown')).toEqual({ ok: true, value: 'none', warning: 'unknown' });
  });
});

describe('responsive', () => {
  it('marks the check responsive and keeps how it parses', () => {
    const check = responsive(number({ min: 0 }));
    expect(check.responsive).toBe(true);
    expectOk(check, '4', 4);
    expectError(check, -1, 'expected a number ≥ 0, got -1');
  });

  it('types the device variants of a responsive check only', () => {
    const shape = { columns: responsive(number()), layout: string() };
    expect(shape.columns.responsive).toBe(true);
    expectTypeOf<SettingsOf<typeof shape>>().toEqualTypeOf<
      { columns?: number; layout?: string } & {
        columns_mobile?: number;
        columns_mobile_extra?: number;
        columns_tablet?: number;
        columns_tablet_extra?: number;
        columns_laptop?: number;
        columns_widescreen?: number;
      }
    >();
  });
});

describe('devices', () => {
  it('reads a list of device names, a device the site may not use included', () => {
    expectOk(devices(), ['desktop', 'tablet', 'widescreen'], ['desktop', 'tablet', 'widescreen']);
    expectOk(devices(), [], []);
  });

  it('reads "" (not set) as absent: every device', () => {
    expectOk(devices(), '', undefined);
  });

  it('leaves out a name that is no device, with a warning naming each', () => {
    expect(devices().parse(['mobile', 'tv', 3, 'desktop'])).toEqual(
      warn(['mobile', 'desktop'], 'no device "tv", 3: ignored'),
    );
  });

  it.each([['mobile'], [{ 0: 'mobile' }], [true]])(
    'reads %j, not a list, as every device with a warning',
    (input) => {
      expect(devices().parse(input)).toEqual(
        warn(undefined, `expected a list, got ${JSON.stringify(input)}: every device`),
      );
    },
  );

  it('carries its options', () => {
    expect(devices({ required: true }).required).toBe(true);
  });
});

describe('matching (keys by pattern)', () => {
  const transforms = matching(/^_transform_([A-Za-z]+)_effect$/, number());

  it('is a check over every setting', () => {
    expect(transforms.all).toBe(true);
  });

  it('lists the matching settings in the page’s order, named by the first group', () => {
    expectOk(
      transforms,
      {
        _transform_rotateZ_effect: 10,
        sticky: 'top',
        _transform_perspective_effect: '100',
        _transform_rotateZ_effect_hover: 3,
        _transform_flipX_effect: 1,
      },
      [
        ['rotateZ', 10],
        ['perspective', 100],
        ['flipX', 1],
      ],
    );
  });

  it('names an entry by its whole key when the pattern has no group', () => {
    expectOk(matching(/^_transform_/, number()), { _transform_x: 1 }, [['_transform_x', 1]]);
  });

  it('is absent when nothing matches, and skips null and what the check reads as absent', () => {
    expectOk(transforms, { sticky: 'top' }, undefined);
    expectOk(matching(/^a_(\w)$/, lenient(number())), { a_x: null, a_y: 'wide', a_z: 2 }, [
      ['z', 2],
    ]);
  });

  it('fails on an entry the check refuses, naming its key', () => {
    expectError(
      transforms,
      { _transform_scale_effect: 'big' },
      '_transform_scale_effect: expected a number, got "big"',
    );
  });

  it('keeps the usable entries and passes on each warning with its key', () => {
    expect(
      matching(/^d_(\w+)$/, fallback(number(), 'none', 0)).parse({ d_a: 'x', d_b: 2, d_c: 'y' }),
    ).toEqual(
      warn(
        [
          ['a', 0],
          ['b', 2],
          ['c', 0],
        ],
        'd_a: expected a number, got "x": none; d_c: expected a number, got "y": none',
      ),
    );
  });

  it('types its value', () => {
    expectTypeOf(transforms.parse).returns.toEqualTypeOf<
      CheckResult<[string, number][] | undefined>
    >();
    expectTypeOf<SettingsOf<{ t: typeof transforms }>['t']>().toEqualTypeOf<
      [string, number][] | undefined
    >();
  });
});
