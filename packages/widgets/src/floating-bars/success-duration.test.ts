import { settingsFrom } from '@islet/test-support/settings';
import { describe, expect, it } from 'vitest';
import { settings } from './floating-bars.ts';
import { successDuration } from './success-duration.ts';

/** The duration as the behaviour reads it: the raw slider through the declared check. */
const duration = (value: unknown) =>
  successDuration(
    settingsFrom({ style_coupon_success_message_duration: value }, settings)
      .style_coupon_success_message_duration,
  );

describe('successDuration', () => {
  it('reads seconds and milliseconds', () => {
    expect(duration({ unit: 's', size: 2 })).toBe(2000);
    expect(duration({ unit: 's', size: '0.5' })).toBe(500);
    expect(duration({ unit: 'ms', size: 800 })).toBe(800);
    expect(duration({ size: 3 })).toBe(3000);
  });

  it('takes the builder default, 1.5 s, when unset or unreadable', () => {
    expect(duration({ unit: 's', size: '' })).toBe(1500);
    expect(duration(undefined)).toBe(1500);
    expect(duration({ unit: 'ms', size: -1 })).toBe(1500);
    expect(duration('fast')).toBe(1500);
    expect(duration({ unit: 's', size: 'soon' })).toBe(1500);
  });
});
