import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { prefersReducedMotion } from '@islet/primitives';
import { whenInView } from '../dom/behaviour-dom.ts';
import { HIGHLIGHT_PATHS } from './highlight-paths.ts';
import { ROTATE_STYLES, nextWord, rotationTiming } from './rotation-timing.ts';

export const settings = {
  headline_style: schema.string({ oneOf: ['highlight', 'rotate'] }),
  animation_type: schema.string({ oneOf: ROTATE_STYLES }),
  marker: schema.string({ oneOf: Object.keys(HIGHLIGHT_PATHS) }),
  loop: schema.yes(),
  rotate_iteration_delay: schema.number({ min: 0 }),
  highlight_animation_duration: schema.number({ min: 0 }),
  highlight_iteration_delay: schema.number({ min: 0 }),
};

type Settings = SettingsOf<typeof settings>;

const ACTIVE = 'elementor-headline-text-active';
const INACTIVE = 'elementor-headline-text-inactive';
const IN = 'elementor-headline-animation-in';
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
    // The builder's loop: draw, fade out at 80 % of the pause, draw again after the pause.
    const draw = () => {
      headline.classList.remove('e-hide-highlight');
      headline.classList.add('e-animated');
      if (!loop || reduced) return;
      later(() => headline.classList.add('e-hide-highlight'), duration + pause * 0.8);
      later(
        whenVisible(() => {
          headline.classList.remove('e-animated');
          // A CSS animation restarts only if a style pass sees the class gone: adding it back in
          // the same task left the marker drawn, faded in rather than redrawn. The timeout queued
          // from the frame callback runs after that frame's style pass.
          win.requestAnimationFrame(() => {
            if (!ctx.signal.aborted) later(draw, 0);
          });
        }),
        duration + pause,
      );
    };
    whenInView(ctx, headline, draw);
    return;
  }

  const style = s.animation_type ?? 'typing';
  const timing = rotationTiming(s.rotate_iteration_delay);
  let current = Math.max(
    0,
    words.findIndex((word) => word.classList.contains(ACTIVE)),
  );
  // The heading reads as the word on show: the others are stacked or faded out by the site's
  // CSS, and would otherwise all be read ("smaller lighter kinder").
  const setCurrent = (to: number) => {
    current = to;
    words.forEach((word, index) => {
      if (index === current) word.removeAttribute('aria-hidden');
      else word.setAttribute('aria-hidden', 'true');
    });
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
  const letters = new Map<HTMLElement, HTMLElement[]>();
  const byLetter = headline.classList.contains('elementor-headline-letters');
  if (byLetter) {
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
  }

  const setWidth = (px: number) => {
    wrapper.style.width = `${px}px`;
  };
  // The wrapper follows the shown word's width (clip and typing size themselves).
  const fitWidth = (word: HTMLElement) => {
    if (style !== 'clip' && style !== 'typing') setWidth(word.offsetWidth);
  };
  const switchWord = (from: number, to: number) => {
    words[from]!.classList.remove(ACTIVE);
    words[from]!.classList.add(INACTIVE);
    words[to]!.classList.remove(INACTIVE);
    words[to]!.classList.add(ACTIVE);
    setCurrent(to);
    fitWidth(words[to]!);
  };

  /** Adds or removes the "in" class letter by letter, then calls `done`. */
  const stepLetters = (list: HTMLElement[], show: boolean, delay: number, done?: () => void) => {
    list.forEach((letter, index) =>
      later(() => {
        letter.classList.toggle(IN, show);
        if (index === list.length - 1) done?.();
      }, index * delay),
    );
    if (!list.length) done?.();
  };
  const next = whenVisible(() => rotate());

  const rotate = () => {
    const to = nextWord(current, words.length, loop);
    if (to === undefined) return;
    const word = words[current]!;
    const target = words[to]!;
    if (style === 'typing') {
      wrapper.classList.add('elementor-headline-typing-selected');
      later(() => {
        wrapper.classList.remove('elementor-headline-typing-selected');
        for (const letter of letters.get(word) ?? []) letter.classList.remove(IN);
        switchWord(current, to);
      }, timing.selection);
      later(
        () =>
          stepLetters(letters.get(target) ?? [], true, timing.typeLetter, () =>
            later(next, timing.hold),
          ),
        timing.typePause,
      );
    } else if (byLetter) {
      // Out with the old letters and in with the new at once; the longer word sets the pace.
      const out = letters.get(word) ?? [];
      const incoming = letters.get(target) ?? [];
      const longer = out.length >= incoming.length;
      stepLetters(out, false, timing.letter, longer ? () => later(next, timing.hold) : undefined);
      stepLetters(
        incoming,
        true,
        timing.letter,
        longer ? undefined : () => later(next, timing.hold),
      );
      setCurrent(to);
      fitWidth(target);
    } else if (style === 'clip') {
      wrapper.animate?.([{ width: `${wrapper.offsetWidth}px` }, { width: '2px' }], {
        duration: timing.reveal,
      });
      setWidth(2);
      later(() => {
        switchWord(current, to);
        const width = target.offsetWidth + 10;
        wrapper.animate?.([{ width: '2px' }, { width: `${width}px` }], { duration: timing.reveal });
        setWidth(width);
        later(next, timing.reveal + timing.revealHold);
      }, timing.reveal);
    } else {
      switchWord(current, to);
      later(next, timing.hold);
    }
  };

  whenInView(ctx, headline, () => {
    if (style === 'clip') setWidth(words[current]!.offsetWidth + 10);
    else fitWidth(words[current]!);
    later(next, timing.hold);
  });
  ctx.own(() => {
    wrapper.style.width = '';
  });
}
