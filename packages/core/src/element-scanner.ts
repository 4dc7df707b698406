import { drainInSlices } from './drain-in-slices.ts';
import { findElements, isElement } from './elements/element-info.ts';

/** Finds the builder's elements and connects them in time slices, following the DOM. */
export interface Scanner {
  /** Queues elements to connect in document order, a slice at a time. */
  enqueue(elements: Element[]): void;
  /**
   * Runs `task` in the connecting slices, after what is queued: a chunk that many elements waited
   * for starts them in turn, not in one long task.
   */
  later(task: () => void): void;
  /** Counts an async step (a chunk, an async connect) as unsettled until it ends. */
  track<T>(promise: Promise<T>): Promise<T>;
  /** Resolves once nothing is queued and no tracked step is pending. */
  settled(): Promise<void>;
  /** Follows the document: added elements are queued, removed ones disconnected. */
  observe(doc: Document): void;
  stop(): void;
  /** Milliseconds spent connecting so far, without the time yielded to the browser. */
  work(): number;
}

/**
 * Outside the first viewport (`height` high, the document's client height), or not laid out
 * (hidden on this device): such an element hydrates in idle time, and keeps nothing of the first
 * paint back.
 */
export function belowFold(element: Element, height: number): boolean {
  return outside(element.getBoundingClientRect(), height);
}

const outside = (rect: DOMRect, height: number) =>
  rect.bottom <= 0 || rect.top >= height || (!rect.width && !rect.height);

/**
 * The elements of the first scan that wait for idle time. One read pass before any connect
 * writes, so finding the first viewport lays out once. An element hidden until its entrance
 * animation (`{builder}-invisible`) connects at boot (that only arms an intersection observer):
 * queued, it would stay invisible when scrolled to while the visitor keeps scrolling, since idle
 * hydration waits for scrolling to stop.
 *
 * Inside a laid-out element that starts below the first viewport, every element is below it too
 * and is not measured: each `getBoundingClientRect` costs even with the layout clean, and on
 * `EthereumDay` (335 elements) the reads were two thirds of the start task at Lighthouse's mobile
 * CPU. `found` is in document order, so a descendant follows its ancestor. A box of no size is not
 * pruned (`display: contents` reports one and lays its children out); nor one ending above the
 * top. What this can get wrong is an element positioned out of a box below the first viewport (a
 * fixed button in the footer): it hydrates in idle time, or at once when touched.
 */
export function belowFirstViewport(doc: Document, found: Element[], builder: string): Element[] {
  const height = doc.documentElement.clientHeight;
  const below: Element[] = [];
  let pruned: Element | null = null;
  for (const element of found) {
    if (element.hasAttribute(`data-${builder}-type`)) continue;
    if (element.classList.contains(`${builder}-invisible`)) continue;
    if (pruned?.contains(element)) {
      below.push(element);
      continue;
    }
    const rect = element.getBoundingClientRect();
    if (!outside(rect, height)) continue;
    below.push(element);
    if (rect.top >= height && (rect.width || rect.height)) pruned = element;
  }
  return below;
}

export function createScanner(
  builder: string,
  yieldToBrowser: () => Promise<void>,
  connect: (element: Element) => void,
  disconnect: (element: Element) => void,
): Scanner {
  const queue: (() => void)[] = [];
  let draining = false;
  let work = 0;
  let busy = 0;
  let waiters: (() => void)[] = [];
  let observer: MutationObserver | undefined;
  const settle = () => {
    if (busy || queue.length || draining) return;
    const resolved = waiters;
    waiters = [];
    for (const resolve of resolved) resolve();
  };
  const drained = (spent: number) => {
    work += spent;
    draining = false;
    settle();
  };
  /**
   * Queues tasks, and drains the queue unless it is draining: at once, or after a yield when
   * `fresh`. A chunk's elements are pushed one microtask each, all in the task that loaded it;
   * each starting a slice of its own at once would make one long task of them again.
   */
  function push(tasks: (() => void)[], fresh?: boolean) {
    queue.push(...tasks);
    if (draining) return;
    draining = true;
    const drain = () => drainInSlices(queue, yieldToBrowser, drained);
    if (fresh) void yieldToBrowser().then(drain);
    else drain();
  }
  const scanner: Scanner = {
    enqueue(elements) {
      if (elements.length) push(elements.map((element) => () => connect(element)));
    },
    later: (task) => push([task], true),
    track(promise) {
      busy++;
      return promise.finally(() => {
        busy--;
        settle();
      });
    },
    settled: () =>
      new Promise((resolve) => {
        waiters.push(resolve);
        settle();
      }),
    observe(doc) {
      observer = new (doc.defaultView?.MutationObserver ?? MutationObserver)((mutations) => {
        const added: Element[] = [];
        for (const mutation of mutations) {
          for (const node of mutation.removedNodes) {
            if (!isElement(node) || node.isConnected) continue;
            for (const element of findElements(node, builder)) disconnect(element);
          }
          for (const node of mutation.addedNodes) {
            if (isElement(node) && node.isConnected) added.push(...findElements(node, builder));
          }
        }
        scanner.enqueue(added);
      });
      observer.observe(doc.documentElement, { childList: true, subtree: true });
    },
    stop() {
      observer?.disconnect();
      queue.length = 0;
    },
    work: () => work,
  };
  return scanner;
}
