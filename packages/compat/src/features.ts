import { lazy, type LazyBehaviour } from '@islet/core';
import { addonReason } from './addon-detection.ts';

const needed = (_raw: unknown, info: { elementType: string }, element: Element) =>
  !!addonReason(element.ownerDocument, info.elementType === 'page');

/**
 * What the drop-in bundle registers for @islet/compat: names, matches and chunk loaders only, since
 * this file ships in the always-loaded entry. Both behaviours share one chunk and one decision.
 */
const load = () => import('./compat.ts');
export const features: LazyBehaviour[] = [
  lazy('compat', 'page', load, needed),
  // Under the page behaviour's chunk id: one load, and one warning if it fails. Only elements
  // with `data-element_type`: the builder fires `element_ready` for no other (atomic widgets print
  // none), so compat has nothing to do on them and must not hide why nothing else runs there.
  {
    ...lazy('compat-elements', 'global', load, (raw, info, element) =>
      element.hasAttribute('data-element_type') ? needed(raw, info, element) : false,
    ),
    chunk: 'compat',
  },
];
