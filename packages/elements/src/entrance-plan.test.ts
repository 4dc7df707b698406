import { describe, expect, it } from 'vitest';
import { planEntrance, type EntranceInput } from './entrance-plan.ts';

const base: EntranceInput = {
  animation: undefined,
  widgetAnimation: undefined,
  delay: undefined,
  reducedMotion: false,
};

describe('planEntrance', () => {
  it.each<[string, Partial<EntranceInput>, ReturnType<typeof planEntrance>]>([
    [
      'widget animation',
      { widgetAnimation: 'fadeInUp' },
      { kind: 'animate', name: 'fadeInUp', delay: 0 },
    ],
    ['section animation', { animation: 'zoomIn' }, { kind: 'animate', name: 'zoomIn', delay: 0 }],
    [
      '`animation` wins over `_animation`',
      { animation: 'zoomIn', widgetAnimation: 'fadeIn' },
      { kind: 'animate', name: 'zoomIn', delay: 0 },
    ],
    [
      'delay in ms',
      { animation: 'fadeIn', delay: 200 },
      { kind: 'animate', name: 'fadeIn', delay: 200 },
    ],
    [
      'numeric string delay',
      { animation: 'fadeIn', delay: '350' },
      { kind: 'animate', name: 'fadeIn', delay: 350 },
    ],
    ['`none` reveals at once', { widgetAnimation: 'none', delay: 500 }, { kind: 'reveal' }],
    ['no animation on this device reveals', {}, { kind: 'reveal' }],
    [
      'reduced motion reveals without animation',
      { animation: 'fadeIn', delay: 900, reducedMotion: true },
      { kind: 'reveal' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(planEntrance({ ...base, ...input })).toEqual(expected);
  });

  it.each([['fade-in'], ['bogus'], [42], [{ name: 'fadeIn' }]])(
    'reveals an unknown animation %j with a warning',
    (animation) => {
      const plan = planEntrance({ ...base, widgetAnimation: animation });
      expect(plan.kind).toBe('reveal');
      expect(plan.warning).toMatch(/unknown entrance animation/);
    },
  );

  it.each([[-5], ['soon'], [Number.NaN]])(
    'animates without delay, warning, on delay %j',
    (delay) => {
      const plan = planEntrance({ ...base, animation: 'fadeIn', delay });
      expect(plan).toMatchObject({ kind: 'animate', name: 'fadeIn', delay: 0 });
      expect(plan.warning).toMatch(/delay/);
    },
  );
});
