import { lazy, type LazyBehaviour } from '@islet/core';

const on = (value: unknown) => value === 'yes';

/**
 * What the drop-in bundle registers for @islet/motion: names, matches and chunk loaders only, since
 * this file ships in the always-loaded entry. Elements without a motion switch cost one test.
 */
export const features: LazyBehaviour[] = [
  lazy(
    'motion',
    'global',
    () => import('./motion-fx.ts'),
    (raw) =>
      on(raw.motion_fx_motion_fx_scrolling) ||
      on(raw.motion_fx_motion_fx_mouse) ||
      on(raw.background_motion_fx_motion_fx_scrolling) ||
      on(raw.background_motion_fx_motion_fx_mouse),
  ),
];

/**
 * The builder 4.x's atomic elements' animations: the runtime's `atomic` family, which a page that
 * keeps the builder's atomic scripts leaves to them.
 */
export const atomicFeatures: LazyBehaviour[] = [
  // The builder 4.x interactions (atomic elements' animations), once for the page: only pages
  // with the footer's interactions data (`#{builder}-interactions-data`) or an element's own
  // non-empty `data-interactions` list (atomic tabs and forms print `null`) load it; other pages
  // pay one query.
  lazy(
    'interactions',
    'page',
    () => import('./interactions/interactions.ts'),
    (_raw, _info, root) =>
      Boolean(
        root.querySelector(
          'script[id$="-interactions-data"][type="application/json"],[data-interactions^="[{"]',
        ),
      ),
  ),
];
