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
