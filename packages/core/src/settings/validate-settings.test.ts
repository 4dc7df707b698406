import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  fallback,
  lenient,
  list,
  matching,
  measure,
  on,
  responsive,
  number,
  raw,
  slider,
  string,
  yes,
  type Measure,
  type SettingsShape,
  type SliderValue,
} from './schema.ts';
import { validateSettings } from './validate-settings.ts';

/** The settings of a sticky container, as the reference prints them. */
const STICKY_RAW = {
  background_background: 'classic',
  sticky: 'top',
  sticky_on: ['desktop', 'tablet', 'mobile'],
  sticky_offset: 0,
  sticky_effects_offset: 0,
  sticky_anchor_link_offset: 0,
};

const STICKY_SHAPE = {
  sticky: string({ oneOf: ['top', 'bottom'] as const }),
  sticky_on: list(string({ oneOf: ['desktop', 'tablet', 'mobile'] })),
  sticky_offset: number({ responsive: true }),
  sticky_effects_offset: number({ responsive: true }),
  sticky_parent: yes(),
};

describe('validateSettings: valid settings', () => {
  it('parses the reference sticky container', () => {
    expect(validateSettings(STICKY_RAW, STICKY_SHAPE)).toEqual({
      ok: true,
      warnings: [],
      value: {
        sticky: 'top',
        sticky_on: ['desktop', 'tablet', 'mobile'],
        sticky_offset: 0,
        sticky_effects_offset: 0,
      },
    });
  });

  it('drops keys the shape does not declare', () => {
    const result = validateSettings(STICKY_RAW, STICKY_SHAPE);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).not.toHaveProperty('background_background');
    expect(result.value).not.toHaveProperty('sticky_anchor_link_offset');
  });

  it('returns an empty object for empty settings and an all-optional shape', () => {
    expect(validateSettings({}, STICKY_SHAPE)).toEqual({ ok: true, warnings: [], value: {} });
  });

  it('returns an empty object for an empty shape, whatever the settings', () => {
    expect(validateSettings(STICKY_RAW, {})).toEqual({ ok: true, warnings: [], value: {} });
  });

  it('turns numeric strings into numbers', () => {
    expect(
      validateSettings(
        { sticky_offset: '140', sticky_offset_mobile: '0', page_load_delay: '2.5' },
        { sticky_offset: number({ responsive: true }), page_load_delay: number() },
      ),
    ).toEqual({
      ok: true,
      warnings: [],
      value: { sticky_offset: 140, sticky_offset_mobile: 0, page_load_delay: 2.5 },
    });
  });

  it('reduces sliders to size, or to {start, end} when sizes is a range', () => {
    expect(
      validateSettings(
        {
          motion_fx_translateY_speed: { unit: 'px', size: 4, sizes: [] },
          motion_fx_opacity_range: { unit: '%', size: '', sizes: { start: 29, end: 100 } },
          entrance_animation_duration: { unit: 'px', size: '1.2', sizes: [] },
        },
        {
          motion_fx_translateY_speed: slider(),
          motion_fx_opacity_range: slider(),
          entrance_animation_duration: slider(),
        },
      ),
    ).toEqual({
      ok: true,
      warnings: [],
      value: {
        motion_fx_translateY_speed: 4,
        motion_fx_opacity_range: { start: 29, end: 100 },
        entrance_animation_duration: 1.2,
      },
    });
  });

  it('turns a "yes" switcher into true and leaves an absent one out', () => {
    const shape = { sticky_parent: yes(), prevent_scroll: yes() };
    expect(validateSettings({ sticky_parent: 'yes' }, shape)).toEqual({
      ok: true,
      warnings: [],
      value: { sticky_parent: true },
    });
  });

  it('keeps 0 and false results', () => {
    expect(
      validateSettings(
        { offset: 0, toggle: '', flag: false },
        { offset: number(), toggle: yes(), flag: raw() },
      ),
    ).toEqual({ ok: true, warnings: [], value: { offset: 0, toggle: false, flag: false } });
  });

  it('treats null as absent', () => {
    expect(
      validateSettings(
        { sticky: null, sticky_offset: null, sticky_offset_tablet: null },
        { sticky: string(), sticky_offset: number({ responsive: true }) },
      ),
    ).toEqual({ ok: true, warnings: [], value: {} });
  });

  it('never reads inherited properties', () => {
    expect(
      validateSettings({}, { constructor: raw(), toString: raw(), hasOwnProperty: raw() }),
    ).toEqual({ ok: true, warnings: [], value: {} });
    expect(validateSettings({}, { constructor: raw({ required: true }) })).toEqual({
      ok: false,
      errors: ['constructor: required'],
    });
  });

  it('does not modify the raw settings', () => {
    const rawSettings = structuredClone(STICKY_RAW);
    validateSettings(rawSettings, STICKY_SHAPE);
    expect(rawSettings).toEqual(STICKY_RAW);
  });

  it('infers the value types from the shape', () => {
    const result = validateSettings(STICKY_RAW, STICKY_SHAPE);
    if (result.ok) {
      expectTypeOf(result.value.sticky).toEqualTypeOf<'top' | 'bottom' | undefined>();
      expectTypeOf(result.value.sticky_offset).toEqualTypeOf<number | undefined>();
      expectTypeOf(result.value.sticky_on).toEqualTypeOf<string[] | undefined>();
      expectTypeOf(result.value.sticky_parent).toEqualTypeOf<boolean | undefined>();
    }
    const sliders = validateSettings({}, { gap: slider() });
    if (sliders.ok) expectTypeOf(sliders.value.gap).toEqualTypeOf<SliderValue | undefined>();
    expect(result.ok && sliders.ok).toBe(true);
  });
});

