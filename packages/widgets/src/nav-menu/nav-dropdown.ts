import type { BehaviourContext } from '@islet/core';
import { nextId } from './sub-menu-markup.ts';

/**
 * The mobile toggle and its dropdown: `aria-expanded`/`aria-hidden`, the dropdown's links out of
 * the tab order while it is closed, and stretched to the viewport's width when `full_width` says
 * so. `null` when the markup has no toggle or no dropdown.
 */
export function connectDropdown(
  element: HTMLElement,
  ctx: BehaviourContext,
  rtl: boolean,
  stretch: boolean | undefined,
  onDeviceChange: () => void,
) {
  const doc = element.ownerDocument;
  const toggle = element.querySelector<HTMLElement>('.elementor-menu-toggle');
  const dropdown = element.querySelector<HTMLElement>('nav.elementor-nav-menu--dropdown');
  if (!toggle || !dropdown) return null;
  const { signal } = ctx;
  const isOpen = () => toggle.classList.contains('elementor-active');
  const stretchDropdown = () =>
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
  const set = (openIt: boolean) => {
    toggle.classList.toggle('elementor-active', openIt);
    toggle.setAttribute('aria-expanded', String(openIt));
    dropdown.setAttribute('aria-hidden', String(!openIt));
    toggle.setAttribute('aria-controls', dropdown.id);
    // A closed dropdown's links are out of the tab order, as they are out of sight.
    for (const link of dropdown.querySelectorAll<HTMLElement>('a')) link.tabIndex = openIt ? 0 : -1;
    if (openIt && stretch) stretchDropdown();
  };

  dropdown.id ||= `islet-nav-dropdown-${nextId()}`;
  set(false);
  toggle.addEventListener('click', () => set(!isOpen()), { signal });
  toggle.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      set(!isOpen());
    },
    { signal },
  );
  if (stretch) ctx.scheduler.onResize(() => isOpen() && stretchDropdown(), 100);
  // Another device shows the other menu: what was open there closes.
  ctx.devices.onChange(() => {
    set(false);
    onDeviceChange();
  });
  return { toggle, isOpen, set };
}
