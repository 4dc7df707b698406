import type { BehaviourContext } from '@islet/core';
import { connectDropdown } from './nav-dropdown.ts';
import { subArrow } from './sub-arrow.ts';
import { createSubMenus, readSubMenus, type SubMenus } from './sub-menus.ts';

type Dropdown = ReturnType<typeof connectDropdown>;

/**
 * The nav menu without a jQuery plugin: sub-menus by hover, click and keyboard (disclosure
 * navigation: each parent link says `aria-expanded`), placed by Floating UI so they stay on
 * screen; the mobile toggle and its dropdown, stretched to the viewport when set; Escape closes.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const doc = element.ownerDocument;
  const raw = ctx.rawSettings;
  const layout = typeof raw.layout === 'string' ? raw.layout : 'horizontal';
  const rtl = doc.documentElement.dir === 'rtl' || ctx.config.rtl;
  const navs = [...element.querySelectorAll<HTMLElement>('.elementor-nav-menu__container')];
  if (!navs.length) {
    ctx.warn('the nav menu has no menu in its markup; it is left as printed.');
    ctx.report('skipped', 'no .elementor-nav-menu__container');
    return;
  }
  const subMenuMap = readSubMenus(navs);
  addArrows(ctx, subMenuMap.keys(), subArrow(doc, raw.submenu_icon));
  // Floating UI places sub-menus: it downloads when the visitor points at or focuses the menu
  // (or opens one otherwise), not with the page, since an untouched menu never needs it.
  const floating = () =>
    ctx.chunks.load('floating-placement', () => import('./floating-placement.ts'));
  const warm = () => void floating().catch(() => {});
  element.addEventListener('pointerenter', warm, { once: true, signal: ctx.signal });
  element.addEventListener('focusin', warm, { once: true, signal: ctx.signal });

  const menus = createSubMenus(subMenuMap, ctx, floating, { layout, rtl });
  ctx.own(menus.closeAll);
  const dropdown = connectDropdown(element, ctx, rtl, menus.closeAll);
  listen(element, ctx, menus, dropdown);
}

function addArrows(
  ctx: BehaviourContext,
  links: Iterable<HTMLAnchorElement>,
  arrow: ReturnType<typeof subArrow>,
) {
  const add = (arrow: HTMLElement | null) => {
    if (!arrow || ctx.signal.aborted) return;
    for (const link of links)
      if (!link.querySelector('.sub-arrow')) link.append(arrow.cloneNode(true));
  };
  if (arrow instanceof Promise)
    arrow.then(add, (error: unknown) =>
      ctx.warn(`the sub-menu icon could not be cleaned (${String(error)}); no icon is shown.`),
    );
  else add(arrow);
}

/**
 * Pointer: hover opens, leaving closes after a short delay (not in the dropdown, which is
 * tapped); touch taps get the click path. Click (and Enter on a link): the first activation of a
 * closed parent opens it; a parent whose link goes nowhere (`#`) toggles. Keys: disclosure
 * navigation (`menuKey`). Focus leaving a branch closes it, so keyboard users never leave menus
 * open behind them.
 */
function listen(element: HTMLElement, ctx: BehaviourContext, menus: SubMenus, dropdown: Dropdown) {
  const { signal } = ctx;
  element.addEventListener(
    'pointerover',
    (event) => {
      if (event.pointerType !== 'mouse') return;
      for (let menu = menus.of(event.target); menu; menu = menus.of(menu.item.parentElement)) {
        if (menu.inDropdown) return;
        menus.open(menu);
      }
    },
    { signal },
  );
  element.addEventListener(
    'pointerout',
    (event) => {
      if (event.pointerType !== 'mouse') return;
      for (const menu of menus.all()) {
        if (menu.inDropdown || !menus.isOpen(menu)) continue;
        if (!menu.item.contains(event.relatedTarget as Node)) menus.closeLater(menu);
      }
    },
    { signal },
  );
  element.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.('a');
      const menu = menus.byLink(link);
      if (!link || !menu) return;
      const nowhere = !link.getAttribute('href') || link.getAttribute('href') === '#';
      if (!menus.isOpen(menu)) {
        event.preventDefault();
        menus.open(menu);
      } else if (nowhere || (event.target as Element).closest('.sub-arrow')) {
        event.preventDefault();
        menus.close(menu);
      }
    },
    { signal },
  );
  element.addEventListener('keydown', (event) => menuKey(event, menus, dropdown), { signal });
  element.addEventListener(
    'focusout',
    (event) => {
      for (const menu of menus.all()) {
        if (
          menus.isOpen(menu) &&
          !menu.item.contains(event.relatedTarget as Node) &&
          menu.item.contains(event.target as Node)
        )
          menus.close(menu);
      }
    },
    { signal },
  );
}

function menuKey(event: KeyboardEvent, menus: SubMenus, dropdown: Dropdown) {
  const target = event.target as HTMLElement;
  const menu = menus.byLink(target.closest?.('a'));
  const owner = menus.of(target.closest('ul.sub-menu')?.parentElement ?? null);
  const handled = () => {
    event.preventDefault();
    return true;
  };
  switch (event.key) {
    case ' ':
      if (menu && handled()) menus.toggle(menu);
      break;
    case 'ArrowDown':
      if (menu && handled()) {
        menus.open(menu);
        menu.list.querySelector<HTMLElement>('a')?.focus();
      } else if (owner && handled()) step(owner.list, target, 1);
      break;
    case 'ArrowUp':
      if (owner && handled()) step(owner.list, target, -1);
      break;
    case 'Escape':
      if (owner && menus.isOpen(owner) && handled()) {
        menus.close(owner);
        owner.link.focus();
      } else if (menu && menus.isOpen(menu) && handled()) menus.close(menu);
      else if (dropdown?.isOpen() && handled()) {
        dropdown.set(false);
        dropdown.toggle.focus();
      }
      break;
  }
}

function step(list: HTMLElement, from: HTMLElement, by: 1 | -1) {
  const links = [...list.querySelectorAll<HTMLElement>(':scope > li > a')];
  const index = links.indexOf(from.closest('a') as HTMLElement);
  links[(index + by + links.length) % links.length]?.focus();
}
