import type { BehaviourContext } from '@islet/core';
import { checkUrl } from '@islet/primitives';
import { parseVideoUrl } from '../video/video-source.ts';
import { embedUrl, readWatched } from './playlist-rules.ts';

export interface Entry {
  tab: HTMLElement;
  panel: HTMLElement;
  number: string;
  url: string;
}

/**
 * The player of one video: the services as their privacy-mode iframe, hosted files as `<video>`
 * (`ended` reports the end). `null` for an address that is neither: the panel says so.
 */
export function createPlayer(
  ctx: BehaviourContext,
  entry: Entry,
  autoplay: boolean,
  on: { watched(): void; ended(): void },
): HTMLElement | null {
  const doc = ctx.element.ownerDocument;
  const source = parseVideoUrl(entry.url);
  const hosted = source ? undefined : checkUrl(entry.url, doc.baseURI);
  if (source) {
    const frame = doc.createElement('iframe');
    frame.src = embedUrl(source, autoplay);
    frame.title = entry.tab.textContent?.trim() || 'Video';
    frame.allow = 'autoplay; fullscreen; picture-in-picture';
    frame.className = 'elementor-video-iframe';
    if (autoplay) on.watched();
    return frame;
  }
  if (hosted?.ok) {
    const video = doc.createElement('video');
    video.src = hosted.url.href;
    video.controls = true;
    video.preload = 'metadata';
    video.className = 'elementor-video';
    video.addEventListener(
      'ended',
      () => {
        on.watched();
        on.ended();
      },
      { signal: ctx.signal },
    );
    if (autoplay) void video.play().catch(() => {});
    return video;
  }
  ctx.warn(
    `the playlist video ${JSON.stringify(entry.url)} is not a video address; it is skipped.`,
  );
  return null;
}

/**
 * Watched marks (`watched` on the tab and a note for screen readers), kept in local storage per
 * widget.
 */
export function createWatched(ctx: BehaviourContext, key: string) {
  const store = ctx.storage.local;
  const watched = readWatched(store.get(key));
  const show = (entry: Entry) => {
    const on = watched.has(entry.number);
    entry.tab.classList.toggle('watched', on);
    let note = entry.tab.querySelector<HTMLElement>('.islet-watched-note');
    if (on && !note) {
      note = entry.tab.ownerDocument.createElement('span');
      note.className = 'islet-watched-note elementor-screen-only';
      note.textContent = ' (watched)';
      entry.tab.append(note);
    }
  };
  return {
    show,
    mark(entry: Entry) {
      watched.add(entry.number);
      store.set(key, [...watched]);
      show(entry);
    },
  };
}
