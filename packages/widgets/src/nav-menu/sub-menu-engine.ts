import type { BehaviourContext } from '@islet/core';
import type { connectDropdown } from './nav-dropdown.ts';
import type { SubMenu } from './sub-menu-markup.ts';
import { createSubMenus, type SubMenus } from './sub-menus.ts';

type Dropdown = ReturnType<typeof connectDropdown>;
type Handlers = Partial<Record<string, (event: never) => void>>;

export type Engine = ReturnType<typeof startSubMenus>;

/**
 * The sub-menus' behaviour, loaded by the nav menu's first chunk when the visitor heads for the
 * menu: hover, click and keyboard (disclosure navigation), placed by Floating UI so they stay on
 * screen, whose download starts here. `replay` hands on an event the first chunk held while this
 * was on its way; a hover only while the pointer is still there.
 */
export function startSubMenus(
  element: HTMLElement,
  ctx: BehaviourContext,
  subMenus: Map<HTMLAnchorElement, SubMenu>,
  where: { layout: string; rtl: boolean },
  dropdown: Dropdown,
) {
  const floating = () =>
    ctx.chunks.load('floating-placement', () => import('./floating-placement.ts'));
  void floating().catch(() => {});
  const menus = createSubMenus(subMenus, ctx, floating, where);
  ctx.own(menus.closeAll);
  const handlers = listen(menus, dropdown);
  for (const [type, handler] of Object.entries(handlers))
    element.addEventListener(type, handler as EventListener, { signal: ctx.signal });
  return {
    closeAll: menus.closeAll,
    replay(event: Event) {
      if (event.type === 'pointerover' && !(event.target as Element).matches(':hover')) return;
      (handlers[event.type] as ((event: Event) => void) | undefined)?.(event);
    },
  };
}

/**
 * Pointer: hover opens, leaving closes after a short delay (not in the dropdown, which is
 * tapped); touch taps get the click path. Click (and Enter on a link): the first activation of a
 * closed parent opens it; a parent whose link goes nowhere (`#`) toggles. Keys: disclosure
 * navigation (`menuKey`). Focus leaving a branch closes it, so keyboard users never leave menus
 * open behind them.
 */
function listen(menus: SubMenus, dropdown: Dropdown): Handlers {
  return {
    pointerover: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      for (let menu = menus.of(event.target); menu; menu = menus.of(menu.item.parentElement)) {
        if (menu.inDropdown) return;
        menus.open(menu);
      }
    },
    pointerout: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      for (const menu of menus.all()) {
        if (menu.inDropdown || !menus.isOpen(menu)) continue;
        if (!menu.item.contains(event.relatedTarget as Node)) menus.closeLater(menu);
      }
    },
    click: (event: MouseEvent) => {
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
    keydown: (event: KeyboardEvent) => menuKey(event, menus, dropdown),
    focusout: (event: FocusEvent) => {
      for (const menu of menus.all()) {
        if (
          menus.isOpen(menu) &&
          !menu.item.contains(event.relatedTarget as Node) &&
          menu.item.contains(event.target as Node)
        )
          menus.close(menu);
      }
    },
  };
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
