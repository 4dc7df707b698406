import { describe, expect, it } from 'vitest';
import {
  readInteraction,
  readPageData,
  toMs,
  unwrap,
  type Interaction,
} from './interaction-read.ts';

const str = (value: string) => ({ $$type: 'string', value });
const size = (n: unknown, unit = 'ms') => ({ $$type: 'size', value: { size: n, unit } });

interface ItemOptions {
  id?: string;
  trigger?: unknown;
  effect?: unknown;
  type?: unknown;
  direction?: unknown;
  duration?: unknown;
  delay?: unknown;
  config?: Record<string, unknown>;
  excluded?: unknown[];
}

/** An interaction item in the exact shape the builder saves and prints. */
function item(options: ItemOptions = {}) {
  const {
    id = '12-abc-1',
    trigger = 'load',
    effect = 'fade',
    type = 'in',
    direction = '',
  } = options;
  const value: Record<string, unknown> = {
    interaction_id: str(id),
    trigger: str(trigger as string),
    animation: {
      $$type: 'animation-preset-props',
      value: {
        effect: str(effect as string),
        type: str(type as string),
        direction: str(direction as string),
        timing_config: {
          $$type: 'timing-config',
          value: { duration: options.duration ?? size(600), delay: options.delay ?? size(0) },
        },
        ...(options.config && { config: { $$type: 'config-v2', value: options.config } }),
      },
    },
  };
  if (options.excluded)
    value.breakpoints = {
      $$type: 'interaction-breakpoints',
      value: {
        excluded: {
          $$type: 'excluded-breakpoints',
          value: options.excluded.map((name) =>
            typeof name === 'string' ? str(name) : { $$type: 'string', value: name },
          ),
        },
      },
    };
  return { $$type: 'interaction-item', value };
}

const DEFAULTS: Interaction = {
  id: '12-abc-1',
  trigger: 'load',
  effect: 'fade',
  type: 'in',
  sides: [],
  duration: 600,
  delay: 0,
  easing: 'easeIn',
  replay: false,
  iterations: 1,
  excluded: [],
};

const ok = (result: ReturnType<typeof readInteraction>) => {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.interaction;
};

