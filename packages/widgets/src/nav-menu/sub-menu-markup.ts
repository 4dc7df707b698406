/**
 * The sub-menus as the markup has them, marked up as closed disclosures at boot (the nav menu's
 * first chunk); their behaviour (`sub-menus.ts`) loads with the visitor's intent.
 */

export interface SubMenu {
  item: HTMLLIElement;
  link: HTMLAnchorElement;
  list: HTMLUListElement;
  depth: number;
  inDropdown: boolean;
}

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
