import type { BehaviourContext } from '@islet/core';
import { createPlayer, createWatched, type Entry } from './playlist-player.ts';
import { tabForKey, watchedKey } from './playlist-rules.ts';

/** A video starts loading this far before the playlist scrolls into view. */
const NEAR_VIEWPORT = '0px 0px 300px 0px';

type Watched = ReturnType<typeof createWatched>;

/**
 * The video playlist: its list is a tablist (manual activation: arrows, Home and End move, Enter,
 * Space or a click selects); the selected video's player is made only then (the first one when
 * the playlist comes near the viewport), hosted files as `<video>`, the two services as their
 * privacy-mode players. A hosted video that ends plays the next. Watched marks (`watched` on the
 * tab) are kept in local storage per widget.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const { signal } = ctx;
  const entries: Entry[] = ctx.find('.e-tab-title[data-tab]').flatMap((tab) => {
    const number = tab.dataset.tab!;
    const panel = ctx.find(`.e-tab-content[data-tab="${number}"]`)[0];
    const url = panel?.dataset.videoUrl ?? '';
    return panel ? [{ tab, panel, number, url }] : [];
  });
  if (!entries.length) {
    ctx.warn('the video playlist has no videos in its markup; it is left as printed.');
    ctx.report('skipped', 'no .e-tab-title with its .e-tab-content');
    return;
  }
  const watched = createWatched(ctx, watchedKey(ctx.info.id));
  const list = entries[0]!.tab.parentElement!;
  if (!list.getAttribute('role')) list.setAttribute('role', 'tablist');
  const playlist = createPlaylist(ctx, entries, watched);
  entries.forEach((entry, index) => {
    markUpTab(entry, ctx.info.id);
    watched.show(entry);
    entry.tab.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        playlist.select(index, true);
      },
      { signal },
    );
  });
  playlist.select(playlist.selected(), false);

  list.addEventListener(
    'keydown',
    (event) => {
      const index = entries.findIndex((entry) => entry.tab === event.target);
      if (index < 0) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        playlist.select(index, true);
        return;
      }
      const next = tabForKey(index, entries.length, event.key);
      if (next === null) return;
      event.preventDefault();
      entries.forEach((entry, i) => (entry.tab.tabIndex = i === next ? 0 : -1));
      entries[next]!.tab.focus();
    },
    { signal },
  );

  const stop = ctx.scheduler.observeIntersection(
    element,
    (entry) => {
      if (!entry.isIntersecting) return;
      stop();
      playlist.playerFor(entries[playlist.selected()]!, false);
    },
    { rootMargin: NEAR_VIEWPORT },
  );
}

function markUpTab({ tab, panel, number }: Entry, id: string) {
  tab.id ||= `e-tab-title-islet-${id}-${number}`;
  panel.id ||= `e-tab-content-islet-${id}-${number}`;
  tab.setAttribute('role', 'tab');
  tab.setAttribute('aria-controls', panel.id);
  panel.setAttribute('role', 'tabpanel');
  panel.setAttribute('aria-labelledby', tab.id);
  // Links inside a tab would be a control inside a control; the tab itself is the control.
  for (const link of tab.querySelectorAll('a')) link.setAttribute('tabindex', '-1');
}

/** The selected video and the players made so far (an iframe is unloaded when it is left). */
function createPlaylist(ctx: BehaviourContext, entries: Entry[], watched: Watched) {
  const players = new Map<Entry, HTMLElement>();
  let selected = Math.max(
    0,
    entries.findIndex((entry) => entry.tab.classList.contains('e-active')),
  );
  const playerFor = (entry: Entry, autoplay: boolean) => {
    const existing = players.get(entry);
    if (existing) {
      if (autoplay && existing instanceof HTMLVideoElement) void existing.play().catch(() => {});
      return;
    }
    const host = entry.panel.querySelector<HTMLElement>('.e-tab-video') ?? entry.panel;
    const player = createPlayer(ctx, entry, autoplay, {
      watched: () => watched.mark(entry),
      ended: () => {
        const next = entries.indexOf(entry) + 1;
        if (next < entries.length) select(next, true);
      },
    });
    if (player) host.replaceChildren(player);
    else host.textContent = 'This video is not available.';
    players.set(entry, player ?? host);
  };
  const select = (index: number, play: boolean) => {
    const previous = entries[selected];
    if (previous && previous !== entries[index]) {
      const old = players.get(previous);
      if (old instanceof HTMLVideoElement) old.pause();
      // An iframe keeps playing when hidden; unloading it stops the sound.
      if (old instanceof HTMLIFrameElement) {
        old.remove();
        players.delete(previous);
      }
    }
    selected = index;
    entries.forEach((entry, i) => {
      const on = i === index;
      entry.tab.classList.toggle('e-active', on);
      entry.tab.setAttribute('aria-selected', String(on));
      entry.tab.tabIndex = on ? 0 : -1;
      entry.panel.classList.toggle('e-active', on);
      entry.panel.hidden = !on;
    });
    if (play) playerFor(entries[index]!, true);
  };
  return { select, playerFor, selected: () => selected };
}
