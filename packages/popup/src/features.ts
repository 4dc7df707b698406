import { lazy, type LazyBehaviour } from '@islet/core';

/**
 * What the drop-in bundle registers for @islet/popup: names, matches and chunk loaders only, since
 * this file ships in the always-loaded entry. The behaviours themselves live in lazy chunks.
 */
export const features: LazyBehaviour[] = [
  lazy('popup', 'document:popup', () => import('./popup.ts')),
];
