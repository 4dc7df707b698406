import type { BehaviourContext, Cleanup } from '@islet/core';
import { focusTarget, inPageTargetId, prefersReducedMotion } from '@islet/primitives';
import { scrollToTarget } from './scroll-to-target.ts';

// The original scrolls only to builder elements and menu anchors; other in-page links keep the
// browser's own jump.
const TARGETS = '.elementor-element, .elementor-menu-anchor';

/**
 * A page opened with a hash: the browser jumps the target to the very top, under a fixed or
 * sticky header. Once the page has loaded, move it down below the offsets, in one step, but
 * only while it still sits there (the visitor may have scrolled on already).
 */
function landBelowOffsetsOnLoad(win: Window, ctx: BehaviourContext) {
  const id = inPageTargetId(win.location, win.location);
  const target = id ? win.document.getElementById(id) : null;
  if (!target?.matches(TARGETS)) return;
  const land = () =>
    ctx.scheduler.read(() => {
      const top = target.getBoundingClientRect().top;
      const offset = ctx.scrollOffsets.top();
      if (top < -1 || top >= offset - 1) return;
      ctx.scheduler.write(() =>
        win.scrollTo({ top: win.scrollY + top - offset, behavior: 'instant' }),
      );
    });
  if (win.document.readyState === 'complete') land();
  else win.addEventListener('load', land, { once: true, signal: ctx.signal });
}

/**
 * Anchor scrolling: one delegated click listener for the page. A click on an in-page link to a
 * builder element scrolls to it, landing below everything `scrollOffsets` reports (the admin
 * bar, stuck headers), then updates the hash and moves focus there for keyboard users.
 */
export function connect(root: HTMLElement, ctx: BehaviourContext): Cleanup {
  const doc = root.ownerDocument;
  const win = doc.defaultView ?? window;
  let stopScroll: Cleanup = () => {};

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
    if (!(link instanceof win.HTMLAnchorElement)) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    // The theme's cover modals (menu, search) close first and then scroll to the target
    // themselves, below the same offsets (@islet/theme-nav); two scrolls would fight.
    if (link.closest('.cover-modal')) return;
    const id = inPageTargetId(link, win.location);
    const target = id ? doc.getElementById(id) : null;
    if (!target?.matches(TARGETS) || !target.getClientRects().length) return;
    event.preventDefault();
    stopScroll();
    stopScroll = scrollToTarget({
      win,
      scheduler: ctx.scheduler,
      instant: prefersReducedMotion(win),
      destination: () =>
        Math.max(0, target.getBoundingClientRect().top + win.scrollY - ctx.scrollOffsets.top()),
      done: () => {
        if (win.location.hash !== `#${id}`) win.history.pushState(null, '', `#${id}`);
        focusTarget(target);
      },
    });
  };
  doc.addEventListener('click', onClick, { signal: ctx.signal });
  landBelowOffsetsOnLoad(win, ctx);
  return () => stopScroll();
}
