import type { BehaviourContext } from '@islet/core';
import { prefersReducedMotion, slide } from '@islet/primitives';
import { itemForHash } from './hash-target.ts';
import { nextOpenItems, type OpenRules } from './open-rules.ts';
import { rovingStep } from './roving-keys.ts';
import {
  ACTIVE,
  collectItems,
  isMarkedOpen,
  MOBILE_TITLE,
  repairMarkup,
  type Item,
} from './tab-items.ts';

export interface ClassicTabsOptions extends OpenRules {
  /** Opens the first item when the markup marks none (accordion, tabs; not toggle). */
  autoExpand: boolean;
  /** jQuery's slide duration for accordion and toggle panels; tabs switch at once. */
  slideMs: number;
  /** Tabs: desktop titles are a tab list (Left/Right, activation follows focus). */
  tabs: boolean;
}

/**
 * The builder's classic accordion, toggle and tabs (one engine, as in the original): items are
 * `.elementor-tab-title` headers and `.elementor-tab-content` panels paired by `data-tab`.
 */
export function connectClassicTabs(ctx: BehaviourContext, options: ClassicTabsOptions): void {
  const items = collectItems(ctx);
  if (typeof items === 'string') {
    ctx.warn(`missing markup: ${items}`);
    ctx.report('skipped', `missing markup: ${items}`);
    return;
  }
  const { element } = ctx;
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  repairMarkup(items, options.tabs, ctx);

  const reduced = prefersReducedMotion(win);
  let open = new Set<string>();
  const activate = (key: string) => {
    open = nextOpenItems(open, key, options);
    render(items, open, options.tabs, reduced ? 0 : options.slideMs);
  };
  const openFromHash = (scroll: boolean) => {
    const item = items[itemForHash(win.location.hash, doc, items)];
    if (!item) return false;
    if (!open.has(item.key)) activate(item.key);
    if (scroll) scrollToItem(item, reduced, ctx);
    return true;
  };
  if (!openFromHash(false)) {
    const marked = items.filter((item) => isMarkedOpen(item, options.tabs));
    const initial = options.hidePrevious ? marked.slice(0, 1) : marked;
    open = new Set(initial.map((item) => item.key));
    if (!open.size && options.autoExpand && items[0]) open.add(items[0].key);
  }
  render(items, open, options.tabs, 0);

  const headerOf = (target: EventTarget | null): HTMLElement | undefined => {
    if (!(target instanceof win.Element)) return undefined;
    const header = target.closest<HTMLElement>('.elementor-tab-title');
    return header && items.some((item) => item.headers.includes(header)) ? header : undefined;
  };
  element.addEventListener(
    'click',
    (event) => {
      const header = headerOf(event.target);
      if (header?.dataset.tab) activate(header.dataset.tab);
    },
    { signal: ctx.signal },
  );
  element.addEventListener(
    'keydown',
    (event: KeyboardEvent) => {
      const header = headerOf(event.target);
      if (!header || event.altKey || event.ctrlKey || event.metaKey) return;
      const key = header.dataset.tab!;
      const isTab = header.getAttribute('role') === 'tab';
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        // Space and Enter on a tab that is already selected do nothing; on a header they toggle.
        if (!(isTab && open.has(key))) activate(key);
        return;
      }
      const target = moveFocus(event, header, items, ctx);
      // Tabs follow focus (automatic activation): the panels are already in the page.
      if (isTab && target?.dataset.tab && !open.has(target.dataset.tab))
        activate(target.dataset.tab);
    },
    { signal: ctx.signal },
  );
  win.addEventListener('hashchange', () => openFromHash(true), { signal: ctx.signal });
}

/** Shows the open items, hides the others; panels slide over `slideMs` (0: at once). */
function render(items: Item[], open: Set<string>, tabs: boolean, slideMs: number) {
  for (const item of items) {
    const isOpen = open.has(item.key);
    for (const header of item.headers) {
      header.classList.toggle(ACTIVE, isOpen);
      header.setAttribute('aria-expanded', String(isOpen));
      if (header.getAttribute('role') === 'tab') {
        header.setAttribute('aria-selected', String(isOpen));
        header.setAttribute('tabindex', isOpen ? '0' : '-1');
      }
    }
    const wasOpen = item.panel.classList.contains(ACTIVE) && !item.panel.hidden;
    item.panel.classList.toggle(ACTIVE, isOpen);
    if (wasOpen !== isOpen || item.panel.hidden === isOpen) {
      slide(item.panel, isOpen, { ms: slideMs });
    }
  }
  // A tab list needs one tab stop even when a stacked (mobile) view closed every item.
  if (tabs && !items.some((item) => open.has(item.key))) {
    items[0]?.headers
      .find((header) => header.getAttribute('role') === 'tab')
      ?.setAttribute('tabindex', '0');
  }
}

/** Arrows, Home and End move focus among the headers of the same view (desktop or mobile). */
function moveFocus(
  event: KeyboardEvent,
  header: HTMLElement,
  items: Item[],
  ctx: BehaviourContext,
) {
  const group = items
    .flatMap((item) => item.headers)
    .filter((h) => h.classList.contains(MOBILE_TITLE) === header.classList.contains(MOBILE_TITLE));
  const layout = {
    horizontal: header.getAttribute('role') === 'tab',
    vertical: true,
    rtl: ctx.config.rtl,
  };
  const target = rovingStep(event, group, header, layout);
  target?.focus();
  return target;
}

function scrollToItem(item: Item, reduced: boolean, ctx: BehaviourContext) {
  const win = ctx.element.ownerDocument.defaultView ?? window;
  const header = item.headers.find((h) => h.offsetParent !== null) ?? item.headers[0]!;
  const top = header.getBoundingClientRect().top + win.scrollY - ctx.scrollOffsets.top();
  win.scrollTo({ top, behavior: reduced ? 'auto' : 'smooth' });
}
