import type { BehaviourContext, Cleanup } from '@islet/core';
import { textOf } from './popup-settings.ts';

/** What one popup offers the others and the page's actions. */
export interface PopupHandle {
  id: string;
  element: HTMLElement;
  isOpen(): boolean;
  open(path: OpenPath): void;
  close(options?: { doNotShowAgain?: boolean }): void;
  preventsScroll(): boolean;
  /** Registers the page's popup actions through this popup's context. */
  registerActions(): void;
}

export type OpenPath = 'trigger' | 'selector' | 'action' | 'preview';

/** State shared by the popups of one page load. */
export interface PagePopups {
  popups: Map<string, PopupHandle>;
  /** A popup has opened on this page: `avoid_multiple_popups` holds triggered ones back. */
  popped: boolean;
  /** The visit was counted (once per page load with popups). */
  counted: boolean;
  /** Who registered the actions last; when it leaves, another popup takes over. */
  actionOwner: PopupHandle | null;
}

const pages = new WeakMap<object, PagePopups>();

/**
 * The state of the page the runtime started on, keyed by the runtime's config object: one per
 * start, which is one per page load (and lets a test start the runtime again on one document).
 */
export function pagePopups(runtimeConfig: object): PagePopups {
  let page = pages.get(runtimeConfig);
  if (!page) {
    page = { popups: new Map(), popped: false, counted: false, actionOwner: null };
    pages.set(runtimeConfig, page);
  }
  return page;
}

/** Adds a popup; the returned cleanup removes it and hands the actions to another popup. */
export function joinPage(page: PagePopups, popup: PopupHandle): Cleanup {
  page.popups.set(popup.id, popup);
  popup.registerActions();
  page.actionOwner = popup;
  return () => {
    if (page.popups.get(popup.id) === popup) page.popups.delete(popup.id);
    if (page.actionOwner !== popup) return;
    page.actionOwner = null;
    // After this popup's own registrations are released by its cleanup.
    queueMicrotask(() => {
      const next = page.popups.values().next().value;
      if (next && !page.actionOwner) {
        page.actionOwner = next;
        next.registerActions();
      }
    });
  };
}

/** The page's popup actions, run against whichever popups are on the page when they fire. */
export function registerActions(ctx: BehaviourContext): void {
  const page = pagePopups(ctx.config);
  ctx.actions.register('popup:open', (action) => {
    const target = page.popups.get(textOf(action.id));
    if (!target) return;
    if (action.toggle && target.isOpen()) target.close();
    else target.open('action');
  });
  ctx.actions.register('popup:close', (action, context) => {
    const builder = ctx.config.builder;
    const owner = context.link?.closest(`[data-${builder}-type="popup"]`);
    const target = owner && page.popups.get(owner.getAttribute(`data-${builder}-id`) ?? '');
    target?.close({ doNotShowAgain: Boolean(action.do_not_show_again) });
  });
}
