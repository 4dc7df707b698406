import type { Cleanup, Scheduler } from '@islet/core';
import type { ElementSet } from './element-set.ts';

export interface WaypointOptions {
  /** Where the element's top must reach: `'100%'` (viewport bottom, the default) or px from the top. */
  offset?: string | number;
  /** Fire once, then stop (the default), as `elementorFrontend.waypoint` does. */
  triggerOnce?: boolean;
}

export interface Waypoint {
  element: Element;
  destroy(): void;
}

/**
 * The root margin that makes "intersecting" mean "the element's top has passed the trigger line":
 * the line is `offset` from the viewport top, so the viewport's bottom edge moves up to it.
 */
export function waypointRootMargin(offset: string | number, viewportHeight: number): string {
  if (typeof offset === 'number') return `0px 0px ${Math.min(0, offset - viewportHeight)}px 0px`;
  const percent = /^(-?\d+(?:\.\d+)?)%$/.exec(offset.trim());
  if (percent) return `0px 0px ${Math.min(0, Number(percent[1]) - 100)}% 0px`;
  const pixels = Number.parseFloat(offset);
  return Number.isFinite(pixels) ? waypointRootMargin(pixels, viewportHeight) : '0px';
}

/**
 * `elementorFrontend.waypoint($element, callback, options)` without the waypoints library: one
 * pooled IntersectionObserver per option set (core's scheduler). The callback runs with the
 * element as `this` and `'down'` as its argument, also for elements already above the line at
 * load, as the library's first refresh does.
 */
export function createWaypoint(
  scheduler: Scheduler,
  win: Window,
  own: (element: Element, cleanup: Cleanup) => void,
) {
  return function waypoint(
    $element: ElementSet,
    callback: (this: Element, direction: string) => unknown,
    options: WaypointOptions = {},
  ): Waypoint[] {
    const { offset = '100%', triggerOnce = true } = options;
    const rootMargin = waypointRootMargin(offset, win.innerHeight);
    const waypoints: Waypoint[] = [];
    for (let index = 0; index < $element.length; index++) {
      const element = $element[index];
      if (!element) continue;
      let stop: Cleanup = () => {};
      let stopped = false;
      let first = true;
      const waypointItem: Waypoint = {
        element,
        destroy() {
          stopped = true;
          stop();
        },
      };
      stop = scheduler.observeIntersection(
        element,
        (entry) => {
          if (stopped) return;
          const passed = entry.isIntersecting || (first && entry.boundingClientRect.top < 0);
          first = false;
          if (!passed) return;
          if (triggerOnce) waypointItem.destroy();
          callback.call(element, 'down');
        },
        { rootMargin },
      );
      own(element, () => waypointItem.destroy());
      waypoints.push(waypointItem);
    }
    return waypoints;
  };
}
