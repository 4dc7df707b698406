import { lazy, type LazyBehaviour } from '@islet/core';

/**
 * Acceleration has work only where the page prints the service's configuration or a worker
 * already controls the page (an earlier enabled time to clean up after); elsewhere nothing loads.
 */
export const features: LazyBehaviour[] = [
  lazy(
    'acceleration',
    'page',
    () => import('./acceleration.ts'),
    (_raw, _info, element) => {
      const win = element.ownerDocument.defaultView as (Window & { speedKit?: unknown }) | null;
      return (
        !!win?.navigator.serviceWorker &&
        (!!win.navigator.serviceWorker.controller || win.speedKit !== undefined)
      );
    },
  ),
];
