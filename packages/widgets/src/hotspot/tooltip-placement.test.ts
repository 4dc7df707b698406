import { describe, expect, it } from 'vitest';
import { animationSide, placementOf } from './tooltip-placement.ts';

describe('placementOf', () => {
  it.each([
    ['bottom', 'top'],
    ['top', 'bottom'],
    ['left', 'right'],
    ['right', 'left'],
    [undefined, 'top'],
  ])('tooltip_position %s shows the tooltip on the %s', (setting, expected) =>
    expect(placementOf(setting)).toBe(expected),
  );
});

describe('animationSide', () => {
  it.each([
    ['top', 'bottom'],
    ['top-start', 'bottom'],
    ['bottom', 'top'],
    ['left', 'right'],
    ['right-end', 'left'],
  ] as const)('a tooltip placed %s slides in from-%s (towards its marker)', (placement, side) =>
    expect(animationSide(placement)).toBe(side),
  );

  it('is the setting that puts the tooltip on that side', () => {
    for (const setting of ['top', 'bottom', 'left', 'right'])
      expect(animationSide(placementOf(setting))).toBe(setting);
  });
});
