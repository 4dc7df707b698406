import { describe, expect, it } from 'vitest';
import { settingsFrom } from '@islet/test-support/settings';
import { planEntrance, settings, type EntranceInput } from './entrance-plan.ts';

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
});

describe('entrance settings', () => {
  it("keeps known animations, `none` and the builder's empty delay, without a warning", () => {
    const warnings: string[] = [];
    expect(
      settingsFrom(
        { animation: 'zoomIn', _animation: 'none', animation_delay: '', _animation_delay: '350' },
        settings,
        warnings,
      ),
    ).toEqual({
      animation: 'zoomIn',
      _animation: 'none',
      animation_delay: 0,
      _animation_delay: 350,
    });
    expect(warnings).toEqual([]);
  });

  it.each([['fade-in'], ['bogus'], [42], [{ name: 'fadeIn' }]])(
    'reads the unknown animation %j as `none` (shown without animation), with a warning',
    (animation) => {
      const warnings: string[] = [];
      const read = settingsFrom({ _animation: animation }, settings, warnings);
      expect(read._animation).toBe('none');
      expect(planEntrance({ ...base, widgetAnimation: read._animation })).toEqual({
        kind: 'reveal',
      });
      expect(warnings).toEqual([
        `_animation: unknown entrance animation ${JSON.stringify(animation)}: shown without animation`,
      ]);
    },
  );

  it.each([[-5], ['soon'], [Number.NaN]])('reads delay %j as no delay, with a warning', (delay) => {
    const warnings: string[] = [];
    expect(settingsFrom({ animation_delay: delay }, settings, warnings)).toEqual({
      animation_delay: 0,
    });
    expect(warnings).toEqual([
      `animation_delay: expected a number ≥ 0, got ${JSON.stringify(delay) ?? String(delay)}: no delay`,
    ]);
  });
});
