/**
 * When behaviours build: the elements of the first viewport at boot, every other one in idle time
 * after it, in document order, in slices of a few milliseconds, never while the visitor scrolls.
 * An interaction with an element that has not been built yet builds it at once
 * (`interaction-replay.ts`). A chunk of its own, loaded at boot when the first scan leaves
 * elements for later, so the entry stays within its budget. See docs/architecture.md, "Hydration".
 */
import type { Cleanup } from './cleanup.ts';
import { replayInteractions } from './interaction-replay.ts';

export interface Hydration {
  /**
   * Runs `task` in an idle slice, in the document order of its element (after the tasks queued
   * before it for elements up to it); at once when `element` has had an interaction. The cleanup
   * drops it if it has not run.
   */
  idle(element: Element | null, task: () => void): Cleanup;
  /** Runs every task queued for `element` now, and later ones as soon as they are queued. */
  urgent(element: Element): void;
  /** Whether `element` has tasks queued, or was made urgent. */
  waits(element: Element): boolean;
  /** True until at least SCROLL_QUIET_MS (at most twice that) after the last scroll event. */
  scrolling(): boolean;
  /** Resolves when the queue is empty (again). */
  drained(): Promise<void>;
  stop(): void;
}

/** The longest slice of idle hydration: long enough to build a widget, short enough for input. */
export const HYDRATION_SLICE_MS = 4;
/** The performance measure of each slice of idle hydration. */
export const SLICE_MEASURE = 'islet:hydration';
/** Idle hydration waits this long after the last scroll event (no `scrollend` everywhere). */
export const SCROLL_QUIET_MS = 150;
/** Without its `scrollend`, a scroll counts as over this long after the last event seen. */
const SCROLL_END_WAIT_MS = 2000;

interface Entry {
  element: Element | null;
  task: (() => void) | null;
}

type IdleWindow = Window & {
  requestIdleCallback?: (cb: (deadline: IdleDeadline) => void, o?: { timeout: number }) => number;
};

type Waiting = Map<Element, Entry[]>;

function forget(byElement: Waiting, entry: Entry) {
  entry.task = null;
  const entries = entry.element && byElement.get(entry.element);
  if (!entries) return;
  entries.splice(entries.indexOf(entry), 1);
  if (!entries.length) byElement.delete(entry.element!);
}

function remember(byElement: Waiting, element: Element, entry: Entry) {
  const entries = byElement.get(element);
  if (entries) entries.push(entry);
  else byElement.set(element, [entry]);
}

function run(byElement: Waiting, entry: Entry) {
  const task = entry.task;
  forget(byElement, entry);
  try {
    task?.();
  } catch (error) {
    console.error('[islet] a hydration task failed', error);
  }
}

/**
 * Runs the queue's tasks from `head` until `end` (a `performance.now()` time); returns the new
 * head. One task at least, so a deadline spent by the time the callback runs cannot stall the
 * queue.
 */
function runUntil(byElement: Waiting, queue: Entry[], head: number, end: number): number {
  let first = true;
  while (head < queue.length && (first || performance.now() < end)) {
    first = false;
    run(byElement, queue[head++]!);
  }
  return head;
}

/**
 * Calls `slice` with its budget in milliseconds in the next idle period, or after a yield where
 * the browser has no idle callbacks.
 */
function whenIdle(
  win: IdleWindow,
  yieldToBrowser: () => Promise<void>,
  slice: (budget: number) => void,
): void {
  if (win.requestIdleCallback)
    win.requestIdleCallback((deadline) => slice(deadline.timeRemaining() || 1), {
      timeout: 1000,
    });
  else void yieldToBrowser().then(() => slice(HYDRATION_SLICE_MS));
}

/**
 * Where a task for `element` goes: after every waiting task of an element before it in the
 * document (an ancestor counts as before). The first scan queues in document order, so this is
 * the end; a task queued later (an async step such as swiper's build, or a first-viewport one put
 * off while the visitor scrolls) goes before the elements that follow it.
 */
function placeOf(queue: Entry[], head: number, element: Element | null) {
  let at = queue.length;
  if (!element) return at;
  for (; at > head; at--) {
    const before = queue[at - 1]!.element;
    // 1: disconnected, 2: `element` precedes `before`.
    if (!before || (before.compareDocumentPosition(element) & 3) !== 2) break;
  }
  return at;
}

/**
 * A scroll sends an event every frame, and a listener called every frame is script in every
 * frame of the scroll (issue 21). One event is news enough: the listener then rests for
 * SCROLL_QUIET_MS, and until one more quiet period has passed without an event the visitor
 * counts as scrolling. So scrolling() stays true at least SCROLL_QUIET_MS after the last event,
 * seen or not, for about one call per SCROLL_QUIET_MS of scrolling.
 */
