import type { Cleanup } from './cleanup.ts';

export type FrameTask = () => void;

export interface IntersectionOptions {
  /** @default '0px' */
  rootMargin?: string;
  /** @default 0 */
  threshold?: number | number[];
}

export interface Scheduler {
  /** Runs in the next frame's read phase: measure here, never write. */
  read(task: FrameTask): Cleanup;
  /** Runs in the next frame's write phase, after every read of that frame. */
  write(task: FrameTask): Cleanup;
  /** Called once per frame in the read phase while the page scrolls. */
  onScroll(listener: FrameTask): Cleanup;
  /** Called once the window has stopped resizing for `wait` ms (0: next frame). */
  onResize(listener: FrameTask, wait?: number): Cleanup;
  observeIntersection(
    element: Element,
    callback: (entry: IntersectionObserverEntry) => void,
    options?: IntersectionOptions,
  ): Cleanup;
  observeResize(element: Element, callback: (entry: ResizeObserverEntry) => void): Cleanup;
  /** Resolves in a fresh task, so long work can yield to input and rendering. */
  yieldToBrowser(): Promise<void>;
}

type Pool<E> = Map<Element, Set<(entry: E) => void>>;

interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * `scheduler.yield()` where the browser has it; else a message-channel task. Nested
 * `setTimeout(0)` is clamped to 4 ms, which would leave a third of a long scan idle.
 */
function yieldToBrowser(): Promise<void> {
  const native = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof native?.yield === 'function') return native.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

function addToPool<E>(pool: Pool<E>, element: Element, callback: (entry: E) => void): boolean {
  let callbacks = pool.get(element);
  const isNew = !callbacks;
  if (!callbacks) pool.set(element, (callbacks = new Set()));
  callbacks.add(callback);
  return isNew;
}

function removeFromPool<E>(pool: Pool<E>, element: Element, callback: (entry: E) => void): boolean {
  const callbacks = pool.get(element);
  if (!callbacks?.delete(callback) || callbacks.size) return false;
  pool.delete(element);
  return true;
}

function dispatch<E extends { target: Element }>(pool: Pool<E>, entries: E[]) {
  for (const entry of entries)
    for (const callback of [...(pool.get(entry.target) ?? [])]) callback(entry);
}

/** `requestAnimationFrame`, or a frame-long timer where the window has none. */
const frameRequester = (win: Window): ((cb: () => void) => number) =>
  typeof win.requestAnimationFrame === 'function'
    ? (cb) => win.requestAnimationFrame(cb)
    : (cb) => win.setTimeout(cb, 16) as unknown as number;

function runAll(tasks: Iterable<FrameTask>) {
  for (const task of tasks) {
    try {
      task();
    } catch (error) {
      console.error('[islet] a frame task failed', error);
    }
  }
}

/** One intersection observer per distinct options, shared by every element observed with them. */
function observingIntersections(win: ObserverWindow): Scheduler['observeIntersection'] {
  const observers = new Map<
    string,
    { observer: IntersectionObserver; pool: Pool<IntersectionObserverEntry> }
  >();
  return (element, callback, options = {}) => {
    const Intersection = win.IntersectionObserver;
    if (typeof Intersection !== 'function') {
      // Without an observer nothing may wait forever for visibility: treat it as visible.
      const timer = setTimeout(() =>
        callback({
          isIntersecting: true,
          intersectionRatio: 1,
          target: element,
        } as IntersectionObserverEntry),
      );
      return () => clearTimeout(timer);
    }
    const key = `${options.rootMargin ?? '0px'}|${String(options.threshold ?? 0)}`;
    let shared = observers.get(key);
    if (!shared) {
      const pool: Pool<IntersectionObserverEntry> = new Map();
      const observer = new Intersection((entries) => dispatch(pool, entries), options);
      observers.set(key, (shared = { observer, pool }));
    }
    const { observer, pool } = shared;
    if (addToPool(pool, element, callback)) observer.observe(element);
    return () => {
      if (removeFromPool(pool, element, callback)) observer.unobserve(element);
    };
  };
}

/** One resize observer for every element, created on first use. */
function observingResizes(win: ObserverWindow): Scheduler['observeResize'] {
  let resizeObserver: ResizeObserver | undefined;
  const pool: Pool<ResizeObserverEntry> = new Map();
  return (element, callback) => {
    const Resize = win.ResizeObserver;
    if (typeof Resize !== 'function') return () => {};
    const observer = (resizeObserver ??= new Resize((entries) => dispatch(pool, entries)));
    if (addToPool(pool, element, callback)) observer.observe(element);
    return () => {
      if (removeFromPool(pool, element, callback)) resizeObserver?.unobserve(element);
    };
  };
}

/**
 * One frame loop for the whole runtime: every read of a frame runs before every write, so layout
 * is computed at most once per frame however many behaviours scroll or measure.
 */
export type ObserverWindow = Window & {
  IntersectionObserver?: typeof IntersectionObserver;
  ResizeObserver?: typeof ResizeObserver;
};

export function createScheduler(win: ObserverWindow): Scheduler {
  const reads = new Set<FrameTask>();
  const writes = new Set<FrameTask>();
  const scrollListeners = new Set<FrameTask>();
  let frame = 0;
  let scrolled = false;

  const raf = frameRequester(win);

  let reading = false;
  const flush = () => {
    frame = 0;
    const frameReads = [...reads];
    reads.clear();
    if (scrolled) {
      scrolled = false;
      frameReads.push(...scrollListeners);
    }
    reading = true;
    runAll(frameReads);
    reading = false;
    const frameWrites = [...writes];
    writes.clear();
    runAll(frameWrites);
  };

  const request = () => {
    if (!frame) frame = raf(flush);
  };

  const enqueue = (queue: Set<FrameTask>, task: FrameTask): Cleanup => {
    // A wrapper gives each call its own identity, so the same function can be queued twice.
    const entry = () => task();
    queue.add(entry);
    // A write queued by this frame's reads runs in this frame: no frame to ask for.
    if (!(reading && queue === writes)) request();
    return () => queue.delete(entry);
  };

  const onScrollEvent = () => {
    scrolled = true;
    request();
  };

  return {
    read: (task) => enqueue(reads, task),
    write: (task) => enqueue(writes, task),
    onScroll(listener) {
      const entry = () => listener();
      if (!scrollListeners.size) win.addEventListener('scroll', onScrollEvent, { passive: true });
      scrollListeners.add(entry);
      return () => {
        if (scrollListeners.delete(entry) && !scrollListeners.size) {
          win.removeEventListener('scroll', onScrollEvent);
        }
      };
    },
    onResize(listener, wait = 0) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let cancelFrame: Cleanup | undefined;
      const onResizeEvent = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          cancelFrame = enqueue(reads, listener);
        }, wait);
      };
      win.addEventListener('resize', onResizeEvent, { passive: true });
      return () => {
        clearTimeout(timer);
        cancelFrame?.();
        win.removeEventListener('resize', onResizeEvent);
      };
    },
    observeIntersection: observingIntersections(win),
    observeResize: observingResizes(win),
    yieldToBrowser,
  };
}
