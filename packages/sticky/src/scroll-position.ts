import type { Cleanup } from '@islet/core';

/**
 * The scroll position and viewport height as the last scroll or resize event saw them. Reading
 * `scrollY` or `innerHeight` inside an animation frame makes Chromium bring style up to date
 * first, and CSS transitions running on the page have just invalidated it; when the scroll and
 * resize events fire, earlier in the frame, style is still clean. So the events only record, and
 * the scheduler's read phase reads the record.
 */
interface Position {
  y: number;
  height: number;
  users: number;
  stop: Cleanup;
}

const positions = new WeakMap<Window, Position>();

export interface ScrollPosition {
  readonly y: number;
  readonly height: number;
  release: Cleanup;
}

export function trackScroll(win: Window): ScrollPosition {
  let position = positions.get(win);
  if (!position) {
    const events = new AbortController();
    const created: Position = {
      y: win.scrollY,
      height: win.innerHeight,
      users: 0,
      stop: () => events.abort(),
    };
    const record = () => {
      created.y = win.scrollY;
      created.height = win.innerHeight;
    };
    win.addEventListener('scroll', record, { passive: true, signal: events.signal });
    win.addEventListener('resize', record, { passive: true, signal: events.signal });
    positions.set(win, (position = created));
  }
  const current = position;
  current.users++;
  let released = false;
  return {
    get y() {
      return current.y;
    },
    get height() {
      return current.height;
    },
    release() {
      if (released) return;
      released = true;
      if (--current.users) return;
      current.stop();
      positions.delete(win);
    },
  };
}
