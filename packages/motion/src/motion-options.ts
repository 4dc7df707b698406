/**
 * The motion settings of an element, for its two instances (`motion_fx`, the element itself, and
 * `background_motion_fx`, its background layer), declared as a shape, and the effects one
 * instance runs. A bad effect option reads as `null` with a warning, and that effect is skipped;
 * the others still run.
 */
import { schema, type SettingsOf } from '@islet/core';
import { sliderSetting } from '@islet/primitives';
import type { MoveDirection, Range } from './motion-formulas.ts';

/** The element's own motion, or its background layer's. */
export type MotionPrefix = 'motion_fx' | 'background_motion_fx';
export type TransformName = 'translateX' | 'translateY' | 'rotateZ';

export interface TransformEffect {
  kind: 'transform';
  name: TransformName;
  speed: number;
  negative: boolean;
  affectedRange: Range;
}

export interface FadeEffect {
  kind: 'opacity' | 'blur';
  level: number;
  direction: MoveDirection;
  range: Range;
}

export interface ScaleEffect {
  kind: 'scale';
  speed: number;
  direction: MoveDirection;
  range: Range;
}

export type ScrollEffect = TransformEffect | FadeEffect | ScaleEffect;

export interface MouseEffect {
  kind: 'mouseTrack' | 'tilt';
  speed: number;
  negative: boolean;
}

export interface MotionConfig {
  prefix: MotionPrefix;
  scroll: ScrollEffect[];
  mouse: MouseEffect[];
  /** `null`: every device. */
  devices: string[] | null;
  range: 'viewport' | 'page' | null;
}

/** In the order the builder prints them, which is the order their transforms apply in. */
const SCROLL_EFFECTS = ['translateY', 'translateX', 'opacity', 'blur', 'rotateZ', 'scale'] as const;
const MOUSE_EFFECTS = ['mouseTrack', 'tilt'] as const;
type EffectName = (typeof SCROLL_EFFECTS)[number] | (typeof MOUSE_EFFECTS)[number];
const MOVE_DIRECTIONS = ['out-in', 'in-out', 'in-out-in', 'out-in-out'] as const;

/** An effect is on when its key is truthy, as the builder's script tests it. */
const enabled: schema.Check<boolean> = { parse: (value) => ({ ok: true, value: Boolean(value) }) };

/** A slider's one number within `min`…`max`. */
const sliderNumber = (min: number, max: number): schema.Check<number | undefined> => {
  const check = schema.number({ min, max });
  return {
    parse(value) {
      const read = sliderSetting(value);
      return read === undefined ? { ok: true, value: undefined } : check.parse(read ?? value);
    },
  };
};

/** A range slider within 0…100. */
const range: schema.Check<Range | undefined> = {
  parse(value) {
    const read = sliderSetting(value);
    if (read === undefined) return { ok: true, value: undefined };
    return read &&
      typeof read === 'object' &&
      read.start >= 0 &&
      read.end <= 100 &&
      read.start <= read.end
      ? { ok: true, value: read }
      : { ok: false, error: `expected a range within 0…100, got ${JSON.stringify(value)}` };
  },
};

/**
 * One option of `effect`: `""` is not set (the default); anything the check refuses reads as
 * `null` with a warning, and the effect is skipped.
 */
function option<T>(check: schema.Check<T>, effect: EffectName) {
  return schema.fallback<T | null | undefined>(
    { parse: (value) => (value === '' ? { ok: true, value: undefined } : check.parse(value)) },
    `the ${effect} effect is skipped`,
    null,
  );
}

const negative = schema.string({ oneOf: ['negative'] as const });
const moveDirection = schema.string({ oneOf: MOVE_DIRECTIONS });

/** What each effect reads besides its switch, with the defaults of the reference. */
function effectOptions(effect: EffectName): Record<string, schema.Check<unknown>> {
  switch (effect) {
    case 'translateY':
    case 'translateX':
    case 'rotateZ':
      return {
        speed: option(sliderNumber(0, 10), effect),
        direction: option(negative, effect),
        affectedRange: option(range, effect),
      };
    case 'opacity':
    case 'blur':
    case 'scale':
      return {
        [effect === 'scale' ? 'speed' : 'level']: option(
          effect === 'scale' ? sliderNumber(-10, 10) : sliderNumber(1, effect === 'blur' ? 15 : 10),
          effect,
        ),
        direction: option(moveDirection, effect),
        range: option(range, effect),
      };
    default:
      return {
        speed: option(sliderNumber(0, 10), effect),
        direction: option(negative, effect),
      };
  }
}

type Option<T> = schema.Check<T | null | undefined>;
type PrefixShape<P extends MotionPrefix> = Record<
  `${P}_motion_fx_${'scrolling' | 'mouse'}` | `${P}_${EffectName}_effect`,
  schema.Check<boolean>
