import { describe, expect, it } from 'vitest';
import { placementOf } from './tooltip-placement.ts';

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
