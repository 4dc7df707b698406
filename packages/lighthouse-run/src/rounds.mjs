// @ts-check
// One variant against another, round by round. The runs of one round ran one after the other
// (`rotate`), so their difference carries less of the machine's drift than the difference of
// the two medians does, and the count of rounds either way says how often a page really wins.

import { spread } from './report.mjs';

/**
 * @typedef {import('./report.mjs').RunMetrics} RunMetrics
 * @typedef {import('./report.mjs').Spread} Spread
 * @typedef {object} RoundByRound
 * @property {number} rounds rounds where both variants have a score
 * @property {number} atLeast rounds where `challenger` scored at least `baseline`
 * @property {Spread | null} score `challenger` − `baseline`, points
 * @property {Spread | null} fcp ms
 * @property {Spread | null} tbt ms
 * @property {{ rounds: number, atLeast: number, score: Spread | null }} steady the same over the
 *   rounds where neither run's first paint was held back by the browser (`paint-stall.mjs`)
 */

/**
 * @param {RunMetrics[]} baseline runs in round order (the original)
 * @param {RunMetrics[]} challenger runs in the same rounds (Islet as deployed)
 * @returns {RoundByRound}
 */
export function roundByRound(baseline, challenger) {
  /** @type {[RunMetrics, RunMetrics][]} */
  const pairs = [];
  for (let round = 0; round < Math.min(baseline.length, challenger.length); round++) {
    const [a, b] = [baseline[round], challenger[round]];
    if (a && b && Number.isFinite(a.score) && Number.isFinite(b.score)) pairs.push([a, b]);
  }
  const steady = pairs.filter(([a, b]) => !a.paintStallMs && !b.paintStallMs);
  return {
    ...compare(pairs),
    fcp: difference(pairs, 'fcp'),
    tbt: difference(pairs, 'tbt'),
    steady: compare(steady),
  };
}

/** @param {[RunMetrics, RunMetrics][]} pairs */
function compare(pairs) {
  return {
    rounds: pairs.length,
    atLeast: pairs.filter(
      ([a, b]) => /** @type {number} */ (b.score) >= /** @type {number} */ (a.score),
    ).length,
    score: difference(pairs, 'score'),
  };
}

/** @param {[RunMetrics, RunMetrics][]} pairs @param {'score' | 'fcp' | 'tbt'} metric */
function difference(pairs, metric) {
  return spread(
    pairs.map(([a, b]) => {
      const [before, after] = [a[metric], b[metric]];
      return typeof before === 'number' && typeof after === 'number' ? after - before : null;
    }),
  );
}

/** A signed number in a metric's unit: `+3`, `−0.12`, `0`. */
const SIGNED = {
  // Scores are whole; the median of an even number of rounds may fall between two.
  score: (/** @type {number} */ v) => Math.round(v * 10) / 10,
  fcp: (/** @type {number} */ v) => Math.round(v / 10) / 100,
  tbt: (/** @type {number} */ v) => Math.round(v),
};
/** @param {number} v */
const signed = (v) => (v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0');

/**
 * `median (min to max)` of a difference, signed.
 *
 * @param {Spread | null} value @param {keyof typeof SIGNED} metric
 */
export function differenceCell(value, metric) {
  if (!value) return 'n/a';
  const [median, min, max] = [value.median, value.min, value.max].map((v) =>
    signed(SIGNED[metric](v)),
  );
  return min === max ? `${median}` : `${median} (${min} to ${max})`;
}

/**
 * The round-by-round table: a row per page.
 *
 * @param {{ label: string, rounds: RoundByRound | undefined }[]} pages
 */
export function roundsTable(pages) {
  const lines = [
    '| page | score difference | rounds at least the original | FCP difference s | TBT difference ms | steady rounds: score difference, at least |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { label, rounds } of pages) {
    if (!rounds?.rounds) continue;
    const { steady } = rounds;
    lines.push(
      `| ${label} | ${differenceCell(rounds.score, 'score')} | ${rounds.atLeast} of ${rounds.rounds} | ${differenceCell(rounds.fcp, 'fcp')} | ${differenceCell(rounds.tbt, 'tbt')} | ${steady.rounds ? `${differenceCell(steady.score, 'score')}, ${steady.atLeast} of ${steady.rounds}` : 'none'} |`,
    );
  }
  return lines.join('\n');
}
