import type { BehaviourContext } from '@islet/core';

/**
 * The header of the builder's default theme (Hello, its `hello-theme-frontend` script): below the
 * header's breakpoint the menu hides and a toggle button shows the same menu, printed a second
 * time, as a dropdown under the header. The theme's CSS keys on `elementor-active`: on the
 * toggle's holder it unfolds the dropdown, on a dropdown menu item it unfolds that item's
 * sub-menu.
 *
 * The toggle is a WAI-ARIA disclosure button: `aria-expanded` and `aria-controls` from the start
 * (the theme printed neither), Enter and Space toggle it (a `<button>` does that itself; the
 * `<div>` older versions of the theme printed becomes `role="button"` with `tabindex="0"`), and
 * Escape inside the menu closes it and returns focus to the toggle. A closed dropdown is
 * `inert`, so keyboard users do not tab through links they cannot see.
 */

/** The theme's class for an unfolded dropdown (on the holder) or sub-menu (on its item). */
const OPEN = 'elementor-active';

interface HeaderMenu {
  holder: HTMLElement;
  toggle: HTMLElement;
  dropdown: HTMLElement;
  /** The viewport's width when the dropdown opened: a change of width closes it. */
  openedAtWidth: number;
}

/** The header's toggle, its holder and its dropdown, or null when it has none or hides them. */
function findMenu(header: Element): HeaderMenu | null {
  const holder = header.querySelector<HTMLElement>('.site-navigation-toggle-holder');
  const toggle = holder?.querySelector<HTMLElement>('.site-navigation-toggle');
  const dropdown = header.querySelector<HTMLElement>('.site-navigation-dropdown');
  // `hide`: the header's settings switched the menu off; the theme leaves it alone then.
  if (!holder || !toggle || !dropdown || holder.classList.contains('hide')) return null;
  return { holder, toggle, dropdown, openedAtWidth: 0 };
}

const isOpen = (menu: HeaderMenu) => menu.holder.classList.contains(OPEN);

function setOpen(menu: HeaderMenu, open: boolean, width: number): void {
  menu.holder.classList.toggle(OPEN, open);
  menu.toggle.setAttribute('aria-expanded', String(open));
  menu.dropdown.setAttribute('aria-hidden', String(!open));
  menu.dropdown.toggleAttribute('inert', !open);
  // Every toggle starts the dropdown with its sub-menus folded, as the theme does.
  for (const item of menu.dropdown.querySelectorAll(`.${OPEN}`)) item.classList.remove(OPEN);
  menu.openedAtWidth = open ? width : 0;
}

/** Disclosure semantics on the theme's markup, without changing what it shows. */
function prepare(menu: HeaderMenu, index: number): void {
  const { toggle, dropdown } = menu;
  if (toggle.localName !== 'button') {
    if (!toggle.hasAttribute('role')) toggle.setAttribute('role', 'button');
    if (!toggle.hasAttribute('tabindex')) toggle.tabIndex = 0;
  }
  if (!dropdown.id) dropdown.id = `site-navigation-dropdown${index ? `-${index + 1}` : ''}`;
  toggle.setAttribute('aria-controls', dropdown.id);
  const open = isOpen(menu);
  toggle.setAttribute('aria-expanded', String(open));
  dropdown.setAttribute('aria-hidden', String(!open));
  dropdown.toggleAttribute('inert', !open);
}

export function connect(html: HTMLElement, ctx: BehaviourContext) {
  const doc = html.ownerDocument;
  const win = doc.defaultView!;
  const headers = [...doc.querySelectorAll('.site-header')];
  const menus = headers.map(findMenu).filter((menu): menu is HeaderMenu => menu !== null);
  menus.forEach(prepare);
  ctx.explain({ headers: headers.length, menus: menus.length });
  if (!menus.length) return;

  // A signal of the page's own window: `addEventListener` refuses one from another realm.
  const listeners = new win.AbortController();
  ctx.own(() => listeners.abort());
  const signal = listeners.signal;
  const menuOf = (target: EventTarget | null) =>
    target instanceof win.Element
      ? menus.find((menu) => menu.toggle.contains(target) || menu.dropdown.contains(target))
      : undefined;

  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const menu = menuOf(target);
      if (!menu) return;
      if (menu.toggle.contains(target)) {
        setOpen(menu, !isOpen(menu), win.innerWidth);
        return;
      }
      // A parent item's link unfolds its sub-menu; the link itself still goes where it points.
      const parentLink = target.closest('.menu-item-has-children > a');
      if (parentLink && menu.dropdown.contains(parentLink))
        parentLink.parentElement!.classList.toggle(OPEN);
    },
    { signal },
  );

  doc.addEventListener(
    'keydown',
    (event) => {
      const menu = menuOf(event.target);
      if (!menu) return;
      if (event.key === 'Escape' && isOpen(menu)) {
        setOpen(menu, false, win.innerWidth);
        menu.toggle.focus();
        return;
      }
      // A `<button>` turns Enter and Space into a click itself; the theme's older `<div>` does not.
      const onDivToggle = menu.toggle.localName !== 'button' && event.target === menu.toggle;
      if (onDivToggle && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault(); // Space would scroll the page
        setOpen(menu, !isOpen(menu), win.innerWidth);
      }
    },
    { signal },
  );

  // The theme folds the dropdown on resize, where the header may switch to its full menu. Only a
  // change of width does it here: mobile browsers resize the viewport's height while scrolling,
  // which would fold the menu under the visitor's finger.
  win.addEventListener(
    'resize',
    () => {
      for (const menu of menus)
        if (isOpen(menu) && win.innerWidth !== menu.openedAtWidth)
          setOpen(menu, false, win.innerWidth);
    },
    { signal, passive: true },
  );
}
