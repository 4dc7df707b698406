import type { BehaviourContext } from '@islet/core';
import { connectClassicTabs } from '../disclosure/classic-tabs.ts';

/** Accordion: one panel open at a time, the first open unless the markup says otherwise. */
export function connect(_element: HTMLElement, ctx: BehaviourContext) {
  return connectClassicTabs(ctx, {
    toggleSelf: true,
    hidePrevious: true,
    autoExpand: true,
    slideMs: 400,
    tabs: false,
  });
}
