import type { Cleanup, Scheduler } from '@islet/core';
import { firstTabbable, parseHtml } from '@islet/primitives';
import { createRetry } from './load-more-retry.ts';
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
export { LOAD_MORE_FAILED } from './load-more-retry.ts';

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
  const { env, widget, widgetId, mode, signal } = options;
  const loader = createLoader(options);
  syncEnd(widget);
  if (mode === 'click') {
    widget.addEventListener(
      'click',
      (event) => {
        const button = loadMoreButton(widget, options.kind);
        if (!button || !button.contains(event.target as Node | null)) return;
        event.preventDefault();
        void loader.load();
      },
      { signal },
    );
  } else if (!env.config.editMode) loader.observe();

  let spinner = mode === 'click' ? spinnerInButton(widget, options.kind) : null;
  const stopReplaced = onLoopReplaced(widgetId, () => {
    // A refresh brought a new anchor: start again from it (#35551).
    loader.reset();
    if (mode === 'click') {
      spinner?.();
      spinner = spinnerInButton(widget, options.kind);
    }
    if (mode === 'scroll' && !env.config.editMode) loader.observe();
  });
  return () => {
    stopReplaced();
    loader.stop();
    spinner?.();
  };
}

/**
 * The load-more button. Pro 3.33 prints it with the builder's button trait after the items:
 * `.elementor-button-wrapper > a.elementor-button` (Posts and Archive Posts,
 * `modules/posts/skins/skin-base.php`), the wrapper also `.e-loop__load-more` in a loop grid, and
 * no wrapper at all with the builder's optimised markup. Its handler takes the widget's
 * `.elementor-button` (the loop grid's `.e-loop__load-more .elementor-button`); here, the first one
 * that belongs to the widget itself, not to an item (an item's button widget is an element of its
 * own). The demo's older `.e-load-more-container` wrapper is still taken.
 */
export function loadMoreButton(
  widget: HTMLElement,
  kind: LoadMoreOptions['kind'],
): HTMLElement | null {
  const items = kind === 'loop' ? '.elementor-loop-container' : '.elementor-posts-container';
  const candidates = widget.querySelectorAll<HTMLElement>(
    '.e-load-more-container a, .e-load-more-container button, .elementor-button',
  );
  for (const candidate of candidates) {
    if (candidate.closest(items)) continue;
    const owner = candidate.parentElement?.closest('.elementor-element');
    if (!owner || owner === widget || !widget.contains(owner)) return candidate;
  }
  return null;
}

/**
 * In click mode the original moves the spinner (`.e-load-more-spinner`, printed after the items)
 * into the end of the button, where the widget's CSS centres it over the hidden label while
 * loading. Done here too, and undone by the returned cleanup; `null` when there is nothing to move.
 */
function spinnerInButton(widget: HTMLElement, kind: LoadMoreOptions['kind']): Cleanup | null {
  const button = loadMoreButton(widget, kind);
  const spinner = widget.querySelector<HTMLElement>('.e-load-more-spinner');
  if (!button || !spinner || button.contains(spinner)) return null;
  const parent = spinner.parentNode!;
  const next = spinner.nextSibling;
  button.append(spinner);
  return () => {
    if (parent.isConnected && (!next || next.parentNode === parent))
      parent.insertBefore(spinner, next);
  };
}

/**
 * The loading state of one widget: at most one load in flight (`current`; a filter refresh
 * replacing the content makes its page stale), the anchor observer of infinite scroll, and what
 * follows a failure (`load-more-retry.ts`).
 */
