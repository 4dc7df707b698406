import type { Cleanup } from '@islet/core';

export interface SlideTimers {
  /** Runs `task` in the next animation frame. */
  nextFrame(task: () => void): Cleanup;
  setTimeout(task: () => void, ms: number): Cleanup;
}

interface Point {
  x: number;
  y: number;
}

/**
 * The theme's sub-menu slide (theme-twentytwenty.md §5), with its classes so the theme's CSS
 * animates it: measure every menu item, flip `active` to measure the end layout, then let CSS
 * move each item from the first position to the last (`is-toggling`, `is-animating`,
 * `toggling-target`). The state (`active` on the sub-menu) is final at once; only the picture
 * animates. Unlike the theme, clean-up does not hang on `transitionend` alone: without the theme's
 * CSS that event never comes, so a timer finishes the job too.
 */
export function slideToggle(target: HTMLElement, duration: number, timers: SlideTimers): void {
  const menu = target.closest<HTMLElement>('.menu-wrapper');
  if (!menu) {
    target.classList.toggle('active');
    return;
  }
  const items = [...menu.querySelectorAll<HTMLElement>('.menu-item')];
  const positions = () => items.map((item): Point => ({ x: item.offsetLeft, y: item.offsetTop }));
  const parent = target.parentElement!;

  const initial = positions();
  const initialParentHeight = parent.offsetHeight;
  target.classList.add('toggling-target');
  target.classList.toggle('active');
  const final = positions();
  const finalParentHeight = parent.offsetHeight;
  // The browser never renders between these flips, so the measuring is invisible.
  target.classList.toggle('active');

  menu.classList.add('is-toggling');
  target.classList.toggle('active');
  const place = (positionsOf: Point[], parentHeight: number) =>
    items.forEach((item, index) => {
      const point = positionsOf[index]!;
      // Items of a collapsed sub-menu all sit at 0: start them at the parent's bottom instead.
      const y = point.y === 0 && item.parentElement === target ? parentHeight : point.y;
      item.style.transform = `translate(${point.x}px, ${y}px)`;
    });
  place(initial, initialParentHeight);

  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    menu.classList.remove('is-animating', 'is-toggling');
    target.classList.remove('toggling-target');
    for (const item of items) {
      item.style.transform = '';
      item.style.transitionDuration = '';
    }
    target.style.transitionDuration = '';
    target.removeEventListener('transitionend', onEnd);
  };
  const onEnd = (event: Event) => {
    if (event.target === target) finish();
  };

  // Two frames: the first lays out the starting positions, the second starts the transition.
  timers.nextFrame(() =>
    timers.nextFrame(() => {
      if (finished) return;
      menu.classList.add('is-animating');
      for (const item of items) item.style.transitionDuration = `${duration}ms`;
      target.style.transitionDuration = `${duration}ms`;
      place(final, finalParentHeight);
      target.addEventListener('transitionend', onEnd);
      timers.setTimeout(finish, duration + 100);
    }),
  );
}
