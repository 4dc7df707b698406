import type { BehaviourContext, Cleanup } from '@islet/core';
import { itemForHash } from './hash-target.ts';
import { nextOpenItems, type OpenRules } from './open-rules.ts';
import { prefersReducedMotion, slide } from '@islet/primitives';
import { rovingStep } from './roving-keys.ts';

export interface ClassicTabsOptions extends OpenRules {
  /** Opens the first item when the markup marks none (accordion, tabs; not toggle). */
  autoExpand: boolean;
  /** jQuery's slide duration for accordion and toggle panels; tabs switch at once. */
  slideMs: number;
  /** Tabs: desktop titles are a tab list (Left/Right, activation follows focus). */
  tabs: boolean;
}

interface Item {
  key: string;
  headers: HTMLElement[];
  panel: HTMLElement;
}

const ACTIVE = 'elementor-active';
const MOBILE_TITLE = 'elementor-tab-mobile-title';

/** What was on the markup before we touched it, to put back on disconnect. */
function remember(restore: Cleanup[], element: HTMLElement, name: string, value: string | null) {
  const before = element.getAttribute(name);
  if (before === value) return;
  restore.push(() =>
    before === null ? element.removeAttribute(name) : element.setAttribute(name, before),
  );
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** Items keyed by `data-tab`: a tabs widget has two headers per item (desktop and mobile). */
function collectItems(ctx: BehaviourContext): Item[] | string {
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

function isMarkedOpen(item: Item, tabs: boolean): boolean {
  return item.headers.some(
    (header) =>
      header.classList.contains(ACTIVE) ||
      (tabs && header.getAttribute('role') === 'tab'
        ? header.getAttribute('aria-selected') === 'true'
        : header.getAttribute('aria-expanded') === 'true'),
  );
}

/**
 * The builder's classic accordion, toggle and tabs (one engine, as in the original): items are
 * `.elementor-tab-title` headers and `.elementor-tab-content` panels paired by `data-tab`.
 */
export function connectClassicTabs(
  ctx: BehaviourContext,
  options: ClassicTabsOptions,
): Cleanup | void {
  const found = collectItems(ctx);
  if (typeof found === 'string') {
    ctx.warn(`missing markup: ${found}`);
    ctx.report('skipped', `missing markup: ${found}`);
    return;
  }
  const items = found;
  const { element } = ctx;
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const restore: Cleanup[] = [];

  // Accessibility repairs on the server's markup (it stays otherwise untouched):
  for (const { headers } of items) {
    for (const header of headers) {
      const isTab = options.tabs && !header.classList.contains(MOBILE_TITLE);
      if (!isTab) {
        // A button role may not carry aria-selected, and tabs' mobile headers are accordion
        // buttons, not a second set of tabs.
        remember(restore, header, 'role', 'button');
        remember(restore, header, 'aria-selected', null);
        remember(restore, header, 'tabindex', '0');
      }
      // The title link inside a role=button header is a second tab stop for the same action.
      for (const link of header.querySelectorAll<HTMLElement>('a[tabindex]:not([href])')) {
        remember(restore, link, 'tabindex', null);
      }
    }
  }
  if (options.tabs) {
    // The panels' wrapper claims role=tablist but holds panels and accordion buttons.
    for (const wrapper of ctx.find('.elementor-tabs-content-wrapper')) {
      remember(restore, wrapper, 'role', null);
      remember(restore, wrapper, 'aria-orientation', null);
    }
  }

  const reduced = prefersReducedMotion(win);
  let open = new Set<string>();

  const render = (animate: boolean) => {
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
        slide(item.panel, isOpen, { ms: animate && !reduced ? options.slideMs : 0 });
      }
    }
    // A tab list needs one tab stop even when a stacked (mobile) view closed every item.
    if (options.tabs && !items.some((item) => open.has(item.key))) {
      items[0]?.headers
        .find((header) => header.getAttribute('role') === 'tab')
        ?.setAttribute('tabindex', '0');
    }
  };

  const activate = (key: string) => {
    open = nextOpenItems(open, key, options);
    render(true);
  };

  const openFromHash = (scroll: boolean) => {
    const index = itemForHash(win.location.hash, doc, items);
    const item = items[index];
    if (!item) return false;
    if (!open.has(item.key)) activate(item.key);
    if (scroll) {
      const header = item.headers.find((h) => h.offsetParent !== null) ?? item.headers[0]!;
      const top = header.getBoundingClientRect().top + win.scrollY - ctx.scrollOffsets.top();
      win.scrollTo({ top, behavior: reduced ? 'auto' : 'smooth' });
    }
    return true;
  };

  if (!openFromHash(false)) {
    const marked = items.filter((item) => isMarkedOpen(item, options.tabs));
    const initial = options.hidePrevious ? marked.slice(0, 1) : marked;
    open = new Set(initial.map((item) => item.key));
    if (!open.size && options.autoExpand && items[0]) open.add(items[0].key);
  }
  render(false);

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
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        // Space and Enter on a tab that is already selected do nothing; on a header they toggle.
        if (!(header.getAttribute('role') === 'tab' && open.has(key))) activate(key);
        return;
      }
      const isTab = header.getAttribute('role') === 'tab';
      const group = items
        .flatMap((item) => item.headers)
        .filter(
          (h) => h.classList.contains(MOBILE_TITLE) === header.classList.contains(MOBILE_TITLE),
        );
      const layout = { horizontal: isTab, vertical: true, rtl: ctx.config.rtl };
      const target = rovingStep(event, group, header, layout);
      if (!target) return;
      target.focus();
      // Tabs follow focus (automatic activation): the panels are already in the page.
      if (isTab && target.dataset.tab && !open.has(target.dataset.tab))
        activate(target.dataset.tab);
    },
    { signal: ctx.signal },
  );

  win.addEventListener('hashchange', () => openFromHash(true), { signal: ctx.signal });

  return () => {
    for (const undo of restore.reverse()) undo();
  };
}
