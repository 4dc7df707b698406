/** The builder's rotating-headline timings (ms); `hold` is the rotate_iteration_delay setting. */
export const TIMING = {
  hold: 2500,
  letter: 50,
  typeLetter: 150,
  selection: 500,
  typePause: 1300,
  reveal: 600,
  revealHold: 1500,
} as const;

/** Styles that animate letter by letter (each letter wrapped in an `<i>`). */
export const LETTER_STYLES = new Set(['typing', 'swirl', 'blinds', 'wave']);

export const ROTATE_STYLES = [
  'typing',
  'clip',
  'flip',
  'swirl',
  'blinds',
  'drop-in',
  'wave',
  'slide',
  'slide-down',
] as const;

/** The word after `index` among `count`, or undefined at the end of a non-looping headline. */
export function nextWord(index: number, count: number, loop: boolean): number | undefined {
  if (index + 1 < count) return index + 1;
  return loop && count > 1 ? 0 : undefined;
}
