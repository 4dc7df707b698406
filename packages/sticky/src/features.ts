import { lazy, type LazyBehaviour } from '@islet/core';

/**
 * What the drop-in bundle registers for @islet/sticky: names, matches and chunk loaders only, since
 * this file ships in the always-loaded entry. Elements without `sticky` cost one property read.
 */
export const features: LazyBehaviour[] = [
  lazy(
    'sticky',
    'global',
    () => import('./sticky-element.ts'),
    (raw) => Boolean(raw.sticky),
  ),
];
