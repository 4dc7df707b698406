import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { firstTabbable, isTabStop } from '@islet/primitives';
import { createPanels, readItems, type Item, type Panels } from './mega-menu-panels.ts';
import { isDropdownMode, itemForKey } from './menu-mode.ts';

export const settings = {
  /** The largest device that shows the dropdown (`none`: never); `tablet` when unset. */
  breakpoint_selector: schema.lenient(schema.string()),
  /** Panels open on click; otherwise on hover. */
  open_on: schema.on('click'),
  /** Panels as wide as their content, placed by Floating UI, instead of full width. */
  content_width: schema.on('fit_to_content'),
};

interface Menu {
  items: Item[];
  panels: Panels;
  rtl: boolean;
  toggle: HTMLElement | null;
  /** Whether the menu shows as its mobile dropdown now. */
  dropdown(): boolean;
  setDropdown(next: boolean): void;
}

/**
 * The mega menu (Pro's nested menu, `e-n-menu`): each item's dropdown button discloses its
 * content panel (`aria-expanded`, `e-active`), on hover or click as `open_on` says; one panel at a
 * time; Escape, focus leaving the item or a click elsewhere closes it. Arrow keys, Home and End
 * move between the items. Panels that fit their content are placed by Floating UI to stay on
 * screen. Below `breakpoint_selector` the toggle opens the menu as a dropdown.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<SettingsOf<typeof settings>>) {
  const doc = element.ownerDocument;
  const { signal } = ctx;
  const rtl = doc.documentElement.dir === 'rtl' || ctx.config.rtl;
  const items = readItems(ctx);
  if (!items.length) {
    ctx.warn('the mega menu has no items in its markup; it is left as printed.');
    ctx.report('skipped', 'no .e-n-menu-item');
    return;
  }
  const toggle = element.querySelector<HTMLElement>('.e-n-menu-toggle');
  const wrapper = element.querySelector<HTMLElement>('.e-n-menu-wrapper');
  const dropdown = () => isDropdownMode(ctx.devices.current(), ctx.settings.breakpoint_selector);
  const hover = () => !ctx.settings.open_on && !dropdown();
  const fitContent = ctx.settings.content_width === true;
  const panels = createPanels(ctx, rtl, () => fitContent && !dropdown());
  // The mobile toggle and its dropdown.
  const setDropdown = (next: boolean) => {
    if (!toggle) return;
    toggle.setAttribute('aria-expanded', String(next));
    toggle.classList.toggle('e-active', next);
    if (!next) panels.closeOpen();
  };
  const menu: Menu = { items, panels, rtl, toggle, dropdown, setDropdown };

  items.forEach((entry, index) => connectItem(entry, index, ctx, panels, hover));
  element.addEventListener('keydown', (event) => menuKey(event, menu), { signal });
  doc.addEventListener(
    'click',
    (event) => {
      if (!element.contains(event.target as Node | null)) {
        panels.closeOpen();
        if (dropdown()) setDropdown(false);
      }
    },
    { signal },
  );
  if (toggle) {
    if (wrapper) {
      wrapper.id ||= `e-n-menu-wrapper-islet-${ctx.info.id}`;
      toggle.setAttribute('aria-controls', wrapper.id);
    }
    setDropdown(false);
    toggle.addEventListener(
      'click',
      () => setDropdown(toggle.getAttribute('aria-expanded') !== 'true'),
      { signal },
    );
  }
  ctx.devices.onChange(() => {
    panels.closeOpen();
    setDropdown(false);
  });
}

/** One item: its button (and a title that goes nowhere) toggles; hover and focus leaving close. */
function connectItem(
  entry: Item,
  index: number,
  ctx: BehaviourContext,
  panels: Panels,
  hover: () => boolean,
) {
  const { item, button, panel, link } = entry;
  const { signal } = ctx;
  if (!panel) return;
  panel.id ||= `e-n-menu-content-islet-${ctx.info.id}-${index}`;
  const onClick = (event: Event) => {
    event.preventDefault();
    panels.toggle(entry);
  };
  if (button) {
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', panel.id);
    button.addEventListener('click', onClick, { signal });
  }
  // A title that goes nowhere is a second way to open its panel.
  if (link && (link.tagName !== 'A' || link.getAttribute('href') === '#'))
    link.addEventListener('click', onClick, { signal });
  item.addEventListener('mouseenter', () => hover() && panels.set(entry, true), { signal });
  item.addEventListener(
    'mouseleave',
    () => hover() && panels.current() === entry && panels.closeLater(entry),
    { signal },
  );
  item.addEventListener(
    'focusout',
    (event) => {
      if (panels.current() === entry && !item.contains(event.relatedTarget as Node | null))
        panels.set(entry, false);
    },
    { signal },
  );
}

function menuKey(event: KeyboardEvent, menu: Menu) {
  const { items, panels, toggle, dropdown } = menu;
  const target = event.target as HTMLElement;
  const index = items.findIndex((entry) => entry.title.contains(target));
  if (event.key === 'Escape') {
    const open = panels.current();
    if (open) {
      event.preventDefault();
      panels.set(open, false);
      (open.button ?? open.link)?.focus();
    } else if (toggle && dropdown() && toggle.getAttribute('aria-expanded') === 'true') {
      event.preventDefault();
      menu.setDropdown(false);
      toggle.focus();
    }
    return;
  }
  const entry = items[index];
  if (!entry) return;
  if (event.key === 'ArrowDown' && target === entry.button && entry.panel) {
    event.preventDefault();
    panels.set(entry, true);
    firstTabbable(entry.panel, 'none')?.focus();
    return;
  }
  const keys = dropdown()
    ? { ArrowDown: 'ArrowRight', ArrowUp: 'ArrowLeft', Home: 'Home', End: 'End' }
    : { ArrowRight: 'ArrowRight', ArrowLeft: 'ArrowLeft', Home: 'Home', End: 'End' };
  const key = keys[event.key as keyof typeof keys];
  if (!key) return;
  const next = itemForKey(index, items.length, key, menu.rtl && !dropdown());
  if (next === null) return;
  event.preventDefault();
  firstStop(items[next]!)?.focus();
}

const firstStop = (entry: Item) =>
  entry.link && isTabStop(entry.link) ? entry.link : entry.button;
