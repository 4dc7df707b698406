import { replaceProperty } from './stub-property.ts';

/**
 * A controllable IntersectionObserver for jsdom (which has none): `reveal(element)` reports it
 * entering the viewport to every observer watching it, `hide(element)` leaving it. Counts
 * observers, to check that they are shared, and keeps their root margins. (`enter`/`leave`/
 * `watching` are the same methods under the names the elements tests use.)
 */
export function installFakeIntersection(win: Window = window) {
  interface Entry {
    callback: IntersectionObserverCallback;
    targets: Set<Element>;
    rootMargin: string | undefined;
  }
  const observers: Entry[] = [];
  class FakeIntersectionObserver {
    private readonly entry: Entry;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, targets: new Set(), rootMargin: options?.rootMargin };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      this.entry.targets.clear();
    }
    takeRecords() {
      return [];
    }
  }
  const restore = replaceProperty(win, 'IntersectionObserver', { value: FakeIntersectionObserver });
  const report = (target: Element, isIntersecting: boolean) => {
    for (const observer of observers) {
      if (!observer.targets.has(target)) continue;
      const entry = { target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 };
      observer.callback([entry as IntersectionObserverEntry], observer as never);
    }
  };
  const watched = (target: Element) => observers.some((o) => o.targets.has(target));
  const reveal = (target: Element) => report(target, true);
  /** Reports `target` leaving the viewport. */
  const hide = (target: Element) => report(target, false);
  return {
    watched,
    watching: watched,
    reveal,
    enter: reveal,
    hide,
    leave: hide,
    observerCount: () => observers.length,
    /** The root margin the observer watching `target` was made with. */
    rootMarginOf: (target: Element) => observers.find((o) => o.targets.has(target))?.rootMargin,
    restore,
  };
}
