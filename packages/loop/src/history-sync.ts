import type { Cleanup } from '@islet/core';
import type { LoopEnv } from './loop-env.ts';
import { loopStateKey, pageParam } from './url-codec.ts';

/**
 * Back and Forward (anchor-defects #31): the original changed the URL but not the grid. Filters
 * and paginated loops join here; on `popstate` every filter first reads its state from the URL,
 * then every loop whose filters or page in the URL differ from what it shows is reloaded, once.
 */
export interface HistoryParticipant {
  loopId: string;
  env: LoopEnv;
  /** Set the filter state (store and buttons) from this URL, without a request. */
  readUrl?(href: string): void;
  /** Bring the loop's content in line with the current URL, without pushing. */
  reload?(): void;
}

const participants = new Set<HistoryParticipant>();
/** What each loop shows, as `loopStateKey` of the URL it was last brought in line with. */
const shown = new Map<string, string>();
let detach: Cleanup | null = null;

export function markShown(loopId: string, href: string) {
  shown.set(loopId, loopStateKey(href, loopId));
}

function onPopState(win: Window) {
  const href = win.location.href;
  const list = [...participants];
  for (const participant of list) participant.readUrl?.(href);
  const done = new Set<string>();
  for (const { loopId } of list) {
    if (done.has(loopId)) continue;
    done.add(loopId);
    const key = loopStateKey(href, loopId);
    if (shown.get(loopId) === key) continue;
    shown.set(loopId, key);
    // A page above 1 needs the loop's own page load; otherwise a filter's refresh-loop call
    // (spec: "rebuild the store from the URL and refresh without pushing").
    const paged = new URL(href).searchParams.has(pageParam(loopId));
    const mine = list.filter((p) => p.loopId === loopId && p.reload);
    const reloader = mine.find((p) => paged === !p.readUrl) ?? mine[0];
    reloader?.reload?.();
  }
}

export function joinHistory(participant: HistoryParticipant): Cleanup {
  const win = participant.env.doc.defaultView;
  if (!win) return () => {};
  if (!shown.has(participant.loopId)) markShown(participant.loopId, win.location.href);
  participants.add(participant);
  if (!detach) {
    const listener = () => onPopState(win);
    win.addEventListener('popstate', listener);
    detach = () => win.removeEventListener('popstate', listener);
  }
  return () => {
    participants.delete(participant);
    if (!participants.size) {
      detach?.();
      detach = null;
      shown.clear();
    }
  };
}