function createLoader(options: LoadMoreOptions) {
  const { env, widget, widgetId, kind, scheduler, signal } = options;
  const containerSelector =
    kind === 'loop' ? '.elementor-loop-container' : '.elementor-posts-container';
  let loading = false;
  let stopObserving: Cleanup | null = null;
  let current: AbortController | null = null;
  const retry = createRetry(options, containerSelector, load, observe);

  /** One page more; `true` when it came, `false` when it failed or there was nothing to do. */
  async function load(): Promise<boolean> {
    const { element, page, maxPage, next } = anchorState(widget);
    if (loading || !element || !(page < maxPage) || !next) return false;
    loading = true;
    const controller = new AbortController();
    current = controller;
    const stopWithWidget = () => controller.abort();
    signal.addEventListener('abort', stopWithWidget);
    showLoading(widget, widgetId, true);
    try {
      const added = await appendNextPage(options, containerSelector, next, page, controller.signal);
      if (!added) return false;
      const button = loadMoreButton(widget, kind);
      const buttonHadFocus = !!button && button.contains(env.doc.activeElement);
      syncEnd(widget);
      const firstNew = added[0] ? (firstTabbable(added[0], 'none') ?? null) : null;
      // On the last page the button hides; focus goes to the first new item instead of <body>.
      if (buttonHadFocus && widget.classList.contains(END)) firstNew?.focus();
      retry.recovered(firstNew);
      return true;
    } catch (error) {
      if (!controller.signal.aborted)
        retry.failed(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      signal.removeEventListener('abort', stopWithWidget);
      // A refresh that replaced the content already reset the state for its new anchor.
      if (current === controller) {
        current = null;
        loading = false;
        showLoading(widget, widgetId, false);
      }
    }
  }

  function observe() {
    stopObserving?.();
    stopObserving = null;
    const { element, page, maxPage } = anchorState(widget);
    if (!element || !(page < maxPage)) return;
    stopObserving = scheduler.observeIntersection(element, (entry) => {
      if (!entry.isIntersecting || loading) return;
      stopObserving?.();
      stopObserving = null;
      // A failure re-arms after its back-off (createRetry), never at once.
      void load().then((ok) => {
        if (ok && !signal.aborted) observe();
      });
    });
  }

  return {
    load,
    observe,
    reset() {
      current?.abort();
      current = null;
      loading = false;
      retry.cancel();
      retry.recovered(null);
      widget.classList.remove(LOADING, END, 'e-load-more-no-spinner');
      syncEnd(widget);
    },
    stop() {
      stopObserving?.();
      retry.cancel();
      retry.recovered();
    },
  };
}

/** The paging state, read from the current anchor each time (a refresh may have replaced it). */
function anchorState(widget: HTMLElement) {
  const element = widget.querySelector<HTMLElement>('.e-load-more-anchor');
  const page = Number(element?.dataset.page);
  const maxPage = Number(element?.dataset.maxPage);
  return { element, page, maxPage, next: element?.dataset.nextPage ?? '' };
}

function syncEnd(widget: HTMLElement) {
  const { element, page, maxPage } = anchorState(widget);
  if (element && !(page < maxPage)) widget.classList.add(END);
  if (!spinnersOf(widget).length) widget.classList.add('e-load-more-no-spinner');
}

const spinnersOf = (widget: HTMLElement) =>
  widget.querySelectorAll('.e-load-more-spinner i, .e-load-more-spinner svg');

function showLoading(widget: HTMLElement, widgetId: string, on: boolean) {
  widget.classList.toggle(LOADING, on);
  // A refresh running meanwhile owns the busy state until it ends.
  if (on) widget.setAttribute('aria-busy', 'true');
  else if (!isLoopBusy(widgetId)) widget.removeAttribute('aria-busy');
  for (const spinner of spinnersOf(widget)) spinner.classList.toggle(SPIN, on);
}

/**
 * Fetches the next page whole and appends its items (and the loop's dynamic styles); the anchor
 * takes the new page's paging. The added items, or `null` when the load was aborted meanwhile.
 */
async function appendNextPage(
  { env, widget, widgetId, kind }: LoadMoreOptions,
  containerSelector: string,
  next: string,
  page: number,
  signal: AbortSignal,
): Promise<Element[] | null> {
  const win = env.doc.defaultView ?? window;
  const url = withActiveFilters(next, win.location.href, widgetId);
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`status ${response.status}`);
  const text = await response.text();
  if (signal.aborted) return null;
  // The site's own server answered: the page's trust (Trusted Types policy `islet`).
  const parsed = parseHtml(text, 'text/html', win);
  const source = parsed.querySelector(`[data-id="${widgetId}"]`);
  const live = widget.querySelector(containerSelector);
  if (!source || !live) throw new Error('the next page has no such widget');
  const itemSelector = kind === 'loop' ? '.e-loop-item' : 'article';
  const items = source.querySelectorAll(`${containerSelector} > ${itemSelector}`);
  // The core lifecycle connects the new items' elements when they enter the document.
  const added = [...items].map((item) => env.doc.importNode(item, true));
  live.append(...added);
  if (kind === 'loop') {
    const styles = source.querySelectorAll('style[id^="loop-dynamic"]');
    widget.append(...[...styles].map((style) => env.doc.importNode(style, true)));
  }
  const fresh = source.querySelector<HTMLElement>('.e-load-more-anchor');
  const current = widget.querySelector<HTMLElement>('.e-load-more-anchor');
  if (current) {
    current.dataset.page = fresh?.dataset.page ?? String(page + 1);
    if (fresh?.dataset.maxPage) current.dataset.maxPage = fresh.dataset.maxPage;
    if (fresh?.dataset.nextPage) current.dataset.nextPage = fresh.dataset.nextPage;
  }
  return added;
}
