import type { Cleanup } from '@islet/core';

/**
 * The page's scroll position without a style or layout update. Reading `scrollY` in a frame makes
 * Chromium bring style up to date first, and the site's CSS transitions (restarted by every motion
 * write) have always just invalidated it. A `ScrollTimeline` on the root scroller reports the
 * position as a share of the scroll range from the snapshot the browser takes at the start of
 * every frame, so reading it costs nothing; times the range, measured only when something
 * resized, that is `scrollY`. Without `ScrollTimeline` it falls back to `scrollY`.
 */

interface TimelineValue {
  value: number;
}
type ScrollTimelineConstructor = new (options: { source: Element; axis: 'block' }) => {
  readonly currentTime: TimelineValue | number | null;
};

interface Position {
  timeline: { readonly currentTime: TimelineValue | number | null } | null;
  range: number;
  height: number;
  dirty: boolean;
  /** The last position read, good until the next scroll event. */
  y: number | null;
  users: number;
  stop: Cleanup;
}

const positions = new WeakMap<Window, Position>();

export interface ScrollPosition {
  /** The vertical scroll position now; call in the read phase. */
  readonly y: number;
  /** The viewport's height. */
  readonly height: number;
  /** Re-reads the scroll range and viewport height: a layout read, for measuring passes. */
  refresh(): void;
  release: Cleanup;
}

function create(win: Window): Position {
  const Timeline = (win as unknown as { ScrollTimeline?: ScrollTimelineConstructor })
    .ScrollTimeline;
  const root = win.document.documentElement;
  const events = new AbortController();
  const position: Position = {
    timeline: typeof Timeline === 'function' ? new Timeline({ source: root, axis: 'block' }) : null,
    range: 0,
    height: 0,
    dirty: true,
    y: null,
    users: 0,
    stop: () => events.abort(),
  };
  const options = { passive: true, signal: events.signal };
  win.addEventListener('resize', () => (position.dirty = true), options);
  // Only forgets the cached position: reading it here would cost the style update this avoids.
  win.addEventListener('scroll', () => (position.y = null), options);
  return position;
}

export function trackScroll(win: Window): ScrollPosition {
  let position = positions.get(win);
  if (!position) positions.set(win, (position = create(win)));
  const current = position;
  current.users++;
  let released = false;
  const refresh = () => {
    const root = win.document.documentElement;
    current.dirty = false;
    current.y = null;
    current.range = root.scrollHeight - root.clientHeight;
    current.height = win.innerHeight;
  };
  return {
    get y() {
      if (current.dirty) refresh();
      if (current.y !== null) return current.y;
      const time = current.timeline?.currentTime;
      if (time === undefined) return win.scrollY;
      const share = time === null ? 0 : typeof time === 'number' ? time : time.value;
      // `null` when the page cannot scroll at all.
      return (current.y = (share / 100) * current.range);
    },
    get height() {
      if (current.dirty) refresh();
      return current.height;
    },
    refresh,
    release() {
      if (released) return;
      released = true;
      if (--current.users) return;
      current.stop();
      positions.delete(win);
    },
  };
}