> &
  Record<`${P}_${EffectName}_${'speed' | 'level'}`, Option<number>> &
  Record<`${P}_${EffectName}_${'range' | 'affectedRange'}`, Option<Range>> &
  Record<`${P}_${EffectName}_direction`, Option<string>> &
  Record<`${P}_devices`, schema.Check<string[] | undefined>> &
  Record<`${P}_range`, schema.Check<'viewport' | 'page' | undefined>>;

function prefixSettings<P extends MotionPrefix>(prefix: P): PrefixShape<P> {
  const shape: schema.SettingsShape = {
    [`${prefix}_motion_fx_scrolling`]: schema.on(),
    [`${prefix}_motion_fx_mouse`]: schema.on(),
    [`${prefix}_devices`]: schema.devices(),
    [`${prefix}_range`]: schema.fallback(
      schema.string({ oneOf: ['viewport', 'page'] as const }),
      'the default range',
    ),
  };
  for (const effect of [...SCROLL_EFFECTS, ...MOUSE_EFFECTS]) {
    shape[`${prefix}_${effect}_effect`] = enabled;
    for (const [field, check] of Object.entries(effectOptions(effect)))
      shape[`${prefix}_${effect}_${field}`] = check;
  }
  return shape as PrefixShape<P>;
}

/**
 * The motion settings of an element: both prefixes, its position (fixed changes the range), and
 * its Advanced-tab transforms (`_transform_{name}_effect`), which the motion transform composes
 * with: matched by pattern, since their order in the settings is the order of their functions.
 */
export const settings = {
  ...prefixSettings('motion_fx'),
  ...prefixSettings('background_motion_fx'),
  _position: schema.responsive(schema.lenient(schema.string())),
  advanced_transforms: schema.matching(/^_transform_([A-Za-z]+)_effect$/, enabled),
};

export type MotionSettings = SettingsOf<typeof settings>;

const DEFAULT_MOVE_RANGE: Range = { start: 20, end: 80 };
const FULL_RANGE: Range = { start: 0, end: 100 };

/** One effect from its checked options; `null` when one of them was bad. */
function readEffect(
  values: MotionSettings,
  prefix: MotionPrefix,
  effect: EffectName,
): ScrollEffect | MouseEffect | null {
  const speed = values[`${prefix}_${effect}_speed`];
  const direction = values[`${prefix}_${effect}_direction`];
  const affectedRange = values[`${prefix}_${effect}_affectedRange`];
  const moveRange = values[`${prefix}_${effect}_range`];
  const level = values[`${prefix}_${effect}_level`];
  if ([speed, direction, affectedRange, moveRange, level].includes(null)) return null;
  // The checks let through only `negative` or one of MOVE_DIRECTIONS.
  const move = (direction ?? 'out-in') as MoveDirection;
  switch (effect) {
    case 'translateY':
    case 'translateX':
    case 'rotateZ':
      return {
        kind: 'transform',
        name: effect,
        speed: speed ?? (effect === 'rotateZ' ? 1 : 4),
        negative: direction === 'negative',
        affectedRange: affectedRange ?? FULL_RANGE,
      };
    case 'opacity':
    case 'blur':
      return {
        kind: effect,
        level: level ?? (effect === 'opacity' ? 10 : 7),
        direction: move,
        range: moveRange ?? DEFAULT_MOVE_RANGE,
      };
    case 'scale':
      return {
        kind: 'scale',
        speed: speed ?? 4,
        direction: move,
        range: moveRange ?? DEFAULT_MOVE_RANGE,
      };
    default:
      return {
        kind: effect,
        speed: speed ?? (effect === 'tilt' ? 4 : 1),
        negative: direction === 'negative',
      };
  }
}

/**
 * The effects of one prefix, or `null` when neither of its switches is on. Keys are matched from
 * the start (`motion_fx_…` never reads `background_motion_fx_…`, anchor-defects.md #24).
 */
export function readMotionConfig(
  values: MotionSettings,
  prefix: MotionPrefix,
): MotionConfig | null {
  const scrolling = values[`${prefix}_motion_fx_scrolling`];
  const mouseOn = values[`${prefix}_motion_fx_mouse`];
  if (!scrolling && !mouseOn) return null;
  const pick = <T>(on: boolean | undefined, names: readonly EffectName[]) =>
    on
      ? names.flatMap((name) => {
          const effect = values[`${prefix}_${name}_effect`] && readEffect(values, prefix, name);
          return effect ? [effect as T] : [];
        })
      : [];
  return {
    prefix,
    scroll: pick<ScrollEffect>(scrolling, SCROLL_EFFECTS),
    mouse: pick<MouseEffect>(mouseOn, MOUSE_EFFECTS),
    devices: values[`${prefix}_devices`] ?? null,
    range: values[`${prefix}_range`] ?? null,
  };
}
