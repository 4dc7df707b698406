/**
 * For tests of `islet-head.js`'s passes (`whileParsing`), which act in two steps: the mutation
 * observer asks for a frame, the frame reads and writes.
 */

/**
 * Makes `change` to the page and resolves once the head script's observer has had its callback
 * for it: the DOM notifies observers in the order they were made, and this one is made after the
 * head script's.
 */
export function afterObserver(change: () => void): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(document, { childList: true, subtree: true });
    change();
  });
}

/** The next animation frame: the head script's, asked for earlier, has run by then. */
export const nextFrame = (): Promise<void> =>
  new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * jsdom has no ResizeObserver: installs one that reports the root element's content box when the
 * test says it changed (a scrollbar appeared, the page grew), as the browser does in a rendering
 * update. It starts 0 high: a page shorter than the window.
 */
export function installResizeObserver(): {
  resize(width: number, height?: number): void;
  uninstall(): void;
} {
  const observers = new Set<{ callback: ResizeObserverCallback; self: ResizeObserver }>();
  const had = Object.getOwnPropertyDescriptor(window, 'ResizeObserver');
  class FakeResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      if (target !== document.documentElement) return;
      const entry = { callback: this.callback, self: this as unknown as ResizeObserver };
      observers.add(entry);
      // The first observation, as the browser reports it.
      queueMicrotask(() => report(entry, target.clientWidth, 0));
    }
    unobserve() {}
    disconnect() {
      for (const entry of observers) if (entry.self === (this as unknown)) observers.delete(entry);
    }
  }
  const report = (
    entry: { callback: ResizeObserverCallback; self: ResizeObserver },
    width: number,
    height: number,
  ) =>
    entry.callback(
      [
        {
          target: document.documentElement,
          contentRect: { width, height },
        } as unknown as ResizeObserverEntry,
      ],
      entry.self,
    );
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: FakeResizeObserver,
  });
  return {
    resize: (width, height = 0) => {
      for (const entry of observers) report(entry, width, height);
    },
    uninstall: () => {
      if (had) Object.defineProperty(window, 'ResizeObserver', had);
      else Reflect.deleteProperty(window, 'ResizeObserver');
    },
  };
}
