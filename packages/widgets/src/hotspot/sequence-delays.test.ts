import { describe, expect, it } from 'vitest';
import { sequenceDelays } from './sequence-delays.ts';

describe('sequenceDelays', () => {
  it.each([
    [0, 1000, []],
    [1, 1000, [0]],
    [4, 1000, [0, 250, 500, 750]],
    [3, 600, [0, 200, 400]],
  ])('%i hotspots over %i ms', (count, total, expected) =>
    expect(sequenceDelays(count, total)).toEqual(expected),
  );
});
