import type { BehaviourContext } from '@islet/core';
import type * as Placement from './floating-placement.ts';
import { subMenuPlacement } from './sub-menu-placement.ts';

/** Moving the pointer across a gap (or diagonally) must not close a sub-menu at once. */
export const HIDE_DELAY_MS = 300;

export interface SubMenu {
  item: HTMLLIElement;
  link: HTMLAnchorElement;
  list: HTMLUListElement;
  depth: number;
  inDropdown: boolean;
}

export type SubMenus = ReturnType<typeof createSubMenus>;

let ids = 0;
/** Ids for the menu's parts that the markup leaves without one (`aria-controls` needs them). */
export const nextId = () => ++ids;

/**
 * Every `ul.sub-menu` of the menus, keyed by its parent link, each marked up as a closed
 * disclosure; the current page's links get `aria-current`.
 */
export function readSubMenus(navs: readonly HTMLElement[]): Map<HTMLAnchorElement, SubMenu> {
  const subMenus = new Map<HTMLAnchorElement, SubMenu>();
  for (const nav of navs) {
    const inDropdown = nav.classList.contains('elementor-nav-menu--dropdown');
    for (const list of nav.querySelectorAll<HTMLUListElement>('ul.sub-menu')) {
      const item = list.parentElement;
      const link = item?.querySelector<HTMLAnchorElement>(':scope > a');
      if (!item || !link) continue;
      list.id ||= `islet-sub-menu-${nextId()}`;
      link.classList.add('has-submenu');
      link.setAttribute('aria-expanded', 'false');
      link.setAttribute('aria-controls', list.id);
      // Closed as the menu plugin leaves them: the site's CSS expects inline display values.
      list.hidden = true;
      list.style.display = 'none';
      const depth = countAncestors(list, nav);
      subMenus.set(link, { item: item as HTMLLIElement, link, list, depth, inDropdown });
    }
    for (const active of nav.querySelectorAll(
      'a.elementor-item-active, a.elementor-sub-item.elementor-item-active',
    )) {
      if (!active.hasAttribute('aria-current')) active.setAttribute('aria-current', 'page');
    }
  }
  return subMenus;
}

function countAncestors(list: Element, nav: Element): number {
  let depth = 0;
  for (let node = list.parentElement; node && node !== nav; node = node.parentElement)
    if (node.matches('ul.sub-menu')) depth++;
  return depth;
}

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
