/**
 * Reading the builder's interaction items (atomic elements' animations) into plain, checked data.
 * The server prints each item in its typed-prop shape, `{ $$type: 'interaction-item', value: {
 * interaction_id, trigger, animation: { effect, type, direction, timing_config: { duration, delay },
 * config: { easing, replay, repeat, times } }, breakpoints: { excluded } } }` (builder 4.x,
 * `modules/interactions/props/*.php`), every leaf wrapped as `{ $$type, value }`; like the builder's
 * own script, bare values are read too, and so is the older animation-name string
 * (`scrollIn-fade-in-left-600-0`). Pure: no DOM.
 */

export type Trigger = 'load' | 'scrollIn' | 'scrollOut';
export type Effect = 'fade' | 'slide' | 'scale';
export type Side = 'left' | 'right' | 'top' | 'bottom';
export type EasingName =
  'easeIn' | 'easeOut' | 'easeInOut' | 'backIn' | 'backOut' | 'backInOut' | 'linear';

export interface Interaction {
  /** `interaction_id`, or `''` when the item has none. */
  id: string;
  trigger: Trigger;
  effect: Effect;
  type: 'in' | 'out';
  /** The direction's parts, `top-left` as `['top', 'left']`; empty for none. */
  sides: readonly Side[];
  /** In ms. */
  duration: number;
  /** In ms. */
  delay: number;
  easing: EasingName;
  /** Plays each time the trigger comes again, not only the first time. */
  replay: boolean;
  /** How many times one play runs: 1, a count, or `Infinity` (`repeat: loop`). */
  iterations: number;
  /** Breakpoint names (`mobile`, `tablet` …) on which the interaction does not run. */
  excluded: readonly string[];
}

export type ReadResult =
  | { ok: true; interaction: Interaction }
  /** Data the builder would not have saved: skipped with a warning. */
  | { ok: false; id: string; problem: string }
  /** Valid data that the builder's own front-end script does not run either: skipped quietly. */
  | { ok: false; id: string; unsupported: string };

/** The builder's fixed presets (`modules/interactions/presets.php`), which a site cannot change. */
export const PRESETS = {
  duration: 600,
  delay: 0,
  slideDistance: 100,
  scaleStart: 0,
  easing: 'easeIn',
} as const;

const TRIGGERS: readonly string[] = ['load', 'scrollIn', 'scrollOut'];
/** Valid triggers (Pro's) that the builder's front-end script skips. */
const OTHER_TRIGGERS: readonly string[] = ['scrollOn', 'hover', 'click'];
const EFFECTS: readonly string[] = ['fade', 'slide', 'scale'];
const SIDES: readonly string[] = ['left', 'right', 'top', 'bottom'];
const EASINGS: readonly string[] = [
  'easeIn',
  'easeOut',
  'easeInOut',
  'backIn',
  'backOut',
  'backInOut',
  'linear',
];

type Raw = Record<string, unknown>;

class Bad extends Error {}

const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A typed prop's value (`{ $$type, value }`), or the value itself when it is bare. */
export function unwrap(value: unknown): unknown {
  return isObject(value) && '$$type' in value ? value.value : value;
}

const show = (value: unknown) => JSON.stringify(value) ?? String(value);

/** A string prop from `allowed` (absent or `''` gives `fallback`); anything else is bad. */
function pick<T extends string>(
  raw: unknown,
  name: string,
  allowed: readonly string[],
  fallback: T,
) {
  const value = unwrap(raw);
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string' && allowed.includes(value)) return value as T;
  throw new Bad(`${name} ${show(value)} is not one of ${allowed.join(', ')}`);
}

function numberFrom(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return undefined;
}

/** A time in ms: a number (ms) or a size `{ size, unit: 'ms' | 's' }`; absent gives `fallback`. */
export function toMs(raw: unknown, name: string, fallback: number): number {
  const value = unwrap(raw);
  if (value === undefined || value === null) return fallback;
  const size = isObject(value) ? unwrap(value.size) : value;
  const unit = (isObject(value) && unwrap(value.unit)) || 'ms';
  const number = numberFrom(size);
  if (number === undefined && isObject(value) && (size === undefined || size === ''))
    return fallback;
  if (
    number === undefined ||
    !Number.isFinite(number) ||
    number < 0 ||
    (unit !== 'ms' && unit !== 's')
  )
    throw new Bad(`${name} ${show(value)} is not a time ≥ 0 in ms or s`);
  return unit === 's' ? number * 1000 : number;
}

/** `left`, `top-left` …: each part a side; `''` is none. */
function sidesOf(raw: unknown): Side[] {
  const value = unwrap(raw);
  // The builder's script treats a direction that is not a string as none.
  if (typeof value !== 'string' || value === '') return [];
  const parts = value.split('-');
  if (parts.length > 2 || !parts.every((part) => SIDES.includes(part)))
    throw new Bad(`direction ${show(value)} is not a side or two (top-left …)`);
  return parts as Side[];
}

