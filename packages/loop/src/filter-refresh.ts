import { taxonomiesByLoop } from './filter-state.ts';
import { filterStore } from './filter-store.ts';
import { markShown } from './history-sync.ts';
import { loopWidget, type LoopEnv } from './loop-env.ts';
import { fetchRefresh, fetchWidgetFromPage } from './loop-fetchers.ts';
import { updateLoop, type UpdateResult } from './loop-update.ts';
import { restAcceptsWidgetId } from './request-body.ts';
import { buildFilterUrl } from './url-codec.ts';

export interface FilterPlace {
  /** The filter element's `data-base-url`, or the current URL without one. */
  baseUrl: string;
  /** The filter element's `data-page-num`, or 1. */
  pageNum: number;
}

/**
 * A refresh after the filter state changed (loop-and-filter.md §5-7): push the new URL first
 * (unless Back/Forward brought it), then ask refresh-loop for the filtered content. Where the
 * endpoint cannot answer (an id that is not 7 alphanumerics, a loop carousel, no REST base) the
 * filtered page itself is fetched and the widget taken from it.
 */
export function refreshFromFilters(
  env: LoopEnv,
  loopId: string,
  place: FilterPlace,
  push: boolean,
): Promise<UpdateResult> {
  const win = env.doc.defaultView;
  if (push && win) {
    const url = buildFilterUrl({
      href: win.location.href,
      loopId,
      loops: taxonomiesByLoop(filterStore.getState()),
      pageNum: place.pageNum,
      baseUrl: place.baseUrl,
    });
    win.history.pushState(null, '', url);
    markShown(loopId, win.location.href);
  }
  const widget = loopWidget(env.doc, loopId);
  if (!widget) return Promise.resolve('missing');
  const isCarousel = (widget.dataset.widget_type ?? '').startsWith('loop-carousel');
  const viaRest = !isCarousel && restAcceptsWidgetId(loopId) && env.config.restBase !== null;
  const pageUrl = win?.location.href ?? place.baseUrl;
  return updateLoop(
    env,
    loopId,
    (signal) =>
      viaRest
        ? fetchRefresh(env, loopId, widget, place.baseUrl, signal)
        : fetchWidgetFromPage(pageUrl, loopId, signal, isCarousel),
    { replaceWidget: isCarousel },
  );
}
