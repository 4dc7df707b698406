import type { Cleanup } from '@islet/core';
import { createFailureNotice, type FailureNotice } from '@islet/primitives';
import { buildContentRoot, replaceContentRoot } from './content-swap.ts';
import { lazyBackgrounds, loopWidget, type LoopEnv } from './loop-env.ts';

export type Fetched = { html: string } | { failure: string };
export type UpdateResult = 'replaced' | 'unchanged' | 'stale' | 'missing';

const OVERLAY = 'e-loading-overlay';
export const UPDATE_FAILED = 'The content could not be updated.';

/** The one request allowed to change each loop widget: the newest (anchor-defects #25). */
const inflight = new Map<string, AbortController>();
const replacedListeners = new Map<string, Set<(widget: HTMLElement) => void>>();
/** The failure notice each loop widget shows, until its next update succeeds. */
const notices = new Map<string, FailureNotice>();

/** Called after widget `loopId` got new content, so load more can rebuild from it (#35551). */
export function onLoopReplaced(loopId: string, listener: (widget: HTMLElement) => void): Cleanup {
  let listeners = replacedListeners.get(loopId);
  if (!listeners) replacedListeners.set(loopId, (listeners = new Set()));
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isLoopBusy = (loopId: string) => inflight.has(loopId);

/**
 * Runs one content update of a loop widget (filter refresh, AJAX page, Back/Forward): aborts the
 * previous one, shows the overlay and `aria-busy`, and replaces the content root only if this is
 * still the newest request when its answer arrives. Whatever happens, the newest request clears
 * the overlay at its end. A failure leaves the content as it was, with one warning, and shows a
 * notice above it whose retry runs the same update again.
 */
export async function updateLoop(
  env: LoopEnv,
  loopId: string,
  fetchContent: (signal: AbortSignal) => Promise<Fetched>,
  options: { replaceWidget?: boolean } = {},
): Promise<UpdateResult> {
  const widget = loopWidget(env.doc, loopId);
  if (!widget) return 'missing';
  inflight.get(loopId)?.abort();
  const controller = new AbortController();
  inflight.set(loopId, controller);
  widget.classList.add(OVERLAY);
  widget.setAttribute('aria-busy', 'true');
  try {
    let fetched: Fetched;
    try {
      fetched = await fetchContent(controller.signal);
    } catch (error) {
      fetched = { failure: `network (${error instanceof Error ? error.message : String(error)})` };
    }
    if (inflight.get(loopId) !== controller) return 'stale';
    const live = loopWidget(env.doc, loopId) ?? widget;
    if ('failure' in fetched) {
      env.warn(`loop ${loopId}: the update failed (${fetched.failure}); the content is unchanged`);
      showFailure(env, loopId, live, () => void updateLoop(env, loopId, fetchContent, options));
      return 'unchanged';
    }
    notices.get(loopId)?.remove(live);
    notices.delete(loopId);
    if (options.replaceWidget) {
      // A carousel's slider lives on the widget element: a new element reconnects it.
      const fresh = buildContentRoot(env.doc, fetched.html).firstElementChild;
      if (fresh) live.replaceWith(fresh);
    } else {
      replaceContentRoot(live, buildContentRoot(env.doc, fetched.html));
      live.classList.remove('e-loading');
    }
    if (lazyBackgrounds(env.config)) env.events.emit('lazyload/observe', { target: env.doc });
    for (const listener of [...(replacedListeners.get(loopId) ?? [])]) listener(live);
    return 'replaced';
  } finally {
    if (inflight.get(loopId) === controller) {
      inflight.delete(loopId);
      for (const element of new Set([widget, loopWidget(env.doc, loopId)])) {
        element?.classList.remove(OVERLAY);
        element?.removeAttribute('aria-busy');
      }
    }
  }
}

function showFailure(env: LoopEnv, loopId: string, widget: HTMLElement, retry: () => void) {
  const shown = notices.get(loopId);
  if (shown?.element.isConnected) {
    shown.say(UPDATE_FAILED);
    return;
  }
  const notice = createFailureNotice(env.doc, { message: UPDATE_FAILED, onRetry: retry });
  notices.set(loopId, notice);
  widget.prepend(notice.element);
}
