import type { BehaviourContext } from '@islet/core';
import { subMenuPlacement } from './sub-menu-placement.ts';

/** Moving the pointer across a gap (or diagonally) must not close a sub-menu at once. */
export const HIDE_DELAY_MS = 300;

interface SubMenu {
  item: HTMLLIElement;
  link: HTMLAnchorElement;
  list: HTMLUListElement;
  depth: number;
  inDropdown: boolean;
}

let ids = 0;

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
  const { signal } = ctx;
  const navs = [...element.querySelectorAll<HTMLElement>('.elementor-nav-menu__container')];
  if (!navs.length) {
    ctx.warn('the nav menu has no menu in its markup; it is left as printed.');
    ctx.report('skipped', 'no .elementor-nav-menu__container');
    return;
  }
  const subMenus = new Map<HTMLAnchorElement, SubMenu>();
  for (const nav of navs) {
    const inDropdown = nav.classList.contains('elementor-nav-menu--dropdown');
    for (const list of nav.querySelectorAll<HTMLUListElement>('ul.sub-menu')) {
      const item = list.parentElement;
      const link = item?.querySelector<HTMLAnchorElement>(':scope > a');
      if (!item || !link) continue;
      const depth = countAncestors(list, nav);
      list.id ||= `islet-sub-menu-${++ids}`;
      link.classList.add('has-submenu');
      link.setAttribute('aria-expanded', 'false');
      link.setAttribute('aria-controls', list.id);
      // Closed as the menu plugin leaves them: the site's CSS expects inline display values.
      list.hidden = true;
      list.style.display = 'none';
      subMenus.set(link, { item: item as HTMLLIElement, link, list, depth, inDropdown });
    }
    for (const active of nav.querySelectorAll(
      'a.elementor-item-active, a.elementor-sub-item.elementor-item-active',
    )) {
      if (!active.hasAttribute('aria-current')) active.setAttribute('aria-current', 'page');
    }
  }

  const addArrows = (arrow: HTMLElement | null) => {
    if (!arrow || signal.aborted) return;
    for (const { link } of subMenus.values())
      if (!link.querySelector('.sub-arrow')) link.append(arrow.cloneNode(true));
  };
  const arrow = subArrow(doc, raw.submenu_icon);
  if (arrow instanceof Promise)
    arrow.then(addArrows, (error: unknown) =>
      ctx.warn(`the sub-menu icon could not be cleaned (${String(error)}); no icon is shown.`),
    );
  else addArrows(arrow);
  // Floating UI places sub-menus: it downloads when the visitor points at or focuses the menu
  // (or opens one otherwise), not with the page, since an untouched menu never needs it.
  const floating = () =>
    ctx.chunks.load('floating-placement', () => import('./floating-placement.ts'));
  const warm = () => void floating().catch(() => {});
  element.addEventListener('pointerenter', warm, { once: true, signal });
  element.addEventListener('focusin', warm, { once: true, signal });

  const stops = new Map<SubMenu, () => void>();
  const hideTimers = new Map<SubMenu, () => void>();
  const isOpen = (menu: SubMenu) => !menu.list.hidden;
  const open = (menu: SubMenu) => {
    hideTimers.get(menu)?.();
    if (isOpen(menu)) return;
    // Siblings close: one open branch per level, as a menu bar behaves.
    for (const other of subMenus.values()) {
      if (other !== menu && isOpen(other) && !other.item.contains(menu.item)) close(other);
    }
    menu.list.hidden = false;
    menu.list.style.display = 'block';
    menu.link.classList.add('highlighted');
    menu.link.setAttribute('aria-expanded', 'true');
    if (!menu.inDropdown) {
      const placement = subMenuPlacement({ depth: menu.depth, layout, rtl });
      floating().then(
        ({ autoUpdate, computePosition, flip, shift }) => {
          // Closed again, or placed by an earlier opening, while the module was on its way.
          if (!isOpen(menu) || stops.has(menu) || signal.aborted) return;
          stops.set(
            menu,
            autoUpdate(menu.link, menu.list, () => {
              void computePosition(menu.link, menu.list, {
                placement,
                middleware: [flip(), shift({ padding: 8 })],
              }).then(({ x, y }) => {
                Object.assign(menu.list.style, { left: `${x}px`, top: `${y}px` });
              });
            }),
          );
        },
        (error: unknown) =>
          ctx.warn(`sub-menus stay where the site's CSS puts them: ${String(error)}`),
      );
    }
  };
  const close = (menu: SubMenu) => {
    hideTimers.get(menu)?.();
    if (!isOpen(menu)) return;
    for (const inner of subMenus.values())
      if (inner !== menu && menu.list.contains(inner.item)) close(inner);
    menu.list.hidden = true;
    menu.list.style.display = 'none';
    menu.link.classList.remove('highlighted');
    menu.link.setAttribute('aria-expanded', 'false');
    stops.get(menu)?.();
    stops.delete(menu);
  };
  const closeAll = () => {
    for (const menu of subMenus.values()) close(menu);
  };
  ctx.own(closeAll);
  const menuOf = (target: EventTarget | null) => {
    const item = (target as Element | null)?.closest?.('li');
    const link = item?.querySelector<HTMLAnchorElement>(':scope > a');
    return link ? subMenus.get(link) : undefined;
  };

  // Pointer: hover opens, leaving closes after a short delay (not in the dropdown, which is
  // tapped). Touch taps get the click path below.
  element.addEventListener(
    'pointerover',
    (event) => {
      if (event.pointerType !== 'mouse') return;
      for (let menu = menuOf(event.target); menu; menu = menuOf(menu.item.parentElement)) {
        if (menu.inDropdown) return;
        open(menu);
      }
    },
    { signal },
  );
  element.addEventListener(
    'pointerout',
    (event) => {
      if (event.pointerType !== 'mouse') return;
      for (const menu of subMenus.values()) {
        if (menu.inDropdown || !isOpen(menu) || menu.item.contains(event.relatedTarget as Node))
          continue;
        hideTimers.get(menu)?.();
        hideTimers.set(
          menu,
          ctx.setTimeout(() => close(menu), HIDE_DELAY_MS),
        );
      }
    },
    { signal },
  );

  // Click (and Enter on a link): the first activation of a closed parent opens it; a parent
  // whose link goes nowhere (`#`) toggles.
  element.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.('a');
      const menu = link ? subMenus.get(link as HTMLAnchorElement) : undefined;
      if (!menu) return;
      const nowhere = !link!.getAttribute('href') || link!.getAttribute('href') === '#';
      if (!isOpen(menu)) {
        event.preventDefault();
        open(menu);
      } else if (nowhere || (event.target as Element).closest('.sub-arrow')) {
        event.preventDefault();
        close(menu);
      }
    },
    { signal },
  );

  element.addEventListener(
    'keydown',
    (event) => {
      const target = event.target as HTMLElement;
      const link = target.closest?.('a');
      const menu = link ? subMenus.get(link as HTMLAnchorElement) : undefined;
      const owner = menuOf(target.closest('ul.sub-menu')?.parentElement ?? null);
      switch (event.key) {
        case ' ':
          if (menu) {
            event.preventDefault();
            if (isOpen(menu)) close(menu);
            else open(menu);
          }
          break;
        case 'ArrowDown':
          if (menu) {
            event.preventDefault();
            open(menu);
            menu.list.querySelector<HTMLElement>('a')?.focus();
          } else if (owner) {
            event.preventDefault();
            step(owner.list, target, 1);
          }
          break;
        case 'ArrowUp':
          if (owner) {
            event.preventDefault();
            step(owner.list, target, -1);
          }
          break;
        case 'Escape': {
          const toggle = element.querySelector<HTMLElement>('.elementor-menu-toggle');
          if (owner && isOpen(owner)) {
            event.preventDefault();
            close(owner);
            owner.link.focus();
          } else if (menu && isOpen(menu)) {
            event.preventDefault();
            close(menu);
          } else if (toggle && dropdownOpen()) {
            event.preventDefault();
            setDropdown(false);
            toggle.focus();
          }
          break;
        }
      }
    },
    { signal },
  );
  // Focus leaving a branch closes it, so keyboard users never leave menus open behind them.
  element.addEventListener(
    'focusout',
    (event) => {
      for (const menu of subMenus.values()) {
        if (
          isOpen(menu) &&
          !menu.item.contains(event.relatedTarget as Node) &&
          menu.item.contains(event.target as Node)
        )
          close(menu);
      }
    },
    { signal },
  );

  // The mobile toggle and its dropdown.
  const toggle = element.querySelector<HTMLElement>('.elementor-menu-toggle');
  const dropdown = element.querySelector<HTMLElement>('nav.elementor-nav-menu--dropdown');
  const dropdownOpen = () => toggle?.classList.contains('elementor-active') ?? false;
  const stretch = raw.full_width === 'stretch';
  const setDropdown = (openIt: boolean) => {
    if (!toggle || !dropdown) return;
    toggle.classList.toggle('elementor-active', openIt);
    toggle.setAttribute('aria-expanded', String(openIt));
    dropdown.setAttribute('aria-hidden', String(!openIt));
    if (dropdown.id) toggle.setAttribute('aria-controls', dropdown.id);
    // A closed dropdown's links are out of the tab order, as they are out of sight.
    for (const link of dropdown.querySelectorAll<HTMLElement>('a')) link.tabIndex = openIt ? 0 : -1;
    if (openIt && stretch) stretchDropdown();
  };
  function stretchDropdown() {
    if (!dropdown) return;
    ctx.scheduler.read(() => {
      const width = doc.documentElement.clientWidth;
      const parent = (dropdown.offsetParent as HTMLElement | null) ?? doc.body;
      const parentBox = parent.getBoundingClientRect();
      ctx.scheduler.write(() => {
        dropdown.style.width = `${width}px`;
        if (rtl) dropdown.style.right = `${parentBox.right - width}px`;
        else dropdown.style.left = `${-parentBox.left}px`;
      });
    });
  }
  if (toggle && dropdown) {
    dropdown.id ||= `islet-nav-dropdown-${++ids}`;
    setDropdown(false);
    toggle.addEventListener('click', () => setDropdown(!dropdownOpen()), { signal });
    toggle.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        setDropdown(!dropdownOpen());
      },
      { signal },
    );
    if (stretch) ctx.scheduler.onResize(() => dropdownOpen() && stretchDropdown(), 100);
    // Another device shows the other menu: what was open there closes.
    ctx.devices.onChange(() => {
      setDropdown(false);
      closeAll();
    });
  }
}

