import { markShown } from './history-sync.ts';
import type { LoopEnv } from './loop-env.ts';
import { fetchWidgetFromPage } from './loop-fetchers.ts';
import { updateLoop } from './loop-update.ts';
import { paginationUrl, withActiveFilters } from './url-codec.ts';
import { prefersReducedMotion } from '@islet/primitives';

export interface AjaxPaginationOptions {
  env: LoopEnv;
  widget: HTMLElement;
  widgetId: string;
  autoScroll?: boolean;
  signal: AbortSignal;
}

/**
 * AJAX page links of a loop grid (loop-and-filter.md §9): the link is resolved with
 * `closest('a')` (a click on its inner span works), the active filters go with the fetched and
 * pushed URL (#26), and the overlay always clears (#33), through the same one-request-per-loop
 * path as filter refreshes.
 */
export function connectAjaxPagination({
  env,
  widget,
  widgetId,
  autoScroll,
  signal,
}: AjaxPaginationOptions): { reload(): void } {
  const win = env.doc.defaultView ?? window;
  widget.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a.page-numbers');
      if (!link || !widget.contains(link) || link.classList.contains('current')) return;
      event.preventDefault();
      const target = withActiveFilters(link.href, win.location.href, widgetId);
      win.history.pushState(null, '', paginationUrl(win.location.href, target, widgetId));
      markShown(widgetId, win.location.href);
      if (autoScroll) {
        const reduced = prefersReducedMotion(win);
        widget.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth' });
      }
      void loadPage(target, true);
    },
    { signal },
  );

  async function loadPage(url: string, moveFocus: boolean) {
    const result = await updateLoop(env, widgetId, (abort) =>
      fetchWidgetFromPage(url, widgetId, abort),
    );
    // The links were replaced: focus goes to the new current page marker, not to <body>.
    if (result === 'replaced' && moveFocus) {
      const current = widget.querySelector<HTMLElement>('.page-numbers.current');
      if (current) {
        current.tabIndex = -1;
        current.focus({ preventScroll: true });
      }
    }
  }

  /** Back/Forward: the page in the URL, fetched as it is. */
  return { reload: () => void loadPage(win.location.href, false) };
}
