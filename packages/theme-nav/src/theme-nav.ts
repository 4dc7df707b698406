import type { BehaviourContext } from '@islet/core';
import { connectCoverModals } from './cover-modals.ts';
import { expandCurrentAncestors } from './current-ancestors.ts';
import { connectIntrinsicEmbeds } from './intrinsic-embeds.ts';
import { connectPrimaryMenuKeyboard } from './primary-menu-keyboard.ts';
import { connectToggleCompanions } from './toggle-companions.ts';
import { createToggles, listenToToggleClicks } from './toggles.ts';
import { prefersReducedMotion } from '@islet/primitives';

/**
 * The default theme's script (Twenty Twenty `index.js`) on the theme's unchanged markup, as one
 * `page` behaviour: toggles, cover modals, sub-menus, the desktop menu's keyboard support,
 * intrinsic-ratio embeds and touch detection, with the theme's classes and events.
 */
export function connect(html: HTMLElement, ctx: BehaviourContext) {
  const doc = html.ownerDocument;
  const win = doc.defaultView!;
  // The core makes `ctx.signal` in the element's own window, so listeners there accept it.
  const { signal } = ctx;

  // The theme's inline head script does this; pages that lost it would hide the header toggles.
  html.classList.replace('no-js', 'js');
  if ('ontouchstart' in win) doc.body.classList.add('touch-enabled');

  const toggles = createToggles(doc, {
    warn: (message) => ctx.warn(message),
    reducedMotion: () => prefersReducedMotion(win),
    setTimeout: (task, ms) => ctx.setTimeout(task, ms),
    nextFrame: (task) => ctx.scheduler.write(task),
  });
  listenToToggleClicks(doc, toggles, signal);
  connectToggleCompanions(doc, toggles, ctx.scheduler, signal);
  const closeModals = connectCoverModals(doc, {
    toggles,
    signal,
    setTimeout: (task, ms) => ctx.setTimeout(task, ms),
    reducedMotion: () => prefersReducedMotion(win),
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
