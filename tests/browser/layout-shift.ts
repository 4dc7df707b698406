import type { Page } from 'playwright-core';

/**
 * A `layout-shift` performance entry as Chromium reports it; the DOM's types do not have it yet.
 * For the callbacks a test runs in the page, where only types can be shared.
 */
export type LayoutShiftEntry = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources?: LayoutShiftSource[];
};

/** One element a layout shift moved, where it was and where it went (viewport px). */
export interface LayoutShiftSource {
  node?: Node | null;
  previousRect: DOMRectReadOnly;
  currentRect: DOMRectReadOnly;
}

/**
 * One layout shift as `watchLayoutShifts` keeps it: whether one of its sources was the watched
 * kind of element, and when and where its sources moved, so that a failure says what shifted.
 */
export interface Shift {
  value: number;
  /** Milliseconds since navigation. */
  at: number;
  /** A source matched the watched selector. */
  own: boolean;
  sources: string[];
}

/**
 * Collects every layout shift from navigation on (into `window.layoutShifts`, read with
 * `layoutShifts`), before the page's first script. A source is `own` when its element (or, with
 * `inside`, an ancestor above the element itself) matches `selector`: a carousel's slides, say,
 * and not the widget moved as a whole by the page around it.
 */
export function watchLayoutShifts(
  page: Page,
  selector: string,
  { inside = false }: { inside?: boolean } = {},
): Promise<unknown> {
  return page.addInitScript(
    ({ selector, inside }) => {
      const shifts: Shift[] = [];
      (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShiftEntry[]) {
          if (entry.hadRecentInput) continue;
          const sources = (entry.sources ?? []).map((source) => {
            const node = source.node;
            const element = node instanceof Element ? node : node?.parentElement;
            const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
            return {
              own: !!(inside ? element?.parentElement : element)?.closest(selector),
              what: `${element?.tagName.toLowerCase() ?? '?'}.${element?.className ?? ''} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`,
            };
          });
          shifts.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            own: sources.some((source) => source.own),
            sources: sources.map((source) => source.what),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    },
    { selector, inside },
  );
}

/** The shifts `watchLayoutShifts` collected so far. */
export function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
}
