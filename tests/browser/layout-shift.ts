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
