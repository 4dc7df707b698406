import type { BehaviourContext } from '@islet/core';
import { connectClassicTabs } from '../disclosure/classic-tabs.ts';

/**
 * Tabs: one panel shown; on small screens the site CSS hides the tab list and shows the mobile
 * headers inside the panels, which then work as an accordion whose open item cannot be closed.
 */
export function connect(_element: HTMLElement, ctx: BehaviourContext) {
  return connectClassicTabs(ctx, {
    toggleSelf: false,
    hidePrevious: true,
    autoExpand: true,
    slideMs: 0,
    tabs: true,
  });
}