function excludedOf(raw: unknown): string[] {
  const breakpoints = unwrap(raw);
  if (breakpoints === undefined || breakpoints === null) return [];
  const excluded = isObject(breakpoints) ? unwrap(breakpoints.excluded) : undefined;
  if (excluded === undefined || excluded === null) return [];
  const names = Array.isArray(excluded) ? excluded.map(unwrap) : [excluded];
  if (!names.every((name) => typeof name === 'string'))
    throw new Bad(`excluded breakpoints ${show(excluded)} are not a list of names`);
  return names as string[];
}

/** `repeat` (`''`, `loop`, `times`) and `times` as a number of iterations. */
function iterationsOf(config: Raw): number {
  const repeat: string = pick(config.repeat, 'repeat', ['loop', 'times'], '');
  if (repeat === 'loop') return Infinity;
  if (repeat !== 'times') return 1;
  const times = numberFrom(unwrap(config.times));
  if (times === undefined || !Number.isInteger(times) || times < 1)
    throw new Bad(`times ${show(unwrap(config.times))} is not a whole number ≥ 1`);
  return times;
}

function replayOf(raw: unknown): boolean {
  const value = unwrap(raw);
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  throw new Bad(`replay ${show(value)} is not true or false`);
}

/** The older form, `{trigger}-{effect}-{type}-{direction}-{duration}-{delay}`. */
function fromName(name: string, id: string): ReadResult {
  const [trigger, effect, type, ...rest] = name.split('-');
  const sides: string[] = [];
  while (sides.length < 2 && rest.length && SIDES.includes(rest[0]!)) sides.push(rest.shift()!);
  if (rest[0] === '') rest.shift();
  const [duration, delay] = rest;
  return fromParts(id, trigger, {
    effect,
    type,
    direction: sides.join('-'),
    timing_config: { duration: duration || undefined, delay: delay || undefined },
  });
}

function fromParts(
  id: string,
  rawTrigger: unknown,
  animation: Raw,
  breakpoints?: unknown,
): ReadResult {
  const trigger = unwrap(rawTrigger) || 'load';
  if (typeof trigger === 'string' && OTHER_TRIGGERS.includes(trigger))
    return { ok: false, id, unsupported: `trigger ${trigger}` };
  const effect = unwrap(animation.effect) || 'fade';
  if (effect === 'custom') return { ok: false, id, unsupported: 'custom effect' };
  try {
    const timing = unwrap(animation.timing_config) ?? {};
    const config = unwrap(animation.config) ?? {};
    if (!isObject(timing)) throw new Bad(`timing_config ${show(timing)} is not an object`);
    if (!isObject(config)) throw new Bad(`config ${show(config)} is not an object`);
    const interaction: Interaction = {
      id,
      trigger: pick(trigger, 'trigger', TRIGGERS, 'load'),
      effect: pick(effect, 'effect', EFFECTS, 'fade'),
      type: pick(animation.type, 'type', ['in', 'out'], 'in'),
      sides: sidesOf(animation.direction),
      duration: toMs(timing.duration, 'duration', PRESETS.duration),
      delay: toMs(timing.delay, 'delay', PRESETS.delay),
      easing: pick(config.easing, 'easing', EASINGS, PRESETS.easing),
      replay: replayOf(config.replay),
      iterations: iterationsOf(config),
      excluded: excludedOf(breakpoints),
    };
    return { ok: true, interaction };
  } catch (error) {
    if (error instanceof Bad) return { ok: false, id, problem: error.message };
    throw error;
  }
}

/** One interaction item as the server prints it, checked. */
export function readInteraction(item: unknown): ReadResult {
  if (typeof item === 'string') return fromName(item, '');
  const payload = isObject(item) && item.$$type === 'interaction-item' ? item.value : item;
  if (!isObject(payload))
    return { ok: false, id: '', problem: `${show(item)} is not an interaction item` };
  const rawId = unwrap(payload.interaction_id);
  const id = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : '';
  const animation = unwrap(payload.animation);
  if (isObject(animation) && typeof animation.animation_id === 'string')
    return fromName(animation.animation_id, id);
  if (!isObject(animation))
    return { ok: false, id, problem: `animation ${show(animation)} is not an object` };
  return fromParts(id, payload.trigger, animation, payload.breakpoints);
}

/** One entry of the page's interactions data: the element's id and its raw items. */
export interface ElementEntry {
  elementId: string;
  items: readonly unknown[];
}

/**
 * The footer's `#elementor-interactions-data`: a list of `{ elementId, dataId, interactions }`.
 * An entry without an id or a list is left out with a problem; the others are kept.
 */
export function readPageData(data: unknown): { entries: ElementEntry[]; problems: string[] } {
  if (!Array.isArray(data)) return { entries: [], problems: [`${show(data)} is not a list`] };
  const entries: ElementEntry[] = [];
  const problems: string[] = [];
  data.forEach((entry, index) => {
    const rawId = isObject(entry) ? entry.elementId : undefined;
    const items = isObject(entry) ? entry.interactions : undefined;
    if ((typeof rawId !== 'string' && typeof rawId !== 'number') || rawId === '')
      problems.push(`entry ${index} has no elementId`);
    else if (!Array.isArray(items))
      problems.push(`entry ${index} (${rawId}): interactions ${show(items)} is not a list`);
    else entries.push({ elementId: String(rawId), items });
  });
  return { entries, problems };
}
