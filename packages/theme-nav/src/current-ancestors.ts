import type { Toggles } from './toggles.ts';

/**
 * Spec §2: the parents of the current menu item are expanded when the page loads, in every modal
 * menu (expanded and mobile), without animation. Each ancestor `li` opens through the first
 * sub-menu toggle it holds, which is its own, as the theme does.
 */
export function expandCurrentAncestors(doc: Document, toggles: Toggles): void {
  for (const menu of doc.querySelectorAll('.modal-menu')) {
    const current = menu.querySelector('.current-menu-item');
    let ancestor = current?.parentElement?.closest('li');
    while (ancestor && menu.contains(ancestor)) {
      const toggle = ancestor.querySelector<HTMLElement>('.sub-menu-toggle');
      const subMenu = ancestor.querySelector(':scope > .sub-menu');
      // A server that already printed it open keeps it open.
      if (toggle && !subMenu?.classList.contains('active')) toggles.perform(toggle, true);
      ancestor = ancestor.parentElement?.closest('li');
    }
  }
}
