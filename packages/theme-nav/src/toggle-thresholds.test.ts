import { describe, expect, it } from 'vitest';
import { crossesThreshold, hasThresholds } from './toggle-thresholds.ts';

describe('crossesThreshold', () => {
  it.each([
    // width, active, thresholds, click?
    [1200, true, { untoggleAbove: '1000' }, true],
    [1000, true, { untoggleAbove: '1000' }, false],
    [800, true, { untoggleAbove: '1000' }, false],
    [1200, false, { untoggleAbove: '1000' }, false],
    [500, true, { untoggleBelow: '600' }, true],
    [600, true, { untoggleBelow: '600' }, false],
    [1200, false, { toggleAbove: '1000' }, true],
    [1200, true, { toggleAbove: '1000' }, false],
    [500, false, { toggleBelow: '600' }, true],
    [700, false, { toggleBelow: '600' }, false],
    [500, false, { toggleBelow: 'wide' }, false],
    [500, false, {}, false],
  ] as const)('%d px, active %s, %o → %s', (width, active, thresholds, click) => {
    expect(crossesThreshold(width, active, thresholds)).toBe(click);
  });
});

describe('hasThresholds', () => {
  it('is true when any companion is set', () => {
    expect(hasThresholds({})).toBe(false);
    expect(hasThresholds({ toggleBelow: '' })).toBe(false);
    expect(hasThresholds({ toggleBelow: '600' })).toBe(true);
  });
});
