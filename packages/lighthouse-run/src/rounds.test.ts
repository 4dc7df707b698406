import { describe, expect, it } from 'vitest';
import { differenceCell, roundByRound, roundsTable } from './rounds.mjs';

const run = (score: number | null, fcp: number, tbt: number, paintStallMs = 0) => ({
  score,
  fcp,
  lcp: 3000,
  tbt,
  cls: 0,
  si: fcp,
  scriptBytes: 1000,
  paintStallMs,
});

describe('one variant against another, round by round', () => {
  // Round 2's original drew a held first paint; round 4's as deployed could not be scored.
  const original = [
    run(80, 2000, 100),
    run(50, 3900, 300, 1000),
    run(82, 2100, 120),
    run(81, 2000, 90),
  ];
  const deployed = [run(83, 1900, 150), run(78, 2050, 200), run(80, 2150, 100), run(null, 0, 0)];

  it('pairs the runs of each round, leaving out a round with no score', () => {
    const rounds = roundByRound(original, deployed);
    expect(rounds.rounds).toBe(3);
    // 83 − 80, 78 − 50, 80 − 82: at least the original's in two rounds.
    expect(rounds.atLeast).toBe(2);
    expect(rounds.score).toEqual({ median: 3, min: -2, max: 28, n: 3 });
    expect(rounds.fcp).toEqual({ median: -100, min: -1850, max: 50, n: 3 });
    expect(rounds.tbt).toEqual({ median: -20, min: -100, max: 50, n: 3 });
    // Without the round whose original was held back.
    expect(rounds.steady).toEqual({
      rounds: 2,
      atLeast: 1,
      score: { median: 0.5, min: -2, max: 3, n: 2 },
    });
  });

  it('stops at the shorter list, and has nothing to say without a pair', () => {
    expect(roundByRound(original.slice(0, 1), deployed).rounds).toBe(1);
    expect(roundByRound([], deployed)).toMatchObject({ rounds: 0, score: null, fcp: null });
  });

  it('shows signed differences in each metric’s unit, and a row per page with rounds', () => {
    expect(differenceCell({ median: 3, min: -2, max: 28, n: 3 }, 'score')).toBe('+3 (−2 to +28)');
    expect(differenceCell({ median: -100, min: -1850, max: 50, n: 3 }, 'fcp')).toBe(
      '−0.1 (−1.85 to +0.05)',
    );
    expect(differenceCell({ median: 0, min: 0, max: 0, n: 2 }, 'tbt')).toBe('0');
    expect(differenceCell(null, 'score')).toBe('n/a');
    const table = roundsTable([
      { label: 'a-page', rounds: roundByRound(original, deployed) },
      { label: 'no-rounds', rounds: roundByRound([], []) },
      { label: 'not-measured', rounds: undefined },
    ]);
    expect(table.split('\n')).toEqual([
      expect.stringContaining('| page | score difference |'),
      expect.stringContaining('| --- |'),
      '| a-page | +3 (−2 to +28) | 2 of 3 | −0.1 (−1.85 to +0.05) | −20 (−100 to +50) | +0.5 (−2 to +3), 1 of 2 |',
    ]);
  });
});
