import { describe, expect, it } from 'vitest';
import { copiesNeeded, MAX_COPIES } from './ticker-fill.ts';

describe('copiesNeeded', () => {
  it('adds whole sets until the row reaches the end of the bar', () => {
    expect(copiesNeeded(300, 300, 1000)).toBe(3);
    expect(copiesNeeded(300, 1200, 1000)).toBe(0);
    expect(copiesNeeded(300, 1000, 1000)).toBe(0);
  });

  it('counts what has scrolled away', () => {
    expect(copiesNeeded(300, 1200, 1000, 250)).toBe(1);
    expect(copiesNeeded(300, 1200, 1000, 200)).toBe(0);
  });

  it('adds none to a row not laid out, and never runs away', () => {
    expect(copiesNeeded(0, 0, 1000)).toBe(0);
    expect(copiesNeeded(Number.NaN, 0, 1000)).toBe(0);
    expect(copiesNeeded(1, 1, 1_000_000)).toBe(MAX_COPIES);
  });
});
