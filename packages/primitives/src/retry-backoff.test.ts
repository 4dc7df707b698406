import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBackoff } from './retry-backoff.ts';

describe('retry back-off', () => {
  it('doubles from the base, jittered within the upper half of each step, then stops', () => {
    const low = createBackoff({ random: () => 0 });
    expect([low.next(), low.next(), low.next(), low.next()]).toEqual([500, 1000, null, null]);
    const high = createBackoff({ random: () => 0.999999 });
    expect([high.next(), high.next(), high.next()]).toEqual([1000, 2000, null]);
  });

  it('is capped', () => {
    const backoff = createBackoff({ baseMs: 1000, capMs: 3000, retries: 5, random: () => 1 });
    expect(Array.from({ length: 5 }, () => backoff.next())).toEqual([1000, 2000, 3000, 3000, 3000]);
  });

  it('starts over after a reset', () => {
    const backoff = createBackoff({ random: () => 0 });
    backoff.next();
    backoff.next();
    expect(backoff.next()).toBeNull();
    backoff.reset();
    expect(backoff.failures).toBe(0);
    expect(backoff.next()).toBe(500);
  });

  it('a request taking no time at all still makes at most a handful of tries in 10 s', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 0.999999, noNaN: true }), (r) => {
        const backoff = createBackoff({ random: () => r });
        let elapsed = 0;
        let requests = 1;
        for (let wait = backoff.next(); wait !== null; wait = backoff.next()) {
          elapsed += wait;
          if (elapsed > 10_000) break;
          requests++;
        }
        // The first request and the default two retries.
        return requests === 3;
      }),
      { seed: 25, numRuns: 200 },
    );
  });
});
