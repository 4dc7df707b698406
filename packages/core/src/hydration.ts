/**
 * When behaviours build: the elements of the first viewport at boot, every other one in idle time
 * after it, in document order, in slices of a few milliseconds, never while the visitor scrolls.
 * An interaction with an element that has not been built yet builds it at once, and a click or
 * key press that arrives before it is ready is held and replayed when it is (docs/architecture.md,
 * "Hydration").
 */
import type { Cleanup } from './cleanup.ts';

export interface Hydration {
  /**
   * Runs `task` in an idle slice, after the tasks queued before it; at once when `element` has
   * had an interaction. The cleanup drops it if it has not run.
   */
  idle(element: Element | null, task: () => void): Cleanup;
  /** Runs every task queued for `element` and its ancestors now. */
  urgent(element: Element): void;
  /** Resolves when the queue is empty (again). */
  drained(): Promise<void>;
  stop(): void;
}

/** The longest slice of idle hydration: long enough to build a widget, short enough for input. */
export const HYDRATION_SLICE_MS = 4;
/** Idle hydration waits this long after the last scroll event (no `scrollend` everywhere). */
export const SCROLL_QUIET_MS = 150;
/** A held interaction is replayed after this long even if its element never settles. */
export const REPLAY_TIMEOUT_MS = 5000;

interface Entry {
  element: Element | null;
  task: (() => void) | null;
}

type IdleWindow = Window & {
  requestIdleCallback?: (cb: (deadline: IdleDeadline) => void, o?: { timeout: number }) => number;
};

const INTENT = ['pointerdown', 'focusin', 'keydown', 'pointerover'];
const HELD = ['click', 'keydown'];

/**
 * `settling(element)` says whether an element's behaviours are still getting ready (a chunk, an
 * async connect), with a promise for when they are; an interaction held meanwhile is replayed then.
 */
export function createHydration(
  win: IdleWindow,
  settling: (element: Element) => Promise<void> | null,
  yieldToBrowser: () => Promise<void>,
): Hydration {
  const queue: Entry[] = [];
  const byElement = new Map<Element, Entry[]>();
  const urgentElements = new WeakSet<Element>();
  const holding = new Map<Element, Promise<void>>();
  let head = 0;
  let scheduled = false;
  let quietAt = 0;
  let drainWaiters: (() => void)[] = [];

  const run = (entry: Entry) => {
    const task = entry.task;
    entry.task = null;
    if (!task) return;
    if (entry.element) {
      const entries = byElement.get(entry.element);
      entries?.splice(entries.indexOf(entry), 1);
      if (!entries?.length) byElement.delete(entry.element);
    }
    try {
      task();
    } catch (error) {
      console.error('[islet] a hydration task failed', error);
    }
  };

  const settle = () => {
    if (head < queue.length) return;
    queue.length = head = 0;
    const waiters = drainWaiters;
    drainWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const slice = (budget: number) => {
    scheduled = false;
    const wait = quietAt - performance.now();
    if (wait > 0) {
      scheduled = true;
      win.setTimeout(() => schedule(true), wait);
      return;
    }
    const end = performance.now() + Math.min(budget, HYDRATION_SLICE_MS);
    // One task at least, so a deadline spent by the time the callback runs cannot stall the queue.
    let first = true;
    while (head < queue.length && (first || performance.now() < end)) {
      first = false;
      run(queue[head++]!);
    }
    if (head < queue.length) schedule();
    else settle();
  };

  const schedule = (force = false) => {
    if (scheduled && !force) return;
    scheduled = true;
    if (win.requestIdleCallback)
      win.requestIdleCallback((deadline) => slice(deadline.timeRemaining() || 1), {
        timeout: 1000,
      });
    else void yieldToBrowser().then(() => slice(HYDRATION_SLICE_MS));
  };

  const onScroll = () => {
    quietAt = performance.now() + SCROLL_QUIET_MS;
  };

  /** Every element that has queued work, from `target` up; the outermost first, as in the page. */
  const pendingAround = (target: EventTarget | null): Element[] => {
    const found: Element[] = [];
    for (let node = target as Element | null; node?.nodeType === 1; node = node.parentElement)
      if (byElement.has(node) || urgentElements.has(node)) found.unshift(node);
    return found;
  };

  const onIntent = (event: Event) => {
    // Content passing under a still mouse while the page scrolls is no intent.
    if (event.type === 'pointerover' && performance.now() < quietAt) return;
    for (const element of pendingAround(event.target)) {
      hydration.urgent(element);
      const pending = settling(element);
      if (pending && !holding.has(element)) {
        const done = () => holding.delete(element);
        holding.set(element, pending);
        void pending.then(done, done);
      }
    }
  };

  /**
   * A click, or a key that does not itself cause a click (Enter and Space on a button or link
   * do), on an element still settling: held now, dispatched again once it has settled.
   */
  const onHeld = (event: Event) => {
    if (!event.isTrusted || !holding.size) return;
    if (event instanceof KeyboardEvent && (event.key === 'Enter' || event.key === ' ')) return;
    const target = event.target as Element;
    let wait: Promise<void> | undefined;
    for (const [element, pending] of holding) if (element.contains(target)) wait = pending;
    if (!wait) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const Event = event.constructor as typeof MouseEvent;
    const replay = () => {
      if (target.isConnected) target.dispatchEvent(new Event(event.type, event as MouseEvent));
    };
    const timeout = new Promise<void>((resolve) => win.setTimeout(resolve, REPLAY_TIMEOUT_MS));
    void Promise.race([wait.catch(() => {}), timeout]).then(replay);
  };

  const listen = (add: boolean) => {
    const method = add ? 'addEventListener' : 'removeEventListener';
    win[method]('scroll', onScroll, { capture: true, passive: true });
    // Registered before the intent listeners: the event that makes an element urgent is not held.
    for (const type of HELD) win[method](type, onHeld, true);
    for (const type of INTENT) win[method](type, onIntent, { capture: true, passive: true });
  };
  listen(true);

  const hydration: Hydration = {
    idle(element, task) {
      if (element && urgentElements.has(element)) {
        task();
        return () => {};
      }
      const entry: Entry = { element, task };
      queue.push(entry);
      if (element) {
        const entries = byElement.get(element);
        if (entries) entries.push(entry);
        else byElement.set(element, [entry]);
      }
      schedule();
      return () => {
        entry.task = null;
        if (element) {
          const entries = byElement.get(element);
          entries?.splice(entries.indexOf(entry), 1);
          if (!entries?.length) byElement.delete(element);
        }
      };
    },
    urgent(element) {
      urgentElements.add(element);
      for (const entry of [...(byElement.get(element) ?? [])]) run(entry);
    },
    drained() {
      return new Promise((resolve) => {
        drainWaiters.push(resolve);
        if (!scheduled) settle();
      });
    },
    stop() {
      listen(false);
      for (const entry of queue) entry.task = null;
      byElement.clear();
      holding.clear();
    },
  };
  return hydration;
}
