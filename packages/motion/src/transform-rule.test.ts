import { settingsFrom } from '@islet/test-support/settings';
import { describe, expect, it } from 'vitest';
import { settings } from './motion-options.ts';
import { advancedTransforms, transformRule } from './transform-rule.ts';

/** The Advanced-tab transforms from raw settings, through motion's shape as the lifecycle reads it. */
const advancedOf = (raw: Record<string, unknown>) =>
  advancedTransforms(settingsFrom(raw, settings).advanced_transforms);

describe('transform rule', () => {
  it('motion functions in first-appearance order', () => {
    expect(transformRule([], ['translateY', 'rotateZ'])).toBe(
      'translateY(var(--translateY)) rotateZ(var(--rotateZ))',
    );
  });

  it('keeps the Advanced-tab transforms first, perspective leading, then in settings order', () => {
    const advanced = advancedOf({
      motion_fx_motion_fx_scrolling: 'yes',
      _transform_rotateZ_effect: { size: 10 },
      _transform_flipX_effect: 'transform',
      _transform_perspective_effect: { size: 100 },
      _transform_translateX_effect: { size: 5 },
      _transform_scale_effect: '',
      _transform_skewY_effect: null,
      _transform_rotateZ_effect_hover: { size: 3 },
      _transform_translateY_effect_tablet: { size: 3 },
      _transform_flipY_effect: 'transform',
    });
    expect(advanced).toEqual([
      'perspective(var(--e-transform-perspective, 0px))',
      'rotateZ(var(--e-transform-rotateZ, 0deg))',
      'scaleX(var(--e-transform-flipX, 1))',
      'translateX(var(--e-transform-translateX, 0px))',
      'scaleY(var(--e-transform-flipY, 1))',
    ]);
    expect(transformRule(advanced.slice(0, 1), ['scale'])).toBe(
      'perspective(var(--e-transform-perspective, 0px)) scale(var(--scale))',
    );
  });

  it('follows the settings, not a fixed order', () => {
    expect(
      advancedOf({
        _transform_translateX_effect: { size: 5 },
        _transform_scaleY_effect: { size: 2 },
        _transform_rotateZ_effect: { size: 10 },
      }),
    ).toEqual([
      'translateX(var(--e-transform-translateX, 0px))',
      'scaleY(var(--e-transform-scaleY, 1))',
      'rotateZ(var(--e-transform-rotateZ, 0deg))',
    ]);
  });

  it('is empty without Advanced-tab transforms', () => {
    expect(advancedOf({ motion_fx_motion_fx_scrolling: 'yes' })).toEqual([]);
  });
});
