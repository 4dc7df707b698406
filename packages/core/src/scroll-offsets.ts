import type { Cleanup } from './cleanup.ts';

/**
 * How far below the viewport's top an in-page scroll target must land to stay visible. Features
 * that cover the top of the page (the admin bar, sticky headers) each add a source; whoever
 * scrolls to an anchor (anchor links, table of contents, theme menus) asks for `top()`.
 */
export interface ScrollOffsets {
  /**
   * Adds a source. Each source returns the whole distance it needs clear from the viewport's top
   * (a sticky header below the admin bar returns both heights), so sources never double count.
   */
  add(source: () => number): Cleanup;
  /** The largest offset any source needs now, in CSS pixels; 0 without sources. */
  top(): number;
}

export function createScrollOffsets(win: Window): ScrollOffsets {
  const sources = new Set<() => number>([() => fixedAdminBarHeight(win)]);
  return {
    add(source) {
      sources.add(source);
      return () => sources.delete(source);
    },
    top() {
      let top = 0;
      for (const source of sources) {
        const value = source();
        if (Number.isFinite(value) && value > top) top = value;
      }
      return top;
    },
  };
}

/** The WordPress admin bar covers the page only where it is fixed (above 600 px it is). */
export function fixedAdminBarHeight(win: Window): number {
  const bar = win.document.getElementById('wpadminbar');
  if (!bar || win.getComputedStyle(bar).position !== 'fixed') return 0;
  return bar.getBoundingClientRect().height;
}
