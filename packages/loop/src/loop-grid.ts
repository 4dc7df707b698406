import { schema, type BehaviourContext, type Cleanup, type SettingsOf } from '@islet/core';
import { connectAjaxPagination } from './ajax-pagination.ts';
import { isElementId } from './content-swap.ts';
import { joinHistory } from './history-sync.ts';
import { connectLoadMore } from './load-more.ts';
import type { LoopEnv } from './loop-env.ts';
import { fetchWidgetFromPage } from './loop-fetchers.ts';
import { updateLoop } from './loop-update.ts';

/**
 * The pagination the widget prints: `pagination_type` (`load_more_on_click`,
 * `load_more_infinite_scroll` or a numbered kind, which only AJAX loading touches),
 * `pagination_load_type` (`ajax` or a full page load), `auto_scroll` (a switcher).
 */
export const settings = {
  pagination_type: schema.lenient(schema.string()),
  pagination_load_type: schema.on('ajax'),
  auto_scroll: schema.on(),
};

/**
 * Load more (button or infinite scroll) and AJAX pagination of loop grids and the post lists that
 * share them: posts, archive posts (loop-and-filter.md §8-9). Filtering is the taxonomy filter's
 * work; this behaviour follows the content it puts in.
 */
export function connect(
  element: HTMLElement,
  ctx: BehaviourContext<SettingsOf<typeof settings>>,
): Cleanup | void {
  const widgetId = ctx.info.id;
  if (!isElementId(widgetId)) {
    ctx.report('skipped', 'no usable element id');
    return;
  }
  const {
    pagination_type: pagination = '',
    pagination_load_type: ajax,
    auto_scroll: autoScroll,
  } = ctx.settings;
  const env: LoopEnv = {
    doc: element.ownerDocument,
    config: ctx.config,
    events: ctx.events,
    warn: ctx.warn,
  };
  const kind = ctx.info.widgetName === 'loop-grid' ? 'loop' : 'posts';
  const cleanups: Cleanup[] = [];
  if (pagination === 'load_more_on_click' || pagination === 'load_more_infinite_scroll') {
    cleanups.push(
      connectLoadMore({
        env,
        widget: element,
        widgetId,
        mode: pagination === 'load_more_on_click' ? 'click' : 'scroll',
        kind,
        scheduler: ctx.scheduler,
        signal: ctx.signal,
      }),
    );
  }
  let reload = (): void => {
    void updateLoop(env, widgetId, (signal) =>
      fetchWidgetFromPage(element.ownerDocument.defaultView?.location.href ?? '', widgetId, signal),
    );
  };
  if (kind === 'loop' && ajax) {
    reload = connectAjaxPagination({
      env,
      widget: element,
      widgetId,
      autoScroll,
      signal: ctx.signal,
    }).reload;
  }
  cleanups.push(joinHistory({ loopId: widgetId, env, reload }));
  ctx.explain({ pagination, ajax });
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}
