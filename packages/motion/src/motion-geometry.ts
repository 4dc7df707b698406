import type { ScrollPosition } from '@islet/core/scroll-position';
import { fixedProgress, pageProgress, viewportProgress } from './motion-formulas.ts';
import type { Movable } from './motion-values.ts';

/**
 * What a motion instance measures, in the scheduler's read phase only: the parent's box (or the
 * page's heights) for the scroll progress, and how far a background layer may move. A frame then
 * needs only the scroll position, no layout read.
 */
export interface MotionGeometry {
  /** Layout changed since the last measure (set by resizes, a restart). */
  stale: boolean;
  movable: Movable;
  /** Set up for a (re)start: the range to follow and the background layer, if any. */
  reset(range: 'viewport' | 'page', fixed: boolean, layer: HTMLElement | undefined): void;
  measure(): void;
  progress(scrollTop: number): number;
}

export function createMotionGeometry(
  win: Window,
  parent: HTMLElement,
  scroll: ScrollPosition,
  layerSize: { width: number; height: number },
): MotionGeometry {
  const root = parent.ownerDocument.documentElement;
  let range: 'viewport' | 'page' = 'viewport';
  let isFixed = false;
  let layer: HTMLElement | undefined;
  let contentHeight = 0;
  /** The parent's top in document coordinates. */
  let parentTop = 0;
  let pageHeights = { scroll: 0, client: 0 };

  const measureParent = () => {
    const style = win.getComputedStyle(parent);
    const frame =
      parseFloat(style.paddingTop) +
      parseFloat(style.paddingBottom) +
      parseFloat(style.borderTopWidth) +
      parseFloat(style.borderBottomWidth);
    const rect = parent.getBoundingClientRect();
    parentTop = rect.top + win.scrollY;
    contentHeight = Math.max(0, rect.height - (frame || 0));
  };

  const geometry: MotionGeometry = {
    stale: true,
    movable: { x: 0, y: 0 },
    reset(nextRange, fixed, nextLayer) {
      range = nextRange;
      isFixed = fixed;
      layer = nextLayer;
      geometry.stale = true;
    },
    measure() {
      geometry.stale = false;
      scroll.refresh();
      if (range === 'page') pageHeights = { scroll: root.scrollHeight, client: root.clientHeight };
      else measureParent();
      if (layer) {
        geometry.movable = {
          x: (layer.clientWidth * (layerSize.width - 100)) / 100,
          y: (layer.clientHeight * (layerSize.height - 100)) / 100,
        };
      }
    },
    progress(scrollTop) {
      if (isFixed) return fixedProgress(scrollTop, scroll.height);
      if (range === 'page') return pageProgress(scrollTop, pageHeights.scroll, pageHeights.client);
      return viewportProgress(parentTop - scrollTop, contentHeight, scroll.height);
    },
  };
  return geometry;
}