describe('validateSettings: responsive variants', () => {
  const shape = { sticky_offset: number({ responsive: true }) };

  it('validates and returns every device variant', () => {
    const rawSettings = {
      sticky_offset: 10,
      sticky_offset_widescreen: '60',
      sticky_offset_laptop: 50,
      sticky_offset_tablet_extra: 40,
      sticky_offset_tablet: '30',
      sticky_offset_mobile_extra: 20,
      sticky_offset_mobile: 0,
    };
    expect(validateSettings(rawSettings, shape)).toEqual({
      ok: true,
      warnings: [],
      value: {
        sticky_offset: 10,
        sticky_offset_widescreen: 60,
        sticky_offset_laptop: 50,
        sticky_offset_tablet_extra: 40,
        sticky_offset_tablet: 30,
        sticky_offset_mobile_extra: 20,
        sticky_offset_mobile: 0,
      },
    });
  });

  it('returns only the variants that are present', () => {
    expect(validateSettings({ sticky_offset: 20, sticky_offset_tablet: 0 }, shape)).toEqual({
      ok: true,
      warnings: [],
      value: { sticky_offset: 20, sticky_offset_tablet: 0 },
    });
  });

  it('reports a bad variant under the variant’s own name', () => {
    expect(validateSettings({ sticky_offset: 10, sticky_offset_mobile: 'abc' }, shape)).toEqual({
      ok: false,
      errors: ['sticky_offset_mobile: expected a number, got "abc"'],
    });
  });

  it.each(['widescreen', 'laptop', 'tablet_extra', 'tablet', 'mobile_extra', 'mobile'])(
    'validates the _%s variant',
    (device) => {
      const result = validateSettings({ [`sticky_offset_${device}`]: 'x' }, shape);
      expect(result).toEqual({
        ok: false,
        errors: [`sticky_offset_${device}: expected a number, got "x"`],
      });
    },
  );

  it('never reads a _desktop variant', () => {
    expect(validateSettings({ sticky_offset_desktop: 'x' }, shape)).toEqual({
      ok: true,
      warnings: [],
      value: {},
    });
  });

  it('does not read variants of a key that is not responsive', () => {
    expect(
      validateSettings({ delay: 1, delay_tablet: 'bad', delay_mobile: 2 }, { delay: number() }),
    ).toEqual({ ok: true, warnings: [], value: { delay: 1 } });
  });

  it('requires only the desktop key of a required responsive setting', () => {
    const required = { sticky_offset: number({ responsive: true, required: true }) };
    expect(validateSettings({ sticky_offset: 1 }, required)).toEqual({
      ok: true,
      warnings: [],
      value: { sticky_offset: 1 },
    });
    expect(validateSettings({ sticky_offset_mobile: 1 }, required)).toEqual({
      ok: false,
      errors: ['sticky_offset: required'],
    });
  });

  it('validates responsive sliders', () => {
    expect(
      validateSettings(
        {
          gap: { unit: 'px', size: 10, sizes: [] },
          gap_tablet: { unit: 'px', size: '20', sizes: [] },
          gap_mobile: { unit: 'px', size: 'wide', sizes: [] },
        },
        { gap: slider({ responsive: true }) },
      ),
    ).toEqual({
      ok: false,
      errors: ['gap_mobile: expected a slider value, got {"unit":"px","size":"wide","sizes":[]}'],
    });
  });
});

