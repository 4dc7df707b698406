import { describe, expect, it } from 'vitest';
import { advancedTransforms, transformRule } from './transform-rule.ts';

describe('transform rule', () => {
  it('motion functions in first-appearance order', () => {
    expect(transformRule([], ['translateY', 'rotateZ'])).toBe(
      'translateY(var(--translateY)) rotateZ(var(--rotateZ))',
    );
  });

  it('keeps the Advanced-tab transforms first, perspective leading', () => {
    const advanced = advancedTransforms({
      _transform_rotateZ_effect: { size: 10 },
      _transform_flipX_effect: 'transform',
      _transform_perspective_effect: { size: 100 },
      _transform_translateX_effect: { size: 5 },
      _transform_scale_effect: '',
      _transform_rotateZ_effect_hover: { size: 3 },
    });
    expect(advanced).toEqual([
      'perspective(var(--e-transform-perspective, 0px))',
      'rotateZ(var(--e-transform-rotateZ, 0deg))',
      'scaleX(var(--e-transform-flipX, 1))',
      'translateX(var(--e-transform-translateX, 0px))',
    ]);
    expect(transformRule(advanced.slice(0, 1), ['scale'])).toBe(
      'perspective(var(--e-transform-perspective, 0px)) scale(var(--scale))',
    );
  });
});
