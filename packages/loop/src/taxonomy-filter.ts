import { schema, type BehaviourContext, type Cleanup, type SettingsOf } from '@islet/core';
import { isElementId } from './content-swap.ts';
import { connectDragScroll } from './filter-drag-scroll.ts';
import { removeTerm, setFilter, unsetFilter, type LoopFilterState } from './filter-state.ts';
import { refreshFromFilters, type FilterPlace } from './filter-refresh.ts';
import { filterStore } from './filter-store.ts';
import { joinHistory } from './history-sync.ts';
import { loopWidget, type LoopEnv } from './loop-env.ts';
import { ALL_TERMS, filterOperator } from './query-constants.ts';
import { readFilterTerms } from './url-codec.ts';

export const settings = {
  selected_element: schema.string({ required: true }),
  taxonomy: schema.string({ required: true }),
  multiple_selection: schema.on(),
  logical_combination: schema.lenient(schema.string()),
  horizontal_scroll: schema.responsive(schema.on('enable')),
  item_alignment_horizontal: schema.responsive(schema.lenient(schema.string())),
};

type Ctx = BehaviourContext<SettingsOf<typeof settings>>;

const PRESSED = 'aria-pressed';
const isPressed = (button: Element) => button.getAttribute(PRESSED) === 'true';
const press = (button: Element | undefined, on: boolean) =>
  button?.setAttribute(PRESSED, String(on));

/** Where the loop's pages are: the row's base URL and page number, else this page and 1. */
function placeOf(row: HTMLElement, win: Window): FilterPlace {
  const pageNum = Number(row.dataset.pageNum);
  return {
    baseUrl: row.dataset.baseUrl || win.location.href,
    pageNum: Number.isFinite(pageNum) ? pageNum : 1,
  };
}

/** Spec §4: the buttons of the URL's terms pressed, "all" when it names none. */
function pressTerms(buttons: HTMLElement[], terms: Set<string>): void {
  for (const button of buttons) {
    const value = button.dataset.filter ?? '';
    press(button, value === ALL_TERMS ? terms.size === 0 : terms.has(value));
  }
}

/**
 * Spec §5: a pressed term let go ("all" pressed again when no other term is, or when the filter
 * takes one term at a time); another pressed, alone when it is "all" or the filter takes one term
 * at a time.
 */
function pressAfterClick(buttons: HTMLElement[], button: HTMLElement, single: boolean): void {
  const all = buttons.find((b) => b.dataset.filter === ALL_TERMS);
  const isAll = button.dataset.filter === ALL_TERMS;
  if (isPressed(button)) {
    press(button, false);
    if (single || !buttons.some((b) => b !== button && isPressed(b))) press(all, true);
    return;
  }
  if (single || isAll) for (const other of buttons) press(other, false);
  press(button, true);
  if (!isAll) press(all, false);
}

/**
 * What the filter acts on: the loop it names, its taxonomy and its row of buttons; `null`, warned
 * and reported as skipped, when the settings or the markup lack one.
 */
function targetOf(ctx: Ctx): { loopId: string; taxonomy: string; row: HTMLElement } | null {
  const loopId = ctx.settings.selected_element ?? '';
  const taxonomy = ctx.settings.taxonomy ?? '';
  if (!isElementId(loopId) || !taxonomy) {
    ctx.warn(`taxonomy filter: selected_element "${loopId}" is not an element id`);
    ctx.report('skipped', 'selected_element is not an element id');
    return null;
  }
  const row = ctx.find('.e-filter')[0];
  if (!row) {
    ctx.warn('taxonomy filter: no .e-filter row in the markup');
    ctx.report('skipped', 'no .e-filter row');
    return null;
  }
  return { loopId, taxonomy, row };
}

/**
 * The taxonomy filter widget (loop-and-filter.md §3-5): its buttons change the page's filter state
 * for one loop widget, which refreshes that loop and rewrites the URL.
 */
export function connect(element: HTMLElement, ctx: Ctx): Cleanup | void {
  const target = targetOf(ctx);
  if (!target) return;
  const { loopId, taxonomy, row } = target;
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const filterId = ctx.info.id;
  const operator = filterOperator(ctx.settings);
  const env: LoopEnv = { doc, config: ctx.config, events: ctx.events, warn: ctx.warn };
  const buttons = () => ctx.find('.e-filter-item');
  const refresh = (push = true) => void refreshFromFilters(env, loopId, placeOf(row, win), push);
  const update = (change: (state: LoopFilterState) => LoopFilterState) =>
    filterStore.setState(change(filterStore.getState()), true);

  /** Spec §4: the URL's terms become this filter's state, without a request. */
  function readUrl(href: string, syncButtons: boolean) {
    const found = readFilterTerms(new URL(href).search, loopId, taxonomy);
    update((state) => {
      const others = unsetFilter(state, loopId, filterId);
      return found ? setFilter(others, loopId, filterId, taxonomy, found.terms, operator) : others;
    });
    if (syncButtons) pressTerms(buttons(), new Set(found?.terms ?? []));
  }
  readUrl(win.location.href, false);

  function onClick(event: MouseEvent) {
    const button = (event.target as Element | null)?.closest<HTMLElement>('.e-filter-item');
    if (!button || !buttons().includes(button)) return;
    const value = button.dataset.filter ?? '';
    const isAll = value === ALL_TERMS;
    loopWidget(doc, loopId)?.classList.remove('e-load-more-pagination-end');
    if (isAll && isPressed(button)) return;
    update((state) =>
      isPressed(button)
        ? removeTerm(state, loopId, filterId, value)
        : isAll
          ? unsetFilter(state, loopId, filterId)
          : setFilter(state, loopId, filterId, taxonomy, [value], operator),
    );
    pressAfterClick(buttons(), button, operator === 'DISABLED');
    refresh();
  }
  element.addEventListener('click', onClick, { signal: ctx.signal });

  const leave = joinHistory({
    loopId,
    env,
    readUrl: (href) => readUrl(href, true),
    reload: () => refresh(false),
  });
  const stopDragScroll = connectDragScroll({
    row,
    enabled: () => ctx.setting('horizontal_scroll') === true,
    alignment: () => ctx.setting('item_alignment_horizontal'),
    scheduler: ctx.scheduler,
    signal: ctx.signal,
    onDeviceChange: (listener) => ctx.devices.onChange(listener),
  });
  ctx.explain({ loopId, taxonomy, operator });

  return () => {
    leave();
    stopDragScroll();
    const had =
      (filterStore.getState()[loopId]?.filters[filterId]?.filterData.terms.length ?? 0) > 0;
    update((state) => unsetFilter(state, loopId, filterId));
    // Spec §3: a destroyed filter takes its terms away from the loop; but a whole page going
    // away (the element itself still in place) must not fire requests.
    if (had && !element.isConnected && loopWidget(doc, loopId)) refresh();
  };
}
