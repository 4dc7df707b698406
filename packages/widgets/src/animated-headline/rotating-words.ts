import type { BehaviourContext } from '@islet/core';
import { whenInView } from '../dom/behaviour-dom.ts';
import type { Settings } from './animated-headline.ts';
import type { Later } from './loop-timers.ts';
import { nextWord, rotationTiming, type RotationTiming } from './rotation-timing.ts';

const ACTIVE = 'elementor-headline-text-active';
const INACTIVE = 'elementor-headline-text-inactive';
const IN = 'elementor-headline-animation-in';

/**
 * The rotating style: the words take turns with the chosen animation while the headline is on
 * screen; under reduced motion (or with one word) the first word stays.
 */
export function rotateWords(
  ctx: BehaviourContext<Settings>,
  headline: HTMLElement,
  wrapper: HTMLElement,
  words: HTMLElement[],
  reduced: boolean,
  later: Later,
) {
  const s = ctx.settings;
  const style = s.animation_type ?? 'typing';
  const timing = rotationTiming(s.rotate_iteration_delay);
  const loop = !!s.loop;
  let current = Math.max(
    0,
    words.findIndex((word) => word.classList.contains(ACTIVE)),
  );
  const setCurrent = (to: number) => {
    current = to;
    showWord(words, to);
  };
  ctx.own(() => words.forEach((word) => word.removeAttribute('aria-hidden')));
  setCurrent(current);
  if (reduced || words.length < 2) {
    words.forEach((word, index) => {
      word.classList.toggle(ACTIVE, index === current);
      word.classList.toggle(INACTIVE, index !== current);
    });
    return;
  }

  // Letter styles (the server marks them `elementor-headline-letters`): each letter in a span.
  const byLetter = headline.classList.contains('elementor-headline-letters');
  const letters = byLetter ? splitLetters(words, current) : new Map<HTMLElement, HTMLElement[]>();
  // The wrapper follows the shown word's width (clip and typing size themselves).
  const fitWidth = (word: HTMLElement) => {
    if (style !== 'clip' && style !== 'typing') setWidth(wrapper, word.offsetWidth);
  };
  const switchWord = (from: number, to: number) => {
    words[from]!.classList.remove(ACTIVE);
    words[from]!.classList.add(INACTIVE);
    words[to]!.classList.remove(INACTIVE);
    words[to]!.classList.add(ACTIVE);
    setCurrent(to);
    fitWidth(words[to]!);
  };
  // A word stays for the hold, then the next comes (once the headline is on screen).
  const hold = () => later(rotate, timing.hold, true);
  const rotate = () => {
    const to = nextWord(current, words.length, loop);
    if (to === undefined) return;
    const target = words[to]!;
    const out = letters.get(words[current]!) ?? [];
    const incoming = letters.get(target) ?? [];
    const switchTo = () => switchWord(current, to);
    if (style === 'typing') {
      typeWord(wrapper, out, incoming, switchTo, hold, later, timing);
    } else if (byLetter) {
      // Out with the old letters and in with the new at once; the longer word sets the pace.
      const longer = out.length >= incoming.length;
      stepLetters(out, false, timing.letter, later, longer ? hold : undefined);
      stepLetters(incoming, true, timing.letter, later, longer ? undefined : hold);
      setCurrent(to);
      fitWidth(target);
    } else if (style === 'clip') {
      clipWord(wrapper, target, switchTo, rotate, later, timing);
    } else {
      switchTo();
      hold();
    }
  };

  whenInView(ctx, headline, () => {
    if (style === 'clip') setWidth(wrapper, words[current]!.offsetWidth + 10);
    else fitWidth(words[current]!);
    hold();
  });
  ctx.own(() => {
    wrapper.style.width = '';
  });
}

// The heading reads as the word on show: the others are stacked or faded out by the site's
// CSS, and would otherwise all be read ("smaller lighter kinder").
function showWord(words: HTMLElement[], current: number) {
  words.forEach((word, index) => {
    if (index === current) word.removeAttribute('aria-hidden');
    else word.setAttribute('aria-hidden', 'true');
  });
}

function setWidth(wrapper: HTMLElement, px: number) {
  wrapper.style.width = `${px}px`;
}

/** Each letter of each word in a span of its own; the current word's letters shown. */
function splitLetters(words: HTMLElement[], current: number) {
  const letters = new Map<HTMLElement, HTMLElement[]>();
  const doc = words[0]!.ownerDocument;
  words.forEach((word, index) => {
    const text = word.textContent ?? '';
    // Read as the word, not letter by letter: the letters are hidden from assistive technology
    // and the word is kept whole in the site's screen-reader-only text (a name on a plain span
    // is not allowed, and screen readers skip it).
    const whole = doc.createElement('span');
    whole.className = 'elementor-screen-only';
    whole.textContent = text;
    const list = Array.from(text, (char) => {
      const span = doc.createElement('span');
      span.className = 'elementor-headline-dynamic-letter';
      span.textContent = char;
      span.setAttribute('aria-hidden', 'true');
      if (index === current) span.classList.add(IN);
      return span;
    });
    word.replaceChildren(whole, ...list);
    word.style.opacity = '1';
    letters.set(word, list);
  });
  return letters;
}

/** Adds or removes the "in" class letter by letter, then calls `done`. */
function stepLetters(
  list: HTMLElement[],
  show: boolean,
  delay: number,
  later: Later,
  done?: () => void,
) {
  list.forEach((letter, index) =>
    later(() => {
      letter.classList.toggle(IN, show);
      if (index === list.length - 1) done?.();
    }, index * delay),
  );
  if (!list.length) done?.();
}

/** Typing: the word is selected, deleted, and the next one typed in letter by letter. */
function typeWord(
  wrapper: HTMLElement,
  out: HTMLElement[],
  incoming: HTMLElement[],
  switchTo: () => void,
  hold: () => void,
  later: Later,
  timing: RotationTiming,
) {
  wrapper.classList.add('elementor-headline-typing-selected');
  later(() => {
    wrapper.classList.remove('elementor-headline-typing-selected');
    for (const letter of out) letter.classList.remove(IN);
    switchTo();
  }, timing.selection);
  later(() => stepLetters(incoming, true, timing.typeLetter, later, hold), timing.typePause);
}

/** Clip: the wrapper wipes down to nothing and back out to the next word's width. */
function clipWord(
  wrapper: HTMLElement,
  target: HTMLElement,
  switchTo: () => void,
  next: () => void,
  later: Later,
  timing: RotationTiming,
) {
  wrapper.animate?.([{ width: `${wrapper.offsetWidth}px` }, { width: '2px' }], {
    duration: timing.reveal,
  });
  setWidth(wrapper, 2);
  later(() => {
    switchTo();
    const width = target.offsetWidth + 10;
    wrapper.animate?.([{ width: '2px' }, { width: `${width}px` }], { duration: timing.reveal });
    setWidth(wrapper, width);
    later(next, timing.reveal + timing.revealHold, true);
  }, timing.reveal);
}