function countAncestors(list: Element, nav: Element): number {
  let depth = 0;
  for (let node = list.parentElement; node && node !== nav; node = node.parentElement)
    if (node.matches('ul.sub-menu')) depth++;
  return depth;
}

function step(list: HTMLElement, from: HTMLElement, by: 1 | -1) {
  const links = [...list.querySelectorAll<HTMLElement>(':scope > li > a')];
  const index = links.indexOf(from.closest('a') as HTMLElement);
  links[(index + by + links.length) % links.length]?.focus();
}

/**
 * The sub-menu indicator the builder prints from its `submenu_icon` setting. The builder's own
 * path icons are built from checked values (`pathIcon`); other inline SVG markup from settings
 * goes through the sanitiser (its handlers would run), loaded only for such an icon.
 */
function subArrow(doc: Document, icon: unknown): HTMLElement | null | Promise<HTMLElement | null> {
  const value = (icon as { value?: unknown } | null)?.value;
  const span = doc.createElement('span');
  span.className = 'sub-arrow';
  span.setAttribute('aria-hidden', 'true');
  if (typeof value === 'string' && value.trim().startsWith('<svg')) {
    // A small chunk of its own, so the nav menu's stays within its budget.
    return import('./path-icon.ts')
      .then(
        ({ pathIcon }) =>
          pathIcon(doc, value) ??
          import('@islet/primitives/sanitize').then(({ sanitizeSvgIcon }) => {
            const svg = sanitizeSvgIcon(value);
            return svg && doc.importNode(svg, true);
          }),
      )
      .then((svg) => {
        if (!svg) return null;
        span.append(svg);
        return span;
      });
  } else if (typeof value === 'string' && value.trim()) {
    const i = doc.createElement('i');
    i.className = value;
    span.append(i);
  } else return null;
  return span;
}
