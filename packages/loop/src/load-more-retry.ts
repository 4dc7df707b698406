import { createBackoff, createFailureNotice, type FailureNotice } from '@islet/primitives';
import type { LoadMoreOptions } from './load-more.ts';

export const LOAD_MORE_FAILED = 'More items could not be loaded.';

/**
 * What follows a failed load: infinite scroll waits a growing, jittered time and re-arms
 * (`rearm`), a few times at most; then, as after a failed click, a notice says so with a retry
 * button, which loads again (`load`) and, in infinite scroll, re-arms once that page came.
 * State: the back-off, the notice and the pending wait.
 */
export function createRetry(
  { env, widget, widgetId, mode, signal }: LoadMoreOptions,
  containerSelector: string,
  load: () => Promise<boolean>,
  rearm: () => void,
) {
  const win = env.doc.defaultView ?? window;
  const backoff = createBackoff();
  let notice: FailureNotice | null = null;
  let retryTimer: number | undefined;
  const cancel = () => {
    if (retryTimer !== undefined) win.clearTimeout(retryTimer);
    retryTimer = undefined;
  };
  return {
    cancel,
    failed(reason: string) {
      const wait = mode === 'scroll' ? backoff.next() : null;
      if (wait !== null) {
        cancel();
        retryTimer = win.setTimeout(() => {
          retryTimer = undefined;
          if (!signal.aborted) rearm();
        }, wait);
        return;
      }
      env.warn(`load more ${widgetId}: ${reason}; the visitor is offered a retry.`);
      if (notice) return notice.say(LOAD_MORE_FAILED);
      notice = createFailureNotice(env.doc, {
        message: LOAD_MORE_FAILED,
        onRetry: () => {
          backoff.reset();
          void load().then((ok) => {
            if (ok && mode === 'scroll' && !signal.aborted) rearm();
          });
        },
      });
      // Right after the items (the load-more container is hidden in infinite-scroll mode).
      const items = widget.querySelector(containerSelector);
      if (items) items.after(notice.element);
      else widget.append(notice.element);
    },
    recovered(focusAfter?: HTMLElement | null) {
      backoff.reset();
      notice?.remove(focusAfter);
      notice = null;
    },
  };
}
