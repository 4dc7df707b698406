import type { Cleanup, Scheduler } from '@islet/core';
import { dragScrollStep, initialScrollLeft } from './drag-scroll-rules.ts';

export interface DragScrollOptions {
  row: HTMLElement;
  /** `horizontal_scroll` and `item_alignment_horizontal` for the current device. */
  enabled(): boolean;
  alignment(): unknown;
  scheduler: Scheduler;
  signal: AbortSignal;
  onDeviceChange(listener: () => void): Cleanup;
}

const SCROLL = 'e-scroll';
const ACTIVE = 'e-scroll-active';

/**
 * Mouse drag-scroll of a filter row wider than its box. Touch and trackpads scroll natively; the
 * buttons stay reachable by Tab, and the browser scrolls a focused button into view.
 */
export function connectDragScroll({
  row,
  enabled,
  alignment,
  scheduler,
  signal,
  onDeviceChange,
}: DragScrollOptions): Cleanup {
  let startX: number | null = null;
  const active = () => enabled() && row.scrollWidth > row.clientWidth;
  const stop = () => {
    startX = null;
    row.classList.remove(SCROLL, ACTIVE);
  };

  function apply() {
    scheduler.read(() => {
      if (!active()) {
        scheduler.write(() => row.style.removeProperty('--e-filter-justify-content'));
        return;
      }
      scheduler.write(() => {
        // Centred overflowing content cannot be scrolled to its start: align first, then measure.
        row.style.setProperty('--e-filter-justify-content', 'start');
        row.scrollLeft = initialScrollLeft(alignment(), row.scrollWidth, row.clientWidth);
      });
    });
  }

  row.addEventListener(
    'mousedown',
    (event) => {
      if (!active()) return;
      startX = event.pageX;
      row.classList.add(SCROLL);
    },
    { signal },
  );
  row.addEventListener(
    'mousemove',
    (event) => {
      if (startX === null) return;
      const delta = event.pageX - startX;
      startX = event.pageX;
      row.scrollLeft -= dragScrollStep(delta);
      row.classList.add(ACTIVE);
    },
    { signal },
  );
  row.addEventListener('mouseup', stop, { signal });
  row.addEventListener('mouseleave', stop, { signal });

  apply();
  const stopResize = scheduler.onResize(apply);
  const stopDevice = onDeviceChange(apply);
  return () => {
    stopResize();
    stopDevice();
    stop();
  };
}
