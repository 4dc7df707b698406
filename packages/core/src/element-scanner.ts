import { findElements, isElement } from './elements/element-info.ts';

/** Finds the builder's elements and connects them in time slices, following the DOM. */
export interface Scanner {
  /** Queues elements to connect in document order, a slice at a time. */
  enqueue(elements: Element[]): void;
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

const SLICE_MS = 8;

/**
 * Outside the first viewport (`height` high, the document's client height), or not laid out
 * (hidden on this device): such an element hydrates in idle time, and keeps nothing of the first
 * paint back.
 */
export function belowFold(element: Element, height: number): boolean {
  const rect = element.getBoundingClientRect();
  return rect.bottom <= 0 || rect.top >= height || (!rect.width && !rect.height);
}

/**
 * The elements of the first scan that wait for idle time. One read pass before any connect
 * writes, so finding the first viewport lays out once. An element hidden until its entrance
 * animation (`{builder}-invisible`) connects at boot (that only arms an intersection observer):
 * queued, it would stay invisible when scrolled to while the visitor keeps scrolling, since idle
 * hydration waits for scrolling to stop.
 */
export function belowFirstViewport(doc: Document, found: Element[], builder: string): Element[] {
  const height = doc.documentElement.clientHeight;
  return found.filter(
    (element) =>
      !element.hasAttribute(`data-${builder}-type`) &&
      !element.classList.contains(`${builder}-invisible`) &&
      belowFold(element, height),
  );
}

export function createScanner(
  builder: string,
  yieldToBrowser: () => Promise<void>,
  connect: (element: Element) => void,
  disconnect: (element: Element) => void,
): Scanner {
  const queue: Element[] = [];
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
  async function drain() {
    while (queue.length) {
      const sliceStart = performance.now();
      while (queue.length && performance.now() - sliceStart < SLICE_MS) connect(queue.shift()!);
      work += performance.now() - sliceStart;
      if (queue.length) await yieldToBrowser();
    }
    draining = false;
    settle();
  }
  const scanner: Scanner = {
    enqueue(elements) {
      if (!elements.length) return;
      queue.push(...elements);
      if (draining) return;
      draining = true;
      void drain();
    },
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
