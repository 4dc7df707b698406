import type { BehaviourContext } from '@islet/core';

export interface Item {
  key: string;
  headers: HTMLElement[];
  panel: HTMLElement;
}

export const ACTIVE = 'elementor-active';
export const MOBILE_TITLE = 'elementor-tab-mobile-title';

/** Items keyed by `data-tab`: a tabs widget has two headers per item (desktop and mobile). */
export function collectItems(ctx: BehaviourContext): Item[] | string {
  const headers = ctx.find('.elementor-tab-title');
  const panels = ctx.find('.elementor-tab-content');
  if (!headers.length || !panels.length) return 'no .elementor-tab-title or .elementor-tab-content';
  const items: Item[] = [];
  for (const panel of panels) {
    const key = panel.dataset.tab;
    if (!key) return 'a .elementor-tab-content without data-tab';
    const own = headers.filter((header) => header.dataset.tab === key);
    if (!own.length) return `no .elementor-tab-title for data-tab="${key}"`;
    items.push({ key, headers: own, panel });
  }
  return items;
}

export function isMarkedOpen(item: Item, tabs: boolean): boolean {
  return item.headers.some(
    (header) =>
      header.classList.contains(ACTIVE) ||
      (tabs && header.getAttribute('role') === 'tab'
        ? header.getAttribute('aria-selected') === 'true'
        : header.getAttribute('aria-expanded') === 'true'),
  );
}

/** Accessibility repairs on the server's markup (it stays otherwise untouched), undone on disconnect. */
export function repairMarkup(items: Item[], tabs: boolean, ctx: BehaviourContext) {
  for (const { headers } of items) {
    for (const header of headers) {
      if (!tabs || header.classList.contains(MOBILE_TITLE)) {
        // A button role may not carry aria-selected, and tabs' mobile headers are accordion
        // buttons, not a second set of tabs.
        remember(ctx, header, 'role', 'button');
        remember(ctx, header, 'aria-selected', null);
        remember(ctx, header, 'tabindex', '0');
      }
      // The title link inside a role=button header is a second tab stop for the same action.
      for (const link of header.querySelectorAll<HTMLElement>('a[tabindex]:not([href])')) {
        remember(ctx, link, 'tabindex', null);
      }
    }
  }
  if (tabs) {
    // The panels' wrapper claims role=tablist but holds panels and accordion buttons.
    for (const wrapper of ctx.find('.elementor-tabs-content-wrapper')) {
      remember(ctx, wrapper, 'role', null);
      remember(ctx, wrapper, 'aria-orientation', null);
    }
  }
}

/** Sets an attribute and puts back what was on the markup before, on disconnect. */
function remember(ctx: BehaviourContext, element: HTMLElement, name: string, value: string | null) {
  const before = element.getAttribute(name);
  if (before === value) return;
  ctx.own(() =>
    before === null ? element.removeAttribute(name) : element.setAttribute(name, before),
  );
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