describe('validateSettings: errors', () => {
  it.each<{
    name: string;
    rawSettings: Record<string, unknown>;
    shape: SettingsShape;
    errors: string[];
  }>([
    {
      name: 'a missing required key',
      rawSettings: {},
      shape: { id: string({ required: true }) },
      errors: ['id: required'],
    },
    {
      name: 'a null required key',
      rawSettings: { id: null },
      shape: { id: string({ required: true }) },
      errors: ['id: required'],
    },
    {
      name: 'a non-numeric string',
      rawSettings: { delay: 'soon' },
      shape: { delay: number() },
      errors: ['delay: expected a number, got "soon"'],
    },
    {
      name: 'a value outside oneOf',
      rawSettings: { sticky: 'middle' },
      shape: { sticky: string({ oneOf: ['top', 'bottom'] }) },
      errors: ['sticky: expected one of top, bottom, got "middle"'],
    },
    {
      name: 'a switcher that is not "yes"',
      rawSettings: { sticky_parent: 'no' },
      shape: { sticky_parent: yes() },
      errors: ['sticky_parent: expected "yes", got "no"'],
    },
    {
      name: 'a list with a bad item',
      rawSettings: { sticky_on: ['desktop', 'watch'] },
      shape: { sticky_on: list(string({ oneOf: ['desktop', 'tablet', 'mobile'] })) },
      errors: ['sticky_on: item 1: expected one of desktop, tablet, mobile, got "watch"'],
    },
    {
      name: 'a list that is not a list',
      rawSettings: { sticky_on: 'desktop' },
      shape: { sticky_on: list(string()) },
      errors: ['sticky_on: expected a list, got "desktop"'],
    },
    {
      name: 'a required slider that is empty',
      rawSettings: { speed: { unit: 'px', size: '', sizes: [] } },
      shape: { speed: slider({ required: true }) },
      errors: ['speed: required'],
    },
    {
      name: 'a wrong type for a string',
      rawSettings: { open_selector: 12 },
      shape: { open_selector: string() },
      errors: ['open_selector: expected a string, got 12'],
    },
  ])('$name', ({ rawSettings, shape, errors }) => {
    expect(validateSettings(rawSettings, shape)).toEqual({ ok: false, errors });
  });

  it('collects every error, in shape order, and returns no partial value', () => {
    const result = validateSettings(
      { a: 'x', b: 1, c_tablet: 'y', e: 'no' },
      {
        a: number(),
        b: string(),
        c: number({ responsive: true }),
        d: raw({ required: true }),
        e: yes(),
      },
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        'a: expected a number, got "x"',
        'b: expected a string, got 1',
        'c_tablet: expected a number, got "y"',
        'd: required',
        'e: expected "yes", got "no"',
      ],
    });
    expect(result).not.toHaveProperty('value');
  });

  it('starts every error with the key it is about', () => {
    const result = validateSettings(
      { sticky: 1, sticky_on: [1], sticky_offset_laptop: '?', sticky_parent: 'y' },
      STICKY_SHAPE,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.slice(0, error.indexOf(':')))).toEqual([
      'sticky',
      'sticky_on',
      'sticky_offset_laptop',
      'sticky_parent',
    ]);
  });

  it('does not fail on a bad value under an undeclared key', () => {
    expect(validateSettings({ sticky: 'top', unrelated: { bad: true } }, STICKY_SHAPE)).toEqual({
      ok: true,
      warnings: [],
      value: { sticky: 'top' },
    });
  });
});

