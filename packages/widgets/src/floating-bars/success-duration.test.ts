import { describe, expect, it } from 'vitest';
import { successDuration } from './success-duration.ts';

describe('successDuration', () => {
  it('reads seconds and milliseconds', () => {
    expect(successDuration({ unit: 's', size: 2 })).toBe(2000);
    expect(successDuration({ unit: 's', size: '0.5' })).toBe(500);
    expect(successDuration({ unit: 'ms', size: 800 })).toBe(800);
  });

  it('takes the builder default, 1.5 s, when unset or unreadable', () => {
    expect(successDuration({ unit: 's', size: '' })).toBe(1500);
    expect(successDuration(undefined)).toBe(1500);
    expect(successDuration({ unit: 'ms', size: -1 })).toBe(1500);
    expect(successDuration('fast')).toBe(1500);
  });
});
