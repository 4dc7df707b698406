import type { BehaviourContext } from '@islet/core';
import { checkUrl } from '@islet/primitives';
import { parseVideoUrl } from '../video/video-source.ts';
import { embedUrl, readWatched, tabForKey, watchedKey } from './playlist-rules.ts';

/** A video starts loading this far before the playlist scrolls into view. */
const NEAR_VIEWPORT = '0px 0px 300px 0px';

interface Entry {
  tab: HTMLElement;
  panel: HTMLElement;
  number: string;
  url: string;
}

/**
 * The video playlist: its list is a tablist (manual activation: arrows, Home and End move, Enter,
 * Space or a click selects); the selected video's player is made only then (the first one when
 * the playlist comes near the viewport), hosted files as `<video>`, the two services as their
 * privacy-mode players. A hosted video that ends plays the next. Watched marks (`watched` on the
 * tab) are kept in local storage per widget.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const doc = element.ownerDocument;
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
  const store = ctx.storage.local;
  const key = watchedKey(ctx.info.id);
  const watched = readWatched(store.get(key));
  const markWatched = (entry: Entry) => {
    watched.add(entry.number);
    store.set(key, [...watched]);
    showWatched(entry);
  };
  const showWatched = (entry: Entry) => {
    const on = watched.has(entry.number);
    entry.tab.classList.toggle('watched', on);
    let note = entry.tab.querySelector<HTMLElement>('.islet-watched-note');
    if (on && !note) {
      note = doc.createElement('span');
      note.className = 'islet-watched-note elementor-screen-only';
      note.textContent = ' (watched)';
      entry.tab.append(note);
    }
  };

  const list = entries[0]!.tab.parentElement!;
  if (!list.getAttribute('role')) list.setAttribute('role', 'tablist');
  let selected = Math.max(
    0,
    entries.findIndex((entry) => entry.tab.classList.contains('e-active')),
  );
  entries.forEach((entry, index) => {
    const { tab, panel } = entry;
    tab.id ||= `e-tab-title-islet-${ctx.info.id}-${entry.number}`;
    panel.id ||= `e-tab-content-islet-${ctx.info.id}-${entry.number}`;
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    // Links inside a tab would be a control inside a control; the tab itself is the control.
    for (const link of tab.querySelectorAll('a')) link.setAttribute('tabindex', '-1');
    showWatched(entry);
    tab.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        select(index, true);
      },
      { signal },
    );
  });

  const players = new Map<Entry, HTMLElement>();
  function playerFor(entry: Entry, autoplay: boolean) {
    const existing = players.get(entry);
    if (existing) {
      if (autoplay && existing instanceof HTMLVideoElement) void existing.play().catch(() => {});
      return;
    }
    const host = entry.panel.querySelector<HTMLElement>('.e-tab-video') ?? entry.panel;
    const source = parseVideoUrl(entry.url);
    const hosted = source ? undefined : checkUrl(entry.url, doc.baseURI);
    let player: HTMLElement;
    if (source) {
      const frame = doc.createElement('iframe');
      frame.src = embedUrl(source, autoplay);
      frame.title = entry.tab.textContent?.trim() || 'Video';
      frame.allow = 'autoplay; fullscreen; picture-in-picture';
      frame.className = 'elementor-video-iframe';
      player = frame;
      if (autoplay) markWatched(entry);
    } else if (hosted?.ok) {
      const video = doc.createElement('video');
      video.src = hosted.url.href;
      video.controls = true;
      video.preload = 'metadata';
      video.className = 'elementor-video';
      video.addEventListener(
        'ended',
        () => {
          markWatched(entry);
          const next = entries.indexOf(entry) + 1;
          if (next < entries.length) select(next, true);
        },
        { signal },
      );
      player = video;
      if (autoplay) void video.play().catch(() => {});
    } else {
      ctx.warn(
        `the playlist video ${JSON.stringify(entry.url)} is not a video address; it is skipped.`,
      );
      host.textContent = 'This video is not available.';
      players.set(entry, host);
      return;
    }
    host.replaceChildren(player);
    players.set(entry, player);
  }

  function select(index: number, play: boolean) {
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
  }
  select(selected, false);

  list.addEventListener(
    'keydown',
    (event) => {
      const index = entries.findIndex((entry) => entry.tab === event.target);
      if (index < 0) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        select(index, true);
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
      playerFor(entries[selected]!, false);
    },
    { rootMargin: NEAR_VIEWPORT },
  );
}
