import type { BehaviourContext, Cleanup } from '@islet/core';
import { connectAjaxPagination } from './ajax-pagination.ts';
import { isElementId } from './content-swap.ts';
import { joinHistory } from './history-sync.ts';
import { connectLoadMore } from './load-more.ts';
import type { LoopEnv } from './loop-env.ts';
import { fetchWidgetFromPage } from './loop-fetchers.ts';
import { updateLoop } from './loop-update.ts';

/**
 * Load more (button or infinite scroll) and AJAX pagination of loop grids and the post lists that
 * share them: posts, archive posts (loop-and-filter.md §8-9). Filtering is the taxonomy filter's
 * work; this behaviour follows the content it puts in.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext): Cleanup | void {
  const widgetId = ctx.info.id;
  if (!isElementId(widgetId)) {
    ctx.report('skipped', 'no usable element id');
    return;
  }
  const raw = ctx.rawSettings;
  const env: LoopEnv = {
    doc: element.ownerDocument,
    config: ctx.config,
    events: ctx.events,
    warn: ctx.warn,
  };
  const kind = ctx.info.widgetName === 'loop-grid' ? 'loop' : 'posts';
  const cleanups: Cleanup[] = [];
  const pagination = typeof raw.pagination_type === 'string' ? raw.pagination_type : '';
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
  if (kind === 'loop' && raw.pagination_load_type === 'ajax') {
    reload = connectAjaxPagination({
      env,
      widget: element,
      widgetId,
      autoScroll: raw.auto_scroll === 'yes',
      signal: ctx.signal,
    }).reload;
  }
  cleanups.push(joinHistory({ loopId: widgetId, env, reload }));
  ctx.explain({ pagination, ajax: raw.pagination_load_type === 'ajax' });
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}
