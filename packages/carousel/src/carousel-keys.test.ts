import { describe, expect, it } from 'vitest';
import { keyStep } from './carousel-keys.ts';

describe('keyStep', () => {
  it.each([
    ['ArrowRight', false, false, 1],
    ['ArrowLeft', false, false, -1],
    ['ArrowRight', true, false, -1],
    ['ArrowLeft', true, false, 1],
    ['ArrowDown', false, true, 1],
    ['ArrowUp', false, true, -1],
    ['ArrowRight', false, true, 0],
    ['ArrowUp', false, false, 0],
    ['Enter', false, false, 0],
  ] as const)('%s (rtl %s, vertical %s) → %i', (key, rtl, vertical, step) => {
    expect(keyStep(key, rtl, vertical)).toBe(step);
  });
});
