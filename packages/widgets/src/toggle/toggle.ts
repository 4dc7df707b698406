import type { BehaviourContext } from '@islet/core';
import { connectClassicTabs } from '../disclosure/classic-tabs.ts';

/** Toggle: every panel opens and closes on its own, all closed unless the markup opens some. */
export function connect(_element: HTMLElement, ctx: BehaviourContext) {
  return connectClassicTabs(ctx, {
    toggleSelf: true,
    hidePrevious: false,
    autoExpand: false,
    slideMs: 400,
    tabs: false,
  });
}