function watchScroll(win: Window) {
  let quietAt = 0;
  let rearm = 0;
  // Where the browser says when a scroll has ended (`scrollend`), the visitor also counts as
  // scrolling until it does, for up to SCROLL_END_WAIT_MS after the last event seen: a main
  // thread kept busy longer than a quiet period (a page's own style work under load) dispatches
  // no scroll event meanwhile, and the pause must not lapse then.
  let endAt = 0;
  const listen = () => {
    rearm = 0;
    win.addEventListener('scroll', onScroll, { capture: true, passive: true, once: true });
  };
  const onScroll = () => {
    const now = performance.now();
    quietAt = now + 2 * SCROLL_QUIET_MS;
    if ('onscrollend' in win) endAt = now + SCROLL_END_WAIT_MS;
    rearm = win.setTimeout(() => {
      // Events while resting went unseen; a busy main thread runs this late, and the last of them
      // may be later than the pause above covers.
      quietAt = Math.max(quietAt, performance.now() + SCROLL_QUIET_MS);
      listen();
    }, SCROLL_QUIET_MS);
  };
  const onEnd = () => (endAt = 0);
  win.addEventListener('scrollend', onEnd, { capture: true, passive: true });
  listen();
  return {
    /** Milliseconds until the visitor no longer counts as scrolling. */
    remaining() {
      const now = performance.now();
      // Until `scrollend` (or its cap), at least one more quiet period: the queue looks again then.
      // The same while resting past its time (the timer not run yet): events may be going unseen.
      const blind = rearm ? now + SCROLL_QUIET_MS : 0;
      return Math.max(quietAt, blind, Math.min(endAt, now + SCROLL_QUIET_MS)) - now;
    },
    stop() {
      win.removeEventListener('scroll', onScroll, true);
      win.removeEventListener('scrollend', onEnd, true);
      if (rearm) win.clearTimeout(rearm);
    },
  };
}

/**
 * `settling(element)`: whether the element's behaviours are still getting ready; an interaction
 * held meanwhile is replayed when they are.
 */
export function createHydration(
  win: IdleWindow,
  yieldToBrowser: () => Promise<void>,
  settling: (element: Element) => boolean,
): Hydration {
  const queue: Entry[] = [];
  const byElement = new Map<Element, Entry[]>();
  const urgentElements = new WeakSet<Element>();
  let head = 0;
  let scheduled = false;
  const drainWaiters: (() => void)[] = [];
  const scroll = watchScroll(win);

  const settle = () => {
    if (head < queue.length) return;
    queue.length = head = 0;
    for (const resolve of drainWaiters.splice(0)) resolve();
  };

  const slice = (budget: number) => {
    scheduled = false;
    const wait = scroll.remaining();
    if (wait > 0) {
      scheduled = true;
      win.setTimeout(() => schedule(true), wait);
      return;
    }
    const start = performance.now();
    head = runUntil(byElement, queue, head, start + Math.min(budget, HYDRATION_SLICE_MS));
    if (head < queue.length) schedule();
    else settle();
    // In DevTools' timings, and for the test that no slice starts while the visitor scrolls; last,
    // so a browser without measure options cannot stall the queue.
    performance.measure(SLICE_MEASURE, { start });
  };

  const schedule = (force = false) => {
    if (scheduled && !force) return;
    scheduled = true;
    whenIdle(win, yieldToBrowser, slice);
  };

  const hydration: Hydration = {
    idle(element, task) {
      if (element && urgentElements.has(element)) {
        task();
        return () => {};
      }
      const entry: Entry = { element, task };
      queue.splice(placeOf(queue, head, element), 0, entry);
      if (element) remember(byElement, element, entry);
      schedule();
      return () => forget(byElement, entry);
    },
    urgent(element) {
      urgentElements.add(element);
      for (const entry of [...(byElement.get(element) ?? [])]) run(byElement, entry);
    },
    waits: (element) => byElement.has(element) || urgentElements.has(element),
    scrolling: () => scroll.remaining() > 0,
    drained() {
      return new Promise((resolve) => {
        drainWaiters.push(resolve);
        if (!scheduled) settle();
      });
    },
    stop() {
      scroll.stop();
      stopReplay();
      for (const entry of queue) entry.task = null;
      byElement.clear();
    },
  };
  const stopReplay = replayInteractions(win, hydration, settling);
  return hydration;
}
