import type { Scheduler } from '@islet/core';
import { crossesThreshold, hasThresholds } from './toggle-thresholds.ts';
import type { Toggles } from './toggles.ts';

/**
 * The theme's optional toggle attributes: `data-untoggle-on-escape` (Escape closes every such
 * active toggle) and the width companions (toggle-thresholds.ts), checked once per frame after a
 * resize instead of on every resize event. Both only listen when the page uses them.
 */
export function connectToggleCompanions(
  doc: Document,
  toggles: Toggles,
  scheduler: Scheduler,
  signal: AbortSignal,
): void {
  const win = doc.defaultView!;
  if (doc.querySelector('[data-untoggle-on-escape]')) {
    doc.addEventListener(
      'keyup',
      (event) => {
        if (event.key !== 'Escape') return;
        for (const toggle of doc.querySelectorAll<HTMLElement>('[data-untoggle-on-escape].active'))
          toggles.perform(toggle);
      },
      { signal },
    );
  }
  const thresholds =
    '[data-untoggle-above], [data-untoggle-below], [data-toggle-above], [data-toggle-below]';
  if (!doc.querySelector(thresholds)) return;
  scheduler.onResize(() => {
    const width = win.innerWidth;
    for (const toggle of doc.querySelectorAll<HTMLElement>('.toggle')) {
      const data = toggle.dataset;
      if (!hasThresholds(data)) continue;
      if (crossesThreshold(width, toggle.classList.contains('active'), data))
        toggles.perform(toggle);
    }
  }, 0);
}
