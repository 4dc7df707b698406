import type { Cleanup, Scheduler } from '@islet/core';
import {
  createBackoff,
  createFailureNotice,
  parseHtml,
  type FailureNotice,
} from '@islet/primitives';
import { firstTabbable } from '@islet/primitives';
import type { LoopEnv } from './loop-env.ts';
import { isLoopBusy, onLoopReplaced } from './loop-update.ts';
import { withActiveFilters } from './url-codec.ts';

export interface LoadMoreOptions {
  env: LoopEnv;
  widget: HTMLElement;
  widgetId: string;
  mode: 'click' | 'scroll';
  /** Loop grids hold `.e-loop-item`s; posts widgets `article`s. */
  kind: 'loop' | 'posts';
  scheduler: Scheduler;
  signal: AbortSignal;
}

const LOADING = 'e-load-more-pagination-loading';
const END = 'e-load-more-pagination-end';
const SPIN = 'eicon-animation-spin';
export const LOAD_MORE_FAILED = 'More items could not be loaded.';

/**
 * Load more by button or infinite scroll (loop-and-filter.md §8): the next page is fetched whole
 * and its items appended. Unlike the original, a failure resets the loading state so the next
 * click retries (#32), every click is `preventDefault`ed, and the state is read from the current
 * anchor each time, so a filter refresh that replaced it is followed (#30).
 *
 * A failure keeps what is shown. Infinite scroll tries again on its own only after a growing,
 * jittered wait and stops after a few tries (the original re-armed at once while the anchor was in
 * view: hundreds of requests in seconds); then, as after a failed click, a notice says so with a
 * retry button. One request per widget is ever in flight.
 */
