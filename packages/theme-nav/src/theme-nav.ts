import type { BehaviourContext } from '@islet/core';
import { connectCoverModals } from './cover-modals.ts';
import { expandCurrentAncestors } from './current-ancestors.ts';
import { connectIntrinsicEmbeds } from './intrinsic-embeds.ts';
import { connectPrimaryMenuKeyboard } from './primary-menu-keyboard.ts';
import { connectToggleCompanions } from './toggle-companions.ts';
import { createToggles, listenToToggleClicks } from './toggles.ts';
import { mediaQuery } from './media-query.ts';

/**
 * The default theme's script (Twenty Twenty `index.js`) on the theme's unchanged markup, as one
 * `page` behaviour: toggles, cover modals, sub-menus, the desktop menu's keyboard support,
 * intrinsic-ratio embeds and touch detection, with the theme's classes and events.
 */
export function connect(html: HTMLElement, ctx: BehaviourContext) {
  const doc = html.ownerDocument;
  const win = doc.defaultView!;
  const reducedMotion = mediaQuery(win, '(prefers-reduced-motion: reduce)');
  // Listeners take a signal of the page's own window: a signal from another realm (core's
  // `ctx.signal` when Islet runs a second window) is refused by `addEventListener`.
  const listeners = new win.AbortController();
  ctx.own(() => listeners.abort());
  const signal = listeners.signal;

  // The theme's inline head script does this; pages that lost it would hide the header toggles.
  html.classList.replace('no-js', 'js');
  if ('ontouchstart' in win) doc.body.classList.add('touch-enabled');

  const toggles = createToggles(doc, {
    warn: (message) => ctx.warn(message),
    reducedMotion: () => reducedMotion.matches,
    setTimeout: (task, ms) => ctx.setTimeout(task, ms),
    nextFrame: (task) => ctx.scheduler.write(task),
  });
  listenToToggleClicks(doc, toggles, signal);
  connectToggleCompanions(doc, toggles, ctx.scheduler, signal);
  const closeModals = connectCoverModals(doc, {
    toggles,
    signal,
    setTimeout: (task, ms) => ctx.setTimeout(task, ms),
    reducedMotion: () => reducedMotion.matches,
    scrollOffsetTop: () => ctx.scrollOffsets.top(),
    warn: (message) => ctx.warn(message),
    loadFocusTrap: () =>
      ctx.chunks.load('theme-modal-focus', () => import('./modal-focus-trap.ts')),
  });
  expandCurrentAncestors(doc, toggles);
  connectPrimaryMenuKeyboard(doc, signal);
  connectIntrinsicEmbeds(doc, ctx.scheduler);

  const broken = [...doc.querySelectorAll<HTMLElement>('[data-toggle-target]')].filter(
    (toggle) => !toggles.resolves(toggle),
  ).length;
  ctx.explain({
    toggles: doc.querySelectorAll('[data-toggle-target]').length,
    brokenToggles: broken,
    coverModals: doc.querySelectorAll('.cover-modal').length,
  });
  return closeModals;
}
