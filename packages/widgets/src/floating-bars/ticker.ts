import type { BehaviourContext } from '@islet/core';
import { copiesNeeded } from './ticker-fill.ts';

/**
 * A copy only there to fill the row: hidden from assistive technology and out of the tab order
 * (the original left the copied links focusable inside `aria-hidden`).
 */
function silentCopy<T extends Element>(node: T, className: string): T {
  const copy = node.cloneNode(true) as T;
  copy.setAttribute('aria-hidden', 'true');
  copy.classList.add(className);
  const links = copy.matches('a, button') ? [copy] : [...copy.querySelectorAll('a, button')];
  for (const link of links) link.setAttribute('tabindex', '-1');
  return copy;
}

/**
 * Marks the row playing or paused for the site CSS and shows only the button that applies
 * (`aria-hidden`).
 */
function showPlaying(
  headlines: HTMLElement,
  pause: HTMLElement | null,
  play: HTMLElement | null,
  playing: boolean,
  moveFocus: boolean,
): void {
  headlines.classList.toggle('is-paused', !playing);
  headlines.classList.toggle('is-playing', playing);
  if (!pause || !play) return;
  pause.setAttribute('aria-hidden', String(!playing));
  play.setAttribute('aria-hidden', String(playing));
  // The pressed button disappears (the site CSS hides `aria-hidden` ones): focus its twin.
  if (moveFocus) (playing ? pause : play).focus();
}

/**
 * The ticker (floating bars variant 2). Its headlines are copied until they fill the bar. With
 * `autoplay` the row is doubled and marked `data-animated="true"` with `is-playing` for the site
 * CSS to scroll; the pause and play buttons toggle `is-paused` / `is-playing` and show only the
 * one that applies (`aria-hidden`), the focus following to it. With `scroll` the row moves by the
 * page's scroll distance (mirrored right to left), copied further as it goes. Under reduced motion
 * nothing moves: an autoplay ticker starts paused, until the visitor presses play.
 */
export function ticker(
  ctx: BehaviourContext,
  main: HTMLElement,
  options: { type: string; reduced: boolean; rtl: boolean },
): void {
  const headlines = main.querySelector<HTMLElement>('.e-floating-bars__headlines');
  const inner = headlines?.querySelector<HTMLElement>('.e-floating-bars__headlines-inner');
  if (!headlines || !inner) return;
  const pause = main.querySelector<HTMLElement>('.e-floating-bars__pause-button');
  const play = main.querySelector<HTMLElement>('.e-floating-bars__play-button');
  const originals = [...inner.children];
  const added: Element[] = [];
  let setWidth = 0;

  const addCopies = (count: number) => {
    for (let i = 0; i < count; i += 1)
      for (const item of originals) {
        const copy = silentCopy(item, 'e-floating-bars__headline--clone');
        inner.append(copy);
        added.push(copy);
      }
  };
  const fill = (then?: () => void) =>
    ctx.scheduler.read(() => {
      setWidth ||= inner.offsetWidth;
      const count = copiesNeeded(setWidth, inner.offsetWidth, headlines.offsetWidth);
      ctx.scheduler.write(() => {
        addCopies(count);
        then?.();
      });
    });

  let animated = false;
  const startAutoplay = () => {
    if (animated) return;
    animated = true;
    const twin = silentCopy(inner, 'e-floating-bars__headlines-inner--clone');
    inner.after(twin);
    added.push(twin);
    headlines.setAttribute('data-animated', 'true');
  };
  const setPlaying = (playing: boolean, moveFocus: boolean) => {
    if (playing) startAutoplay();
    showPlaying(headlines, pause, play, playing, moveFocus);
  };
  if (options.type !== 'scroll') {
    if (pause)
      pause.addEventListener('click', () => setPlaying(false, true), { signal: ctx.signal });
    if (play) play.addEventListener('click', () => setPlaying(true, true), { signal: ctx.signal });
    fill(() => setPlaying(!options.reduced, false));
  } else if (options.reduced) fill();
  else {
    const win = main.ownerDocument.defaultView ?? window;
    // Also at once: a page reloaded halfway down starts with its row moved that far.
    let queued = 0; // copies decided in this frame's reads, not yet written
    const follow = () => {
      setWidth ||= inner.offsetWidth;
      const scrolled = win.scrollY;
      const row = inner.offsetWidth + queued * setWidth;
      const count = copiesNeeded(setWidth, row, headlines.offsetWidth, scrolled);
      queued += count;
      ctx.scheduler.write(() => {
        queued -= count;
        addCopies(count);
        inner.style.transform = `translateX(${options.rtl ? '' : '-'}${scrolled}px)`;
      });
    };
    ctx.scheduler.read(follow);
    ctx.scheduler.onScroll(follow);
  }

  ctx.own(() => {
    for (const node of added) node.remove();
    headlines.removeAttribute('data-animated');
    headlines.classList.remove('is-paused', 'is-playing');
    inner.style.removeProperty('transform');
    pause?.removeAttribute('aria-hidden');
    play?.removeAttribute('aria-hidden');
  });
}
