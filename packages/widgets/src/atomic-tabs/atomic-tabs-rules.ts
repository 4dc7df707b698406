import { rovingTarget } from '../disclosure/roving-keys.ts';

/** The id the builder gives tab `index` of the tabs element `tabsId` (its `data-id`). */
export const tabId = (tabsId: string, index: number): string => `${tabsId}-tab-${index}`;

/** The id the builder gives the panel of tab `index`. */
export const panelId = (tabsId: string, index: number): string => `${tabsId}-tab-content-${index}`;

/** What `data-e-settings` says about the tab to start on. */
export type DefaultTab =
  /** The index of the tab it names. */
  | { kind: 'index'; index: number }
  /** It names a tab id, but no tab has it (the setting outlived a deleted tab): none selected. */
  | { kind: 'none' }
  /** It names nothing usable: the markup's own selection stands. */
  | { kind: 'absent' };

/**
 * The tab `data-e-settings` starts on. The builder prints `default-active-tab` as a tab id,
 * `{tabsId}-tab-{index}` (its handler compares ids); a bare index is accepted too.
 */
export function defaultTab(
  settings: Readonly<Record<string, unknown>>,
  tabsId: string,
  count: number,
): DefaultTab {
  const value = settings['default-active-tab'];
  let index: number | undefined;
  if (typeof value === 'number' && Number.isInteger(value)) index = value;
  else if (typeof value === 'string') {
    const prefix = `${tabsId}-tab-`;
    if (!value.startsWith(prefix)) return { kind: 'absent' };
    const rest = value.slice(prefix.length);
    if (!/^\d+$/.test(rest)) return { kind: 'none' };
    index = Number(rest);
  } else return { kind: 'absent' };
  return index >= 0 && index < count ? { kind: 'index', index } : { kind: 'none' };
}

/**
 * The index the focus moves to for `key` from tab `index` of `count`, or undefined when the key
 * does not move. Arrows wrap (Left/Right as the builder binds them, Up/Down as its key lists
 * have them, swapped Left/Right on right-to-left pages), Home and End jump: the WAI-ARIA tabs
 * pattern. Focus only: a tab is selected by click, Enter or Space (manual activation, as the
 * builder does).
 */
export function focusTarget(
  key: string,
  index: number,
  count: number,
  rtl: boolean,
): number | undefined {
  return rovingTarget(key, index, count, { horizontal: true, vertical: true, rtl });
}

/** Per document, the tab last selected in each tabs element (by `data-id`), for the page's life. */
const chosen = new WeakMap<Document, Map<string, number>>();

/**
 * The tab a tabs element showed when it was last connected on this page, as the builder's
 * in-memory store (`editor-atomic-tabs-state`) remembers it: a tabs element that leaves the page
 * and comes back (popup content, refreshed loop items) keeps its selection. Nothing survives a
 * reload: no URL hash, no storage.
 */
export function rememberedTab(doc: Document, tabsId: string, count: number): number | undefined {
  const map = chosen.get(doc);
  const index = map?.get(tabsId);
  if (index === undefined) return undefined;
  // The builder's validateActiveTab: a remembered tab that is gone is forgotten.
  if (index < count) return index;
  map!.delete(tabsId);
  return undefined;
}

export function rememberTab(doc: Document, tabsId: string, index: number): void {
  let map = chosen.get(doc);
  if (!map) chosen.set(doc, (map = new Map()));
  map.set(tabsId, index);
}
