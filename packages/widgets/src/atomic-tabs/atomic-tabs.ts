import { parseJson, type BehaviourContext } from '@islet/core';
import { firstTabbable } from '@islet/primitives';
import {
  defaultTab,
  focusTarget,
  panelId,
  rememberedTab,
  rememberTab,
  tabId,
} from './atomic-tabs-rules.ts';

const SELECTED = 'e--selected';

/** The direct children of `parent` of one atomic type: nested tabs elements keep their own. */
function childrenOfType(parent: Element | undefined, type: string): HTMLElement[] {
  if (!parent) return [];
  return [...parent.children].filter(
    (child): child is HTMLElement => child.getAttribute('data-element_type') === type,
  );
}

/** The element's `data-e-settings` object, or undefined (one warning) when it is not JSON. */
function readSettings(element: HTMLElement, ctx: BehaviourContext) {
  const text = element.getAttribute('data-e-settings');
  if (text === null || !text.trim()) return {};
  const parsed = parseJson(text);
  if (parsed.ok && typeof parsed.value === 'object' && parsed.value && !Array.isArray(parsed.value))
    return parsed.value as Record<string, unknown>;
  const reason = `data-e-settings ${parsed.ok ? 'is not a JSON object' : `is not valid JSON (${parsed.error})`}`;
  ctx.warn(`${reason}; the tabs are left as printed.`);
  ctx.report('skipped', reason);
  return undefined;
}

/** Alpine's x-show: `display: none` on, and off again without leaving an empty `style`. */
function showPanel(panel: HTMLElement, on: boolean) {
  if (!on) {
    panel.style.setProperty('display', 'none');
    if (!panel.hidden) panel.setAttribute('hidden', 'true');
    return;
  }
  panel.style.removeProperty('display');
  if (!panel.getAttribute('style')?.trim()) panel.removeAttribute('style');
  panel.removeAttribute('hidden');
}

function setAttr(element: HTMLElement, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** The builder binds the ids from the positions; the server printed the same ones. */
function bindIds(tabsId: string, tabs: HTMLElement[], panels: HTMLElement[]) {
  tabs.forEach((tab, index) => {
    setAttr(tab, 'id', tabId(tabsId, index));
    setAttr(tab, 'aria-controls', panelId(tabsId, index));
  });
  panels.forEach((panel, index) => {
    setAttr(panel, 'id', panelId(tabsId, index));
    setAttr(panel, 'aria-labelledby', tabId(tabsId, index));
  });
}

/**
 * Selects tab `index` (-1: none) and shows its panel. `stopped`: the panels made tab stops, so
 * that only those lose their `tabindex` again.
 */
function showTab(
  tabs: HTMLElement[],
  panels: HTMLElement[],
  index: number,
  stopped: Set<HTMLElement>,
) {
  tabs.forEach((tab, i) => {
    const on = i === index;
    tab.classList.toggle(SELECTED, on);
    setAttr(tab, 'aria-selected', String(on));
    // No tab selected (a default that names a deleted tab): the first stays reachable by Tab.
    setAttr(tab, 'tabindex', on || (index < 0 && i === 0) ? '0' : '-1');
  });
  panels.forEach((panel, i) => {
    const on = i === index;
    panel.classList.toggle(SELECTED, on);
    showPanel(panel, on);
    // A panel with nothing focusable is itself a tab stop (the ARIA tabs pattern), or Tab from
    // the selected tab would leave the widget before its content.
    if (on && !firstTabbable(panel, 'none') && !panel.hasAttribute('tabindex')) {
      panel.setAttribute('tabindex', '0');
      stopped.add(panel);
    } else if (!on && stopped.delete(panel)) panel.removeAttribute('tabindex');
  });
}

/**
 * The builder 4.x atomic tabs (`e-tabs`), without Alpine. The tabs are the `e-tab` buttons of the
 * element's own `e-tabs-menu`, the panels the `e-tab-content` children of its own
 * `e-tabs-content-area`, paired by position (tabs nest: only direct children count). A click (or
 * Enter and Space, the button's own) selects; arrows, Home and End move the focus only (manual
 * activation, as the builder). Selecting writes what the builder's handler writes: `e--selected`,
 * `aria-selected`, `tabindex` on the tabs, `e--selected` and `display: none` on the panels, and
 * `hidden` on the hidden panels only (the builder leaves a panel it shows `hidden="true"`).
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const settings = readSettings(element, ctx);
  if (!settings) return;
  const tabsId = element.getAttribute('data-id') ?? '';
  const menu = childrenOfType(element, 'e-tabs-menu')[0];
  const area = childrenOfType(element, 'e-tabs-content-area')[0];
  const tabs = childrenOfType(menu, 'e-tab');
  const panels = childrenOfType(area, 'e-tab-content');
  if (!tabs.length) {
    const reason = 'missing markup: no e-tab in an e-tabs-menu of its own';
    ctx.warn(`${reason}; the tabs are left as printed.`);
    ctx.report('skipped', reason);
    return;
  }

  bindIds(tabsId, tabs, panels);

  /** Panels this behaviour made tab stops, undone on disconnect. */
  const stopped = new Set<HTMLElement>();
  ctx.own(() => {
    for (const panel of stopped) panel.removeAttribute('tabindex');
    stopped.clear();
  });

  let selected = -1;
  const select = (index: number) => {
    selected = index;
    showTab(tabs, panels, index, stopped);
  };

  const start = defaultTab(settings, tabsId, tabs.length);
  const marked = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
  select(
    rememberedTab(doc, tabsId, tabs.length) ??
      (start.kind === 'index' ? start.index : start.kind === 'none' ? -1 : marked),
  );

  const tabOf = (target: EventTarget | null): number => {
    if (!(target instanceof win.Element)) return -1;
    const tab = target.closest<HTMLElement>('[data-element_type="e-tab"]');
    return tab ? tabs.indexOf(tab) : -1;
  };

  element.addEventListener(
    'click',
    (event: MouseEvent) => {
      const index = tabOf(event.target);
      if (index < 0 || index === selected) return;
      // Only the visitor's choice is remembered, as the builder's store holds only clicks.
      rememberTab(doc, tabsId, index);
      select(index);
    },
    { signal: ctx.signal },
  );

  element.addEventListener(
    'keydown',
    (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const index = tabOf(event.target);
      if (index < 0) return;
      const next = focusTarget(event.key, index, tabs.length, ctx.config.rtl);
      if (next === undefined) return;
      event.preventDefault();
      tabs[next]!.focus();
    },
    { signal: ctx.signal },
  );
}
