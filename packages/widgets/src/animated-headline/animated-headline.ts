import { schema, type BehaviourContext } from '@islet/core';
import { prefersReducedMotion, whenInView } from '../dom/behaviour-dom.ts';
import { HIGHLIGHT_PATHS } from './highlight-paths.ts';
import { LETTER_STYLES, ROTATE_STYLES, TIMING, nextWord } from './rotation-timing.ts';

export const settings = {
  headline_style: schema.string({ oneOf: ['highlight', 'rotate'] }),
  animation_type: schema.string({ oneOf: ROTATE_STYLES }),
  marker: schema.string({ oneOf: Object.keys(HIGHLIGHT_PATHS) }),
  loop: schema.yes(),
  rotate_iteration_delay: schema.number({ min: 0 }),
  highlight_animation_duration: schema.number({ min: 0 }),
  highlight_iteration_delay: schema.number({ min: 0 }),
};

type Settings = {
  [K in keyof typeof settings]?: (typeof settings)[K] extends schema.Check<infer T> ? T : never;
};

const ACTIVE = 'elementor-headline-text-active';
const INACTIVE = 'elementor-headline-text-inactive';
const IN = 'elementor-headline-animation-in';
const OUT = 'elementor-headline-animation-out';
const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Animated headline: the highlighted style draws its marker shape around the words and redraws
 * it in a loop; the rotating style swaps words with the chosen animation. The visuals are the
 * site CSS's, driven by the builder's classes; this only sequences them. Under reduced motion the
 * marker is drawn at once and the first word stays.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<Settings>) {
  const s = ctx.settings;
  const headline = ctx.find('.elementor-headline')[0];
  const wrapper = ctx.find('.elementor-headline-dynamic-wrapper')[0];
  const words = ctx.find('.elementor-headline-dynamic-text');
  if (!headline || !wrapper || !words.length) {
    const reason = 'missing markup: no .elementor-headline with dynamic text';
    ctx.warn(reason);
    ctx.report('skipped', reason);
    return;
  }
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const reduced = prefersReducedMotion(win);
  const loop = s.loop === true;

  // Timers of a looping animation come and go; one set holds the live ones for cleanup.
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (callback: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      callback();
    }, ms);
    timers.add(timer);
  };
  ctx.own(() => {
    for (const timer of timers) clearTimeout(timer);
  });

  // A loop only moves on while the headline is on screen: the next cycle waits for it.
  let visible = false;
  let waiting: (() => void) | undefined;
  const whenVisible = (callback: () => void) => () => {
    if (visible) callback();
    else waiting = callback;
  };
  ctx.scheduler.observeIntersection(headline, (entry) => {
    visible = entry.isIntersecting;
    if (visible && waiting) {
      const resume = waiting;
      waiting = undefined;
      resume();
    }
  });

  if ((s.headline_style ?? 'highlight') === 'highlight') {
    const paths = HIGHLIGHT_PATHS[s.marker ?? 'circle']!;
    const svg = doc.createElementNS(SVG_NS, 'svg');
    svg.setAttribute('viewBox', '0 0 500 150');
    svg.setAttribute('preserveAspectRatio', 'none');
    svg.setAttribute('aria-hidden', 'true');
    for (const d of paths) {
      const path = doc.createElementNS(SVG_NS, 'path');
      path.setAttribute('d', d);
      if (reduced) path.setAttribute('style', 'animation:none;stroke-dashoffset:0');
      svg.append(path);
    }
    wrapper.append(svg);
    ctx.own(() => svg.remove());
    const duration = s.highlight_animation_duration ?? 1200;
    const pause = s.highlight_iteration_delay ?? 8000;
    const draw = () => {
      headline.classList.remove('e-hide-highlight');
      headline.classList.add('e-animated');
      if (!loop || reduced) return;
      later(() => {
        headline.classList.add('e-hide-highlight');
        later(() => {
          headline.classList.remove('e-animated');
          later(whenVisible(draw), 50);
        }, 300);
      }, duration + pause);
    };
    whenInView(ctx, headline, draw);
    return;
  }

  const style = s.animation_type ?? 'typing';
  const hold = s.rotate_iteration_delay ?? TIMING.hold;
  let current = Math.max(
    0,
    words.findIndex((word) => word.classList.contains(ACTIVE)),
  );
  if (reduced || words.length < 2) {
    words.forEach((word, index) => {
      word.classList.toggle(ACTIVE, index === current);
      word.classList.toggle(INACTIVE, index !== current);
    });
    return;
  }

  // Letter styles animate each letter: wrap them in <i>, as the builder's CSS expects.
  const letters = new Map<HTMLElement, HTMLElement[]>();
  if (LETTER_STYLES.has(style)) {
    headline.classList.add('elementor-headline-letters');
    words.forEach((word, index) => {
      const text = word.textContent ?? '';
      word.setAttribute('aria-label', text);
      const list = Array.from(text, (char) => {
        const i = doc.createElement('i');
        i.textContent = char;
        i.setAttribute('aria-hidden', 'true');
        if (index === current) i.classList.add(IN);
        return i;
      });
      word.replaceChildren(...list);
      letters.set(word, list);
    });
  }

  const switchWord = (from: number, to: number) => {
    words[from]!.classList.remove(ACTIVE);
    words[from]!.classList.add(INACTIVE);
    words[to]!.classList.remove(INACTIVE);
    words[to]!.classList.add(ACTIVE);
    current = to;
  };

  const setWidth = (px: number) => {
    wrapper.style.width = `${px}px`;
  };

  const showLetters = (word: HTMLElement, delay: number, done: () => void) => {
    const list = letters.get(word) ?? [];
    list.forEach((letter, index) =>
      later(() => {
        letter.classList.remove(OUT);
        letter.classList.add(IN);
        if (index === list.length - 1) done();
      }, index * delay),
    );
    if (!list.length) done();
  };

  const rotate = () => {
    const next = nextWord(current, words.length, loop);
    if (next === undefined) return;
    const word = words[current]!;
    const target = words[next]!;
    if (style === 'typing') {
      wrapper.classList.add('elementor-headline-typing-selected');
      later(() => {
        wrapper.classList.remove('elementor-headline-typing-selected');
        for (const letter of letters.get(word) ?? []) letter.classList.remove(IN);
        switchWord(current, next);
        later(
          () => showLetters(target, TIMING.typeLetter, () => later(whenVisible(rotate), hold)),
          TIMING.typePause - TIMING.selection,
        );
      }, TIMING.selection);
    } else if (LETTER_STYLES.has(style)) {
      for (const [index, letter] of (letters.get(word) ?? []).entries()) {
        later(() => {
          letter.classList.remove(IN);
          letter.classList.add(OUT);
        }, index * TIMING.letter);
      }
      switchWord(current, next);
      showLetters(target, TIMING.letter, () => later(whenVisible(rotate), hold));
    } else if (style === 'clip') {
      wrapper.animate?.([{ width: `${wrapper.offsetWidth}px` }, { width: '2px' }], {
        duration: TIMING.reveal,
      });
      setWidth(2);
      later(() => {
        switchWord(current, next);
        const width = target.offsetWidth + 10;
        wrapper.animate?.([{ width: '2px' }, { width: `${width}px` }], { duration: TIMING.reveal });
        setWidth(width);
        later(whenVisible(rotate), TIMING.revealHold);
      }, TIMING.reveal);
    } else {
      switchWord(current, next);
      later(whenVisible(rotate), hold);
    }
  };

  whenInView(ctx, headline, () => {
    if (style === 'clip') {
      setWidth(words[current]!.offsetWidth + 10);
      later(whenVisible(rotate), TIMING.revealHold);
    } else later(whenVisible(rotate), hold);
  });
  ctx.own(() => {
    wrapper.style.width = '';
  });
}
