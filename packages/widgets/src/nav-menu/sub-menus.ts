import type { BehaviourContext } from '@islet/core';
import type * as Placement from './floating-placement.ts';
import type { SubMenu } from './sub-menu-markup.ts';
import { subMenuPlacement } from './sub-menu-placement.ts';

/** Moving the pointer across a gap (or diagonally) must not close a sub-menu at once. */
export const HIDE_DELAY_MS = 300;

export type SubMenus = ReturnType<typeof createSubMenus>;

/**
 * The open/closed state of the sub-menus: one open branch per level, a delayed close for the
 * pointer, and Floating UI placement (loaded by `floating`) while a menu outside the dropdown is
 * open. State lives in the two maps: the placement stop and the pending close of each menu.
 */
export function createSubMenus(
  subMenus: Map<HTMLAnchorElement, SubMenu>,
  ctx: BehaviourContext,
  floating: () => Promise<typeof Placement>,
  where: { layout: string; rtl: boolean },
) {
  const stops = new Map<SubMenu, () => void>();
  const hideTimers = new Map<SubMenu, () => void>();
  const isOpen = (menu: SubMenu) => !menu.list.hidden;
  /** The sub-menu whose parent link is `link`. */
  const byLink = (link: Element | null | undefined) =>
    link ? subMenus.get(link as HTMLAnchorElement) : undefined;

  const place = (menu: SubMenu) => {
    const placement = subMenuPlacement({ depth: menu.depth, ...where });
    floating().then(
      ({ autoUpdate, computePosition, flip, shift }) => {
        // Closed again, or placed by an earlier opening, while the module was on its way.
        if (!isOpen(menu) || stops.has(menu) || ctx.signal.aborted) return;
        const update = () =>
          void computePosition(menu.link, menu.list, {
            placement,
            middleware: [flip(), shift({ padding: 8 })],
          }).then(({ x, y }) => {
            Object.assign(menu.list.style, { left: `${x}px`, top: `${y}px` });
          });
        stops.set(menu, autoUpdate(menu.link, menu.list, update));
      },
      (error: unknown) =>
        ctx.warn(`sub-menus stay where the site's CSS puts them: ${String(error)}`),
    );
  };
  const show = (menu: SubMenu, shown: boolean) => {
    menu.list.hidden = !shown;
    menu.list.style.display = shown ? 'block' : 'none';
    menu.link.classList.toggle('highlighted', shown);
    menu.link.setAttribute('aria-expanded', String(shown));
  };
  const open = (menu: SubMenu) => {
    hideTimers.get(menu)?.();
    if (isOpen(menu)) return;
    // Siblings close: one open branch per level, as a menu bar behaves.
    for (const other of subMenus.values()) {
      if (other !== menu && isOpen(other) && !other.item.contains(menu.item)) close(other);
    }
    show(menu, true);
    if (!menu.inDropdown) place(menu);
  };
  const close = (menu: SubMenu) => {
    hideTimers.get(menu)?.();
    if (!isOpen(menu)) return;
    for (const inner of subMenus.values())
      if (inner !== menu && menu.list.contains(inner.item)) close(inner);
    show(menu, false);
    stops.get(menu)?.();
    stops.delete(menu);
  };
  return {
    isOpen,
    open,
    close,
    toggle: (menu: SubMenu) => (isOpen(menu) ? close(menu) : open(menu)),
    closeAll: () => {
      for (const menu of subMenus.values()) close(menu);
    },
    closeLater: (menu: SubMenu) => {
      hideTimers.get(menu)?.();
      hideTimers.set(
        menu,
        ctx.setTimeout(() => close(menu), HIDE_DELAY_MS),
      );
    },
    all: () => subMenus.values(),
    byLink,
    /** The sub-menu of the item that holds `target`. */
    of: (target: EventTarget | null) =>
      byLink((target as Element | null)?.closest?.('li')?.querySelector(':scope > a')),
  };
}
