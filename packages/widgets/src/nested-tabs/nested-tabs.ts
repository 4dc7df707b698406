import type { BehaviourContext } from '@islet/core';
import { firstTabbable } from '@islet/primitives';
import { itemForHash } from '../disclosure/hash-target.ts';
import { rovingStep } from '../disclosure/roving-keys.ts';

interface Item {
  key: string;
  titles: HTMLElement[];
  panel: HTMLElement;
}

const ACTIVE = 'e-active';

/** The tabs in the markup, one item per key (a title per layout); reports what is missing. */
function readTabs(element: HTMLElement, ctx: BehaviourContext): Item[] | undefined {
  const doc = element.ownerDocument;
  const items: Item[] = [];
  for (const title of ctx.find('.e-n-tab-title')) {
    const key = title.dataset.tabIndex ?? '';
    const existing = items.find((item) => item.key === key);
    if (existing) {
      existing.titles.push(title);
      continue;
    }
    const id = title.getAttribute('aria-controls');
    const panel = id ? doc.getElementById(id) : null;
    if (!key || !panel || !element.contains(panel)) {
      const reason = `missing markup: tab title ${key || '?'} controls no panel inside the widget`;
      ctx.warn(reason);
      ctx.report('skipped', reason);
      return undefined;
    }
    items.push({ key, titles: [title], panel });
  }
  if (!items.length) {
    ctx.warn('missing markup: no .e-n-tab-title');
    ctx.report('skipped', 'missing markup: no .e-n-tab-title');
    return undefined;
  }
  return items;
}

/**
 * Shows the item with `key`, in every layout, and hides the others. `stopped`: the panels made tab
 * stops, so that only those lose their `tabindex` again.
 */
function showTab(items: readonly Item[], key: string, stopped: Set<HTMLElement>) {
  for (const item of items) {
    const on = item.key === key;
    for (const title of item.titles) {
      title.setAttribute('aria-selected', String(on));
      title.setAttribute('tabindex', on ? '0' : '-1');
    }
    item.panel.classList.toggle(ACTIVE, on);
    item.panel.hidden = !on;
    // A panel with nothing focusable is itself a tab stop (the ARIA tabs pattern), or Tab from
    // the selected tab would leave the widget and its content could not be reached.
    if (on && !firstTabbable(item.panel, 'none') && !item.panel.hasAttribute('tabindex')) {
      item.panel.setAttribute('tabindex', '0');
      stopped.add(item.panel);
    } else if (!on && stopped.delete(item.panel)) item.panel.removeAttribute('tabindex');
    // jQuery's show()/hide(), which the original used: the site CSS may not hide the panel.
    item.panel.style.display = on ? '' : 'none';
  }
}

/**
 * Nested tabs: `.e-n-tab-title` buttons select the container panel their `aria-controls` names.
 * Below the breakpoint the site CSS stacks titles and panels into an accordion (`e-n-tabs-mobile`
 * and the `--n-tabs-title-order` variables), so the same state serves both layouts.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const items = readTabs(element, ctx);
  if (!items) return;

  /** Panels this behaviour made tab stops, undone on disconnect. */
  const stopped = new Set<HTMLElement>();
  ctx.own(() => {
    for (const panel of stopped) panel.removeAttribute('tabindex');
    stopped.clear();
  });
  let selected = '';
  const select = (key: string) => {
    selected = key;
    showTab(items, key, stopped);
  };

  const fromHash = () =>
    items[
      itemForHash(
        win.location.hash,
        doc,
        items.map((item) => ({ headers: item.titles, panel: item.panel })),
      )
    ];
  const marked =
    items.find((item) => item.titles.some((t) => t.getAttribute('aria-selected') === 'true')) ??
    items.find((item) => item.panel.classList.contains(ACTIVE));
  select((fromHash() ?? marked ?? items[0]!).key);
  // The site CSS keys on these: styles for a working widget, hover styles off on touch screens.
  const box = ctx.find('.e-n-tabs')[0];
  box?.classList.add('e-activated');
  box?.setAttribute('data-touch-mode', String('ontouchstart' in win));

  const itemOf = (target: EventTarget | null) => {
    if (!(target instanceof win.Element)) return undefined;
    const title = target.closest<HTMLElement>('.e-n-tab-title');
    return title ? items.find((item) => item.titles.includes(title)) : undefined;
  };

  element.addEventListener(
    'click',
    (event: MouseEvent) => {
      const item = itemOf(event.target);
      if (item && item.key !== selected) select(item.key);
    },
    { signal: ctx.signal },
  );

  element.addEventListener(
    'keydown',
    (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const item = itemOf(event.target);
      if (!item) return;
      const layout = { horizontal: true, vertical: true, rtl: ctx.config.rtl };
      const target = rovingStep(event, items, item, layout);
      if (!target) return;
      // Focus the title of the layout on screen (the stacked one below the breakpoint).
      (target.titles.find((t) => t.offsetParent !== null) ?? target.titles[0]!).focus();
      select(target.key);
    },
    { signal: ctx.signal },
  );

  win.addEventListener(
    'hashchange',
    () => {
      const item = fromHash();
      if (item) select(item.key);
    },
    { signal: ctx.signal },
  );
}