describe('readInteraction', () => {
  it('reads the builder’s item shape with its defaults', () => {
    expect(ok(readInteraction(item()))).toEqual(DEFAULTS);
  });

  it.each([
    [{ trigger: 'scrollIn' }, { trigger: 'scrollIn' }],
    [
      { trigger: 'scrollOut', type: 'out' },
      { trigger: 'scrollOut', type: 'out' },
    ],
    [
      { effect: 'slide', direction: 'left' },
      { effect: 'slide', sides: ['left'] },
    ],
    [
      { effect: 'scale', direction: 'bottom-right' },
      { effect: 'scale', sides: ['bottom', 'right'] },
    ],
    [
      { duration: size(1.5, 's'), delay: size(200) },
      { duration: 1500, delay: 200 },
    ],
    [{ duration: { $$type: 'number', value: 300 } }, { duration: 300 }],
    [{ duration: size('450') }, { duration: 450 }],
    [{ duration: size(800, '') }, { duration: 800 }],
    [{ delay: { $$type: 'size', value: { size: '', unit: 'ms' } } }, { delay: 0 }],
    [
      { config: { easing: str('backInOut'), replay: { $$type: 'boolean', value: true } } },
      { easing: 'backInOut', replay: true },
    ],
    [{ config: { repeat: str('loop') } }, { iterations: Infinity }],
    [
      { config: { repeat: str('times'), times: { $$type: 'number', value: 3 } } },
      { iterations: 3 },
    ],
    [{ config: { repeat: str(''), easing: str('') } }, {}],
    [{ excluded: ['mobile', 'tablet'] }, { excluded: ['mobile', 'tablet'] }],
    [{ trigger: '', effect: '', type: '' }, {}],
  ])('reads %j', (options, expected) => {
    expect(ok(readInteraction(item(options as ItemOptions)))).toEqual({ ...DEFAULTS, ...expected });
  });

  it('reads bare values as the builder’s script does', () => {
    const bare = {
      trigger: 'scrollIn',
      animation: {
        effect: 'slide',
        type: 'out',
        direction: 'top',
        timing_config: { duration: 1000, delay: 50 },
      },
    };
    expect(ok(readInteraction(bare))).toEqual({
      ...DEFAULTS,
      id: '',
      trigger: 'scrollIn',
      effect: 'slide',
      type: 'out',
      sides: ['top'],
      duration: 1000,
      delay: 50,
    });
  });

  it('treats a direction that is not a string as none, as the builder’s script does', () => {
    expect(ok(readInteraction(item({ direction: 5 }))).sides).toEqual([]);
  });

  it.each([
    [
      'scrollIn-fade-in-left-300-100',
      { trigger: 'scrollIn', sides: ['left'], duration: 300, delay: 100 },
    ],
    ['load-scale-out--900', { effect: 'scale', type: 'out', duration: 900 }],
    [
      'scrollOut-slide-in-top-left-200-0',
      { trigger: 'scrollOut', effect: 'slide', sides: ['top', 'left'], duration: 200 },
    ],
    ['load-fade-in', {}],
  ])('reads the animation name %s', (name, expected) => {
    expect(ok(readInteraction(name))).toEqual({ ...DEFAULTS, id: '', ...expected });
    const wrapped = {
      $$type: 'interaction-item',
      value: { interaction_id: str('x1'), animation: { animation_id: name } },
    };
    expect(ok(readInteraction(wrapped))).toEqual({ ...DEFAULTS, id: 'x1', ...expected });
  });

  it.each([
    [{ trigger: 'scrollOn' }, 'trigger scrollOn'],
    [{ trigger: 'hover' }, 'trigger hover'],
    [{ trigger: 'click' }, 'trigger click'],
    [{ effect: 'custom' }, 'custom effect'],
  ])('leaves %j to Pro quietly', (options, unsupported) => {
    expect(readInteraction(item(options))).toEqual({ ok: false, id: '12-abc-1', unsupported });
  });

  it.each([
    [{ trigger: 'wobble' }, 'trigger "wobble" is not one of load, scrollIn, scrollOut'],
    [{ effect: 'spin' }, 'effect "spin" is not one of fade, slide, scale'],
    [{ type: 'through' }, 'type "through" is not one of in, out'],
    [{ direction: 'up' }, 'direction "up" is not a side or two (top-left …)'],
    [
      { direction: 'top-left-right' },
      'direction "top-left-right" is not a side or two (top-left …)',
    ],
    [{ duration: size(-1) }, 'duration {"size":-1,"unit":"ms"} is not a time ≥ 0 in ms or s'],
    [
      { duration: size(100, 'px') },
      'duration {"size":100,"unit":"px"} is not a time ≥ 0 in ms or s',
    ],
    [{ delay: size('soon') }, 'delay {"size":"soon","unit":"ms"} is not a time ≥ 0 in ms or s'],
    [{ delay: 'soon' }, 'delay "soon" is not a time ≥ 0 in ms or s'],
    [
      { duration: size(Infinity) },
      'duration {"size":null,"unit":"ms"} is not a time ≥ 0 in ms or s',
    ],
    [
      { config: { easing: str('bouncy') } },
      'easing "bouncy" is not one of easeIn, easeOut, easeInOut, backIn, backOut, backInOut, linear',
    ],
    [{ config: { replay: str('yes') } }, 'replay "yes" is not true or false'],
    [{ config: { repeat: str('forever') } }, 'repeat "forever" is not one of loop, times'],
    [{ config: { repeat: str('times') } }, 'times undefined is not a whole number ≥ 1'],
    [
      { config: { repeat: str('times'), times: { $$type: 'number', value: 0 } } },
      'times 0 is not a whole number ≥ 1',
    ],
    [
      { excluded: [3 as unknown as string] },
      'excluded breakpoints [{"$$type":"string","value":3}] is not a list of names'.replace(
        ' is ',
        ' are ',
      ),
    ],
  ])('warns about %j and skips it', (options, problem) => {
    expect(readInteraction(item(options as ItemOptions))).toEqual({
      ok: false,
      id: '12-abc-1',
      problem,
    });
  });

  it.each([
    [null, 'null is not an interaction item'],
    [42, '42 is not an interaction item'],
    [
      { $$type: 'interaction-item', value: { trigger: str('load') } },
      'animation undefined is not an object',
    ],
    [
      { $$type: 'interaction-item', value: { animation: { $$type: 'x', value: 'fade' } } },
      'animation "fade" is not an object',
    ],
  ])('skips %j: %s', (raw, problem) => {
    expect(readInteraction(raw)).toEqual({ ok: false, id: '', problem });
  });

  it('checks the timing and config objects', () => {
    const raw = item();
    (raw.value.animation as { value: Record<string, unknown> }).value.timing_config = 'fast';
    expect(readInteraction(raw)).toMatchObject({
      problem: 'timing_config "fast" is not an object',
    });
    const other = item();
    (other.value.animation as { value: Record<string, unknown> }).value.config = [1];
    expect(readInteraction(other)).toMatchObject({ problem: 'config [1] is not an object' });
  });
});

describe('toMs and unwrap', () => {
  it('unwraps typed props only', () => {
    expect(unwrap({ $$type: 'string', value: 'a' })).toBe('a');
    expect(unwrap({ value: 'a' })).toEqual({ value: 'a' });
    expect(unwrap(null)).toBeNull();
  });

  it('gives the fallback for absent times', () => {
    expect(toMs(undefined, 'delay', 7)).toBe(7);
    expect(toMs(null, 'delay', 7)).toBe(7);
    expect(toMs({ $$type: 'size', value: { unit: 's' } }, 'delay', 7)).toBe(7);
    expect(toMs(0.25, 'delay', 7)).toBe(0.25);
    expect(toMs({ size: 2, unit: 's' }, 'delay', 7)).toBe(2000);
  });
});

describe('readPageData', () => {
  it('keeps the good entries and names the bad ones', () => {
    const data = [
      { elementId: 'abc', dataId: 'abc', interactions: [item()] },
      { elementId: '', interactions: [] },
      { dataId: 'x' },
      { elementId: 'def', interactions: null },
      'junk',
      { elementId: 7, interactions: [] },
    ];
    expect(readPageData(data)).toEqual({
      entries: [
        { elementId: 'abc', items: [item()] },
        { elementId: '7', items: [] },
      ],
      problems: [
        'entry 1 has no elementId',
        'entry 2 has no elementId',
        'entry 3 (def): interactions null is not a list',
        'entry 4 has no elementId',
      ],
    });
  });

  it('refuses what is not a list', () => {
    expect(readPageData({ items: [] })).toEqual({
      entries: [],
      problems: ['{"items":[]} is not a list'],
    });
  });
});
