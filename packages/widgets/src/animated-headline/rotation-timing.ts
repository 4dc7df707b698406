/** The rotating headline's timings (ms), all scaled from the `rotate_iteration_delay` setting. */
export interface RotationTiming {
  /** How long a word stays before it leaves. */
  hold: number;
  /** Between letters of the letter styles. */
  letter: number;
  /** Between letters while typing. */
  typeLetter: number;
  /** How long a word stays selected before it is deleted. */
  selection: number;
  /** From selecting a word to typing the next. */
  typePause: number;
  /** The clip style's wipe. */
  reveal: number;
  /** How long the clip style shows a word. */
  revealHold: number;
}

/** The builder's rule: fixed fractions of the iteration delay, its own defaults when unset. */
export function rotationTiming(iterationDelay: number | undefined): RotationTiming {
  const d = iterationDelay ?? 0;
  const selection = d * 0.2 || 500;
  return {
    hold: d || 2500,
    letter: d * 0.02 || 50,
    typeLetter: d * 0.06 || 150,
    selection,
    typePause: selection + 800,
    reveal: d * 0.24 || 600,
    revealHold: d * 0.6 || 1500,
  };
}

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
