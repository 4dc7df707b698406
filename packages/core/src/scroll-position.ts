/**
 * The page's scroll position without a style or layout update, shared by every behaviour that
 * reads it each frame (sticky elements, motion effects). Reading `scrollY` in a frame makes
 * Chromium bring style up to date first, and motion writes have always just invalidated it. A
 * `ScrollTimeline` on the root scroller reports the position as a share of the scroll range from
 * the snapshot the browser takes at the start of every frame, so reading it costs nothing; times
 * the range, measured only when something resized, that is `scrollY`. Without `ScrollTimeline` it
 * falls back to `scrollY`.
 *
 * Not part of `@islet/core`'s entry: imported as `@islet/core/scroll-position`, so it ships in a
 * chunk shared by the packages that use it, not in the always-loaded bundle.
 */

interface TimelineValue {
  value: number;
}
type ScrollTimelineConstructor = new (options: { source: Element; axis: 'block' }) => {
  readonly currentTime: TimelineValue | number | null;
};

export interface ScrollPosition {
  /** The vertical scroll position in this frame; call in the scheduler's read phase. */
  readonly y: number;
  /** The viewport's height. */
  readonly height: number;
  /** Re-reads the scroll range and viewport height: a layout read, for measuring passes. */
  refresh(): void;
}

const positions = new WeakMap<Window, ScrollPosition>();

function create(win: Window): ScrollPosition {
  const Timeline = (win as unknown as { ScrollTimeline?: ScrollTimelineConstructor })
    .ScrollTimeline;
  const root = win.document.documentElement;
  const timeline =
    typeof Timeline === 'function' ? new Timeline({ source: root, axis: 'block' }) : null;
  // `document.timeline.currentTime` is the frame's time, the same for every callback of a frame:
  // the cached position is good until it moves on, so no scroll listener runs for this.
  const frameTime = () => win.document.timeline?.currentTime ?? null;
  let range = 0;
  let height = 0;
  let dirty = true;
  let y = 0;
  let stamp: unknown = undefined;
  const stale = () => (dirty = true);
  const refresh = () => {
    dirty = false;
    stamp = undefined;
    // Once per measure: after a resize nothing listens until the next read measures again, so a
    // window resized while nothing reads the position is not listened to (the same listener
    // added again while it waits is no second one).
    win.addEventListener('resize', stale, { once: true, passive: true });
    range = root.scrollHeight - root.clientHeight;
    height = win.innerHeight;
  };
  return {
    get y() {
      if (dirty) refresh();
      const now = frameTime();
      if (now !== null && now === stamp) return y;
      const time = timeline?.currentTime;
      if (time === undefined) return win.scrollY;
      stamp = now;
      // `null` when the page cannot scroll at all.
      const share = time === null ? 0 : typeof time === 'number' ? time : time.value;
      return (y = (share / 100) * range);
    },
    get height() {
      if (dirty) refresh();
      return height;
    },
    refresh,
  };
}

/** The window's shared scroll position. */
export function scrollPosition(win: Window): ScrollPosition {
  let position = positions.get(win);
  if (!position) positions.set(win, (position = create(win)));
  return position;
}
