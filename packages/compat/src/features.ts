import { lazy, type LazyBehaviour } from '@islet/core';
import { addonReason } from './addon-detection.ts';

const needed = (_raw: unknown, info: { elementType: string }, element: Element) =>
  !!addonReason(element.ownerDocument, info.elementType === 'page');

/**
 * What the drop-in bundle registers for @islet/compat: names, matches and chunk loaders only, since
 * this file ships in the always-loaded entry. Both behaviours share one chunk and one decision.
 */
export const features: LazyBehaviour[] = [
  lazy('compat', 'page', () => import('./compat.ts'), needed),
  lazy(
    'compat-elements',
    'global',
    () => import('./compat.ts').then((chunk) => ({ connect: chunk.connectElement })),
    needed,
  ),
];
