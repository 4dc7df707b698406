type Callback = (entries: IntersectionObserverEntry[]) => void;

/**
 * An IntersectionObserver for jsdom that the test drives: `enter(element)` reports it as
 * intersecting to every observer watching it. Counts observers, to check that they are shared.
 */
export function installFakeIntersection(win: Window & typeof globalThis = window) {
  const observers: { callback: Callback; targets: Set<Element> }[] = [];
  class FakeIntersectionObserver {
    private readonly record: { callback: Callback; targets: Set<Element> };
    constructor(callback: Callback) {
      this.record = { callback, targets: new Set() };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.add(target);
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      this.record.targets.clear();
    }
    takeRecords() {
      return [];
    }
  }
  const previous = win.IntersectionObserver;
  win.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  const report = (element: Element, isIntersecting: boolean) => {
    for (const { callback, targets } of observers) {
      if (!targets.has(element)) continue;
      callback([
        { target: element, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 },
      ] as unknown as IntersectionObserverEntry[]);
    }
  };
  return {
    enter: (element: Element) => report(element, true),
    leave: (element: Element) => report(element, false),
    observerCount: () => observers.length,
    watching: (element: Element) => observers.some(({ targets }) => targets.has(element)),
    restore() {
      win.IntersectionObserver = previous;
    },
  };
}

/** Makes `matchMedia('(prefers-reduced-motion: reduce)')` match or not; other queries never match. */
export function setReducedMotion(reduce: boolean, win: Window = window): void {
  win.matchMedia = ((query: string) =>
    ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      onchange: null,
      dispatchEvent: () => false,
    }) as MediaQueryList) as typeof win.matchMedia;
}
