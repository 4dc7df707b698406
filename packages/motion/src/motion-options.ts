import { sliderSetting } from '@islet/primitives';
import type { MoveDirection, Range } from './motion-formulas.ts';

/**
 * Turns an element's raw settings into the effects of one motion instance (`motion_fx` or
 * `background_motion_fx`). A bad effect is dropped with a problem text; the others still run.
 */

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

export interface MotionReading {
  /** `null` when neither switch of this prefix is on. */
  config: MotionConfig | null;
  problems: string[];
}

export const SCROLL_EFFECTS = ['translateY', 'translateX', 'opacity', 'blur', 'rotateZ', 'scale'];
export const MOUSE_EFFECTS = ['mouseTrack', 'tilt'];
const MOVE_DIRECTIONS: readonly string[] = ['out-in', 'in-out', 'in-out-in', 'out-in-out'];

class Bad extends Error {}

function option(raw: Readonly<Record<string, unknown>>, key: string) {
  const slider = sliderSetting(raw[key]);
  if (slider === null) throw new Bad(`${key} is not a number`);
  return slider;
}

function numberOption(
  raw: Readonly<Record<string, unknown>>,
  key: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = option(raw, key);
  if (value === undefined) return fallback;
  if (typeof value !== 'number') throw new Bad(`${key} must be one number`);
  if (value < min || value > max) throw new Bad(`${key} ${value} is outside ${min}…${max}`);
  return value;
}

function rangeOption(raw: Readonly<Record<string, unknown>>, key: string, fallback: Range): Range {
  const value = option(raw, key);
  if (value === undefined) return fallback;
  if (typeof value === 'number') throw new Bad(`${key} must be a range`);
  const { start, end } = value;
  if (start < 0 || end > 100 || start > end)
    throw new Bad(`${key} ${start}…${end} is not a range within 0…100`);
  return value;
}

function negativeOption(raw: Readonly<Record<string, unknown>>, key: string): boolean {
  const value = raw[key];
  if (value === undefined || value === '' || value === null) return false;
  if (value === 'negative') return true;
  throw new Bad(`${key} ${JSON.stringify(value)} is neither "" nor "negative"`);
}

function moveDirection(raw: Readonly<Record<string, unknown>>, key: string): MoveDirection {
  const value = raw[key];
  if (value === undefined || value === '') return 'out-in';
  if (typeof value === 'string' && MOVE_DIRECTIONS.includes(value)) return value as MoveDirection;
  throw new Bad(`${key} ${JSON.stringify(value)} is not one of ${MOVE_DIRECTIONS.join(', ')}`);
}

const DEFAULT_MOVE_RANGE: Range = { start: 20, end: 80 };
const FULL_RANGE: Range = { start: 0, end: 100 };

function scrollEffect(raw: Readonly<Record<string, unknown>>, key: string, name: string) {
  const at = (field: string) => `${key}_${name}_${field}`;
  switch (name) {
    case 'translateX':
    case 'translateY':
    case 'rotateZ':
      return {
        kind: 'transform',
        name,
        speed: numberOption(raw, at('speed'), name === 'rotateZ' ? 1 : 4, 0, 10),
        negative: negativeOption(raw, at('direction')),
        affectedRange: rangeOption(raw, at('affectedRange'), FULL_RANGE),
      } satisfies TransformEffect;
    case 'opacity':
    case 'blur':
      return {
        kind: name,
        level: numberOption(
          raw,
          at('level'),
          name === 'opacity' ? 10 : 7,
          1,
          name === 'opacity' ? 10 : 15,
        ),
        direction: moveDirection(raw, at('direction')),
        range: rangeOption(raw, at('range'), DEFAULT_MOVE_RANGE),
      } satisfies FadeEffect;
    default:
      return {
        kind: 'scale',
        speed: numberOption(raw, at('speed'), 4, -10, 10),
        direction: moveDirection(raw, at('direction')),
        range: rangeOption(raw, at('range'), DEFAULT_MOVE_RANGE),
      } satisfies ScaleEffect;
  }
}

function mouseEffect(
  raw: Readonly<Record<string, unknown>>,
  key: string,
  name: string,
): MouseEffect {
  return {
    kind: name === 'tilt' ? 'tilt' : 'mouseTrack',
    speed: numberOption(raw, `${key}_${name}_speed`, name === 'tilt' ? 4 : 1, 0, 10),
    negative: negativeOption(raw, `${key}_${name}_direction`),
  };
}

const isOn = (value: unknown) => value === 'yes';

/**
 * Reads one prefix. Keys are matched from the start (`motion_fx_…` never reads
 * `background_motion_fx_…`, anchor-defects.md #24). `knownDevices` are the site's active devices.
 */
export function readMotionConfig(
  raw: Readonly<Record<string, unknown>>,
  prefix: MotionPrefix,
  knownDevices: readonly string[],
): MotionReading {
  const problems: string[] = [];
  const scrolling = isOn(raw[`${prefix}_motion_fx_scrolling`]);
  const mouseOn = isOn(raw[`${prefix}_motion_fx_mouse`]);
  if (!scrolling && !mouseOn) return { config: null, problems };

  const scroll: ScrollEffect[] = [];
  const mouse: MouseEffect[] = [];
  const effectKey = new RegExp(`^${prefix}_([A-Za-z0-9]+)_effect$`);
  for (const [key, value] of Object.entries(raw)) {
    const name = effectKey.exec(key)?.[1];
    if (!name || !value) continue;
    const isScroll = SCROLL_EFFECTS.includes(name);
    const isMouse = MOUSE_EFFECTS.includes(name);
    if (!isScroll && !isMouse) {
      problems.push(`unknown motion effect "${name}" (${key}) skipped`);
      continue;
    }
    if ((isScroll && !scrolling) || (isMouse && !mouseOn)) continue;
    try {
      if (isScroll) scroll.push(scrollEffect(raw, prefix, name));
      else mouse.push(mouseEffect(raw, prefix, name));
    } catch (error) {
      if (!(error instanceof Bad)) throw error;
      problems.push(`motion effect ${name} skipped: ${error.message}`);
    }
  }

  let devices: string[] | null = null;
  const listed = raw[`${prefix}_devices`];
  if (Array.isArray(listed)) {
    devices = [];
    for (const device of listed) {
      if (typeof device === 'string' && knownDevices.includes(device)) devices.push(device);
      else problems.push(`${prefix}_devices: no device "${String(device)}" on this site, ignored`);
    }
  } else if (listed !== undefined && listed !== '') {
    problems.push(`${prefix}_devices is not a list; the effects run on every device`);
  }

  const rangeValue = raw[`${prefix}_range`];
  let range: MotionConfig['range'] = null;
  if (rangeValue === 'viewport' || rangeValue === 'page') range = rangeValue;
  else if (rangeValue !== undefined && rangeValue !== '')
    problems.push(`${prefix}_range ${JSON.stringify(rangeValue)} is unknown; using viewport`);

  return { config: { prefix, scroll, mouse, devices, range }, problems };
}
