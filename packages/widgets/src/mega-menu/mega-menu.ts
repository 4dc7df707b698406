import { autoUpdate, computePosition, flip, shift } from '@floating-ui/dom';
import type { BehaviourContext } from '@islet/core';
import { firstTabbable, isTabStop } from '@islet/primitives';
import { isDropdownMode, itemForKey } from './menu-mode.ts';

/** Moving the pointer across a gap must not close a panel at once. */
const HIDE_DELAY_MS = 300;

interface Item {
  item: HTMLElement;
  title: HTMLElement;
  /** The title's link (or container) and the dropdown button. */
  link: HTMLElement | null;
  button: HTMLElement | null;
  panel: HTMLElement | null;
}

/**
 * The mega menu (Pro's nested menu, `e-n-menu`): each item's dropdown button discloses its
 * content panel (`aria-expanded`, `e-active`), on hover or click as `open_on` says; one panel at a
 * time; Escape, focus leaving the item or a click elsewhere closes it. Arrow keys, Home and End
 * move between the items. Panels that fit their content are placed by Floating UI to stay on
 * screen. Below `breakpoint_selector` the toggle opens the menu as a dropdown.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const doc = element.ownerDocument;
  const raw = ctx.rawSettings;
  const { signal } = ctx;
  const rtl = doc.documentElement.dir === 'rtl' || ctx.config.rtl;
  const items: Item[] = ctx.find('.e-n-menu-item').flatMap((item) => {
    const title = item.querySelector<HTMLElement>(':scope > .e-n-menu-title');
    if (!title) return [];
    const panel =
      item.querySelector<HTMLElement>(':scope > .e-n-menu-content > [id^="e-n-menu-content"]') ??
      item.querySelector<HTMLElement>(':scope > .e-n-menu-content > *');
    return [
      {
        item,
        title,
        link: title.querySelector<HTMLElement>('.e-n-menu-title-container'),
        button: title.querySelector<HTMLElement>('.e-n-menu-dropdown-icon'),
        panel,
      },
    ];
  });
  if (!items.length) {
    ctx.warn('the mega menu has no items in its markup; it is left as printed.');
    ctx.report('skipped', 'no .e-n-menu-item');
    return;
  }
  const toggle = element.querySelector<HTMLElement>('.e-n-menu-toggle');
  const wrapper = element.querySelector<HTMLElement>('.e-n-menu-wrapper');
  const dropdown = () => isDropdownMode(ctx.devices.current(), raw.breakpoint_selector);
  const hover = () => raw.open_on !== 'click' && !dropdown();
  const fitContent = raw.content_width === 'fit_to_content';

  let open: Item | null = null;
  let stopPlacement: (() => void) | null = null;
  let stopHide: (() => void) | null = null;

  const place = (entry: Item) => {
    const panel = entry.panel!;
    return autoUpdate(entry.title, panel, () => {
      void computePosition(entry.title, panel, {
        placement: rtl ? 'bottom-end' : 'bottom-start',
        middleware: [flip(), shift({ padding: 8 })],
      }).then(({ x, y }) => {
        if (open !== entry) return;
        Object.assign(panel.style, { position: 'absolute', left: `${x}px`, top: `${y}px` });
      });
    });
  };
  const setOpen = (entry: Item, next: boolean) => {
    if (!entry.panel) return;
    stopHide?.();
    stopHide = null;
    if (next && open && open !== entry) setOpen(open, false);
    if (next === (open === entry)) return;
    open = next ? entry : null;
    entry.button?.setAttribute('aria-expanded', String(next));
    entry.title.classList.toggle('e-active', next);
    entry.panel.classList.toggle('e-active', next);
    stopPlacement?.();
    stopPlacement = null;
    if (next && fitContent && !dropdown()) stopPlacement = place(entry);
    else if (!next)
      for (const key of ['position', 'left', 'top'] as const) entry.panel.style[key] = '';
  };

  for (const entry of items) {
    const { item, button, panel, link } = entry;
    if (!panel) continue;
    panel.id ||= `e-n-menu-content-islet-${ctx.info.id}-${items.indexOf(entry)}`;
    if (button) {
      button.setAttribute('aria-expanded', 'false');
      button.setAttribute('aria-controls', panel.id);
      button.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          setOpen(entry, open !== entry);
        },
        { signal },
      );
    }
    // A title that goes nowhere is a second way to open its panel.
    if (link && (link.tagName !== 'A' || link.getAttribute('href') === '#')) {
      link.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          setOpen(entry, open !== entry);
        },
        { signal },
      );
    }
    item.addEventListener('mouseenter', () => hover() && setOpen(entry, true), { signal });
    item.addEventListener(
      'mouseleave',
      () => {
        if (!hover() || open !== entry) return;
        stopHide?.();
        stopHide = ctx.setTimeout(() => setOpen(entry, false), HIDE_DELAY_MS);
      },
      { signal },
    );
    item.addEventListener(
      'focusout',
      (event) => {
        if (open === entry && !item.contains(event.relatedTarget as Node | null))
          setOpen(entry, false);
      },
      { signal },
    );
  }

  const firstStop = (entry: Item) =>
    entry.link && isTabStop(entry.link) ? entry.link : entry.button;
  element.addEventListener(
    'keydown',
    (event) => {
      const target = event.target as HTMLElement;
      const index = items.findIndex((entry) => entry.title.contains(target));
      if (event.key === 'Escape') {
        if (open) {
          const entry = open;
          event.preventDefault();
          setOpen(entry, false);
          (entry.button ?? entry.link)?.focus();
        } else if (toggle && dropdown() && toggle.getAttribute('aria-expanded') === 'true') {
          event.preventDefault();
          setDropdown(false);
          toggle.focus();
        }
        return;
      }
      if (index < 0) return;
      const entry = items[index]!;
      if (event.key === 'ArrowDown' && target === entry.button && entry.panel) {
        event.preventDefault();
        setOpen(entry, true);
        firstTabbable(entry.panel, 'none')?.focus();
        return;
      }
      const keys = dropdown()
        ? { ArrowDown: 'ArrowRight', ArrowUp: 'ArrowLeft', Home: 'Home', End: 'End' }
        : { ArrowRight: 'ArrowRight', ArrowLeft: 'ArrowLeft', Home: 'Home', End: 'End' };
      const key = keys[event.key as keyof typeof keys];
      if (!key) return;
      const next = itemForKey(index, items.length, key, rtl && !dropdown());
      if (next === null) return;
      event.preventDefault();
      firstStop(items[next]!)?.focus();
    },
    { signal },
  );
  doc.addEventListener(
    'click',
    (event) => {
      if (!element.contains(event.target as Node | null)) {
        if (open) setOpen(open, false);
        if (dropdown()) setDropdown(false);
      }
    },
    { signal },
  );

  // The mobile toggle and its dropdown.
  function setDropdown(next: boolean) {
    if (!toggle) return;
    toggle.setAttribute('aria-expanded', String(next));
    toggle.classList.toggle('e-active', next);
    if (!next && open) setOpen(open, false);
  }
  if (toggle) {
    if (wrapper) {
      wrapper.id ||= `e-n-menu-wrapper-islet-${ctx.info.id}`;
      toggle.setAttribute('aria-controls', wrapper.id);
    }
    setDropdown(false);
    toggle.addEventListener(
      'click',
      () => setDropdown(toggle.getAttribute('aria-expanded') !== 'true'),
      {
        signal,
      },
    );
  }
  ctx.devices.onChange(() => {
    if (open) setOpen(open, false);
    setDropdown(false);
  });
  ctx.own(() => {
    stopPlacement?.();
    if (open) setOpen(open, false);
  });
}