export function connectLoadMore(options: LoadMoreOptions): Cleanup {
  const { env, widget, widgetId, mode, kind, scheduler, signal } = options;
  const containerSelector =
    kind === 'loop' ? '.elementor-loop-container' : '.elementor-posts-container';
  const itemSelector = kind === 'loop' ? '.e-loop-item' : 'article';
  const win = env.doc.defaultView ?? window;
  let loading = false;
  let stopObserving: Cleanup | null = null;
  /** The load in flight: a filter refresh replacing the content makes its page stale. */
  let current: AbortController | null = null;
  const backoff = createBackoff();
  let notice: FailureNotice | null = null;
  let retryTimer: number | undefined;
  const cancelRetry = () => {
    if (retryTimer !== undefined) win.clearTimeout(retryTimer);
    retryTimer = undefined;
  };

  const anchor = () => widget.querySelector<HTMLElement>('.e-load-more-anchor');
  const spinners = () =>
    widget.querySelectorAll('.e-load-more-spinner i, .e-load-more-spinner svg');
  const state = () => {
    const element = anchor();
    const page = Number(element?.dataset.page);
    const maxPage = Number(element?.dataset.maxPage);
    return { element, page, maxPage, next: element?.dataset.nextPage ?? '' };
  };
  const atEnd = () => {
    const { page, maxPage } = state();
    return !(page < maxPage);
  };

  function syncEnd() {
    if (state().element && atEnd()) widget.classList.add(END);
    if (!spinners().length) widget.classList.add('e-load-more-no-spinner');
  }

  /** After a failure: wait and try again (scroll), or show the notice and let the visitor decide. */
  function failed(reason: string) {
    const wait = mode === 'scroll' ? backoff.next() : null;
    if (wait !== null) {
      cancelRetry();
      retryTimer = win.setTimeout(() => {
        retryTimer = undefined;
        if (!signal.aborted) observe();
      }, wait);
      return;
    }
    env.warn(`load more ${widgetId}: ${reason}; the visitor is offered a retry.`);
    if (notice) notice.say(LOAD_MORE_FAILED);
    else {
      notice = createFailureNotice(env.doc, {
        message: LOAD_MORE_FAILED,
        onRetry: () => {
          backoff.reset();
          void load().then((ok) => {
            if (ok && mode === 'scroll' && !signal.aborted) observe();
          });
        },
      });
      // Right after the items (the load-more container is hidden in infinite-scroll mode).
      const items = widget.querySelector(containerSelector);
      if (items) items.after(notice.element);
      else widget.append(notice.element);
    }
  }

  function recovered(focusAfter: HTMLElement | null) {
    backoff.reset();
    notice?.remove(focusAfter);
    notice = null;
  }

  /** One page more; `true` when it came, `false` when it failed or there was nothing to do. */
  async function load(): Promise<boolean> {
    const { element, page, maxPage, next } = state();
    if (loading || !element || !(page < maxPage) || !next) return false;
    loading = true;
    const controller = new AbortController();
    current = controller;
    const stopWithWidget = () => controller.abort();
    signal.addEventListener('abort', stopWithWidget);
    widget.classList.add(LOADING);
    widget.setAttribute('aria-busy', 'true');
    for (const spinner of spinners()) spinner.classList.add(SPIN);
    try {
      const url = withActiveFilters(next, win.location.href, widgetId);
      const response = await fetch(url, { signal: controller.signal, credentials: 'same-origin' });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const text = await response.text();
      if (controller.signal.aborted) return false;
      // The site's own server answered: the page's trust (Trusted Types policy `islet`).
      const parsed = parseHtml(text, 'text/html', win);
      const source = parsed.querySelector(`[data-id="${widgetId}"]`);
      const live = widget.querySelector(containerSelector);
      if (!source || !live) throw new Error('the next page has no such widget');
      const items = source.querySelectorAll(`${containerSelector} > ${itemSelector}`);
      // The core lifecycle connects the new items' elements when they enter the document.
      const added = [...items].map((item) => env.doc.importNode(item, true));
      live.append(...added);
      if (kind === 'loop') {
        const styles = source.querySelectorAll('style[id^="loop-dynamic"]');
        widget.append(...[...styles].map((style) => env.doc.importNode(style, true)));
      }
      const fresh = source.querySelector<HTMLElement>('.e-load-more-anchor');
      const current = anchor();
      if (current) {
        current.dataset.page = fresh?.dataset.page ?? String(page + 1);
        if (fresh?.dataset.maxPage) current.dataset.maxPage = fresh.dataset.maxPage;
        if (fresh?.dataset.nextPage) current.dataset.nextPage = fresh.dataset.nextPage;
      }
      const buttonHadFocus = !!env.doc.activeElement?.closest('.e-load-more-container');
      syncEnd();
      const firstNew = added[0] ? (firstTabbable(added[0], 'none') ?? null) : null;
      // On the last page the button hides; focus goes to the first new item instead of <body>.
      if (buttonHadFocus && widget.classList.contains(END)) firstNew?.focus();
      recovered(firstNew);
      return true;
    } catch (error) {
      if (!controller.signal.aborted)
        failed(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      signal.removeEventListener('abort', stopWithWidget);
      // A refresh that replaced the content already reset the state for its new anchor.
      if (current === controller) {
        current = null;
        loading = false;
        widget.classList.remove(LOADING);
        // A refresh running meanwhile owns the busy state until it ends.
        if (!isLoopBusy(widgetId)) widget.removeAttribute('aria-busy');
        for (const spinner of spinners()) spinner.classList.remove(SPIN);
      }
    }
  }

  function observe() {
    stopObserving?.();
    stopObserving = null;
    const element = anchor();
    if (!element || atEnd()) return;
    stopObserving = scheduler.observeIntersection(element, (entry) => {
      if (!entry.isIntersecting || loading) return;
      stopObserving?.();
      stopObserving = null;
      // A failure re-arms after its back-off (failed()), never at once.
      void load().then((ok) => {
        if (ok && !signal.aborted) observe();
      });
    });
  }

  syncEnd();
  if (mode === 'click') {
    widget.addEventListener(
      'click',
      (event) => {
        // Posts widgets wrap the button in `.e-load-more-container`; the loop grid (Pro 3.33)
        // prints it in the button widget's wrapper, `.e-loop__load-more`.
        const button = (event.target as Element | null)?.closest(
          '.e-load-more-container a, .e-load-more-container button, .e-loop__load-more .elementor-button',
        );
        if (!button || !widget.contains(button)) return;
        event.preventDefault();
        void load();
      },
      { signal },
    );
  } else if (!env.config.editMode) observe();

  const stopReplaced = onLoopReplaced(widgetId, () => {
    // A refresh brought a new anchor: start again from it (#35551).
    current?.abort();
    current = null;
    loading = false;
    cancelRetry();
    recovered(null);
    widget.classList.remove(LOADING, END, 'e-load-more-no-spinner');
    syncEnd();
    if (mode === 'scroll' && !env.config.editMode) observe();
  });
  return () => {
    stopReplaced();
    stopObserving?.();
    cancelRetry();
    notice?.remove();
  };
}