describe('validateSettings: empty responsive sliders from real pages', () => {
  it('leaves them out instead of failing the behaviour', () => {
    const rawSettings = {
      gap: { unit: 'px', size: 10, sizes: [] },
      gap_tablet: { unit: 'px', size: '', sizes: [] },
      gap_widescreen: { unit: 'px', size: '', sizes: [] },
    };
    expect(validateSettings(rawSettings, { gap: slider({ responsive: true }) })).toEqual({
      ok: true,
      warnings: [],
      value: { gap: 10 },
    });
  });
});

describe('validateSettings: switches, measures, responsive and lenient checks', () => {
  it('reads a hostile switch as off and a hostile lenient value as absent, and still runs', () => {
    const shape = { lazyload: on(), columns: lenient(number({ min: 1 })) };
    expect(validateSettings({ lazyload: { yes: 1 }, columns: '<b>' }, shape)).toEqual({
      ok: true,
      warnings: [],
      value: { lazyload: false },
    });
  });

  it('validates and types the device variants of a responsive measure', () => {
    const shape = { gap: responsive(measure({ unit: 'px' })) };
    const result = validateSettings(
      { gap: { unit: 'px', size: 10 }, gap_mobile: { unit: '%', size: '2' }, gap_tablet: '' },
      shape,
    );
    expect(result).toEqual({
      ok: false,
      errors: ['gap_tablet: expected a slider, got ""'],
    });
    const valid = validateSettings(
      { gap: { unit: 'px', size: 10 }, gap_mobile: { unit: '%', size: '2' } },
      shape,
    );
    expect(valid).toEqual({
      ok: true,
      warnings: [],
      value: { gap: { size: 10, unit: 'px' }, gap_mobile: { size: 2, unit: '%' } },
    });
    if (valid.ok) expectTypeOf(valid.value.gap_mobile).toEqualTypeOf<Measure | undefined>();
  });
});

describe('validateSettings: "fine, but warn"', () => {
  const shape = {
    delay: fallback(number({ min: 0, responsive: true }), 'no delay', 0),
    zoom: fallback(string({ oneOf: ['in', 'out'] }), 'zooms in'),
  };

  it('keeps the usable value and collects each warning with its key, device variants included', () => {
    expect(validateSettings({ delay: 'x', delay_mobile: -2, zoom: 'out' }, shape)).toEqual({
      ok: true,
      value: { delay: 0, delay_mobile: 0, zoom: 'out' },
      warnings: [
        'delay: expected a number ≥ 0, got "x": no delay',
        'delay_mobile: expected a number ≥ 0, got -2: no delay',
      ],
    });
  });

  it('leaves a value read as absent out, with its warning', () => {
    expect(validateSettings({ zoom: 'up' }, shape)).toEqual({
      ok: true,
      value: {},
      warnings: ['zoom: expected one of in, out, got "up": zooms in'],
    });
  });

  it('drops the warnings when another key fails: the behaviour is skipped', () => {
    expect(validateSettings({ zoom: 'up', n: 'x' }, { ...shape, n: number() })).toEqual({
      ok: false,
      errors: ['n: expected a number, got "x"'],
    });
  });
});

describe('validateSettings: keys matched by pattern', () => {
  const shape = {
    sticky: string(),
    transforms: matching(/^_transform_(\w+)_effect$/, number()),
  };

  it('reads the matching keys in the page’s order under the shape’s key, though it is no setting', () => {
    expect(
      validateSettings(
        { _transform_skewX_effect: 2, sticky: 'top', _transform_rotateZ_effect: '10' },
        shape,
      ),
    ).toEqual({
      ok: true,
      warnings: [],
      value: {
        sticky: 'top',
        transforms: [
          ['skewX', 2],
          ['rotateZ', 10],
        ],
      },
    });
  });

  it('is absent without a matching key, and required then', () => {
    expect(validateSettings({ sticky: 'top' }, shape)).toEqual({
      ok: true,
      warnings: [],
      value: { sticky: 'top' },
    });
    expect(
      validateSettings({}, { transforms: matching(/^_transform_/, raw(), { required: true }) }),
    ).toEqual({ ok: false, errors: ['transforms: required'] });
  });

  it('names the shape’s key and the setting that failed', () => {
    expect(validateSettings({ _transform_scale_effect: 'big' }, shape)).toEqual({
      ok: false,
      errors: ['transforms: _transform_scale_effect: expected a number, got "big"'],
    });
  });
});
