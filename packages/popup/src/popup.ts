import type { BehaviourContext } from '@islet/core';
import { loadOnce, loadPart } from '@islet/primitives';
import { onOpenerIntent } from './opener-intent.ts';
import { joinPage, pagePopups, registerActions } from './page-popups.ts';
import type * as BootModule from './popup-boot.ts';
import type { Booted } from './popup-boot.ts';
import { isOn, type PopupValues } from './popup-settings.ts';
import { countVisit, disableKey } from './visitor-counters.ts';

export { settings } from './popup-settings.ts';

type Ctx = BehaviourContext<PopupValues>;

/**
 * The `popup` chunk, the only popup code a page loads at boot: hides each popup document, counts
 * the visit and hands forms' popup actions on, then loads the boot part (`popup-boot.ts`) at once
 * for a popup with a display rule, a trigger or an `open_selector`. A popup that opens only from
 * links (the recorded hotel page's) waits instead: its boot part, dialog, shell and React load when
 * the pointer, a touch or the focus reaches an opening link, and a link clicked before that opens
 * it once they are in, so no click is lost.
 */
export function connect(element: HTMLElement, ctx: Ctx): Promise<void> | void {
  const id = element.getAttribute(`data-${ctx.config.builder}-id`) ?? '';
  const skipped = skipReason(element, ctx, id);
  if (skipped) {
    ctx.report('skipped', skipped);
    return;
  }
  hideUntilShown(element, ctx, id);
  countVisitLater(ctx);
  const start = loadOnce<Booted | null>(() =>
    loadPart<typeof BootModule>(ctx, 'popup-boot', () => import('./popup-boot.ts')).then(
      (module) => (!module || ctx.signal.aborted ? null : module.startPopup(element, ctx, id)),
    ),
  );
  const doc = element.ownerDocument;
  doc.addEventListener(
    'submit_success',
    (event) => {
      // Only a reply that names a popup action needs the boot part.
      if ((event as CustomEvent<{ data?: { popup?: unknown } } | null>).detail?.data?.popup)
        void start().then((popup) => popup?.formSuccess(event));
    },
    { signal: ctx.signal },
  );
  if (!opensOnlyFromLinks(ctx, id)) return start().then((popup) => popup?.settled);
  // Stands in for the popup in the page's actions until its boot part is in.
  ctx.own(
    joinPage(pagePopups(ctx.config), {
      id,
      element,
      isOpen: () => false,
      open: (path) => void start().then((popup) => popup?.handle.open(path)),
      close: () => {},
      preventsScroll: () => false,
      registerActions: () => registerActions(ctx),
    }),
  );
  ctx.own(onOpenerIntent(doc, '', ctx.signal, () => void start().then((popup) => popup?.warm())));
  ctx.explain({
    id,
    rules: [],
    triggers: [],
    state: ctx.storage.local.get(disableKey(id)) ? 'disabled by "do not show again"' : 'closed',
  });
  ctx.report('active', 'opens from links: its code loads when one comes close');
}

const nothingOn = (group: Readonly<Record<string, unknown>> = {}) =>
  !Object.values(group).some(isOn);

/**
 * No display rule, no trigger, no `open_selector` and not the previewed popup. A malformed group
 * reads as absent (the core warned about it at connect), so it arms nothing either way.
 */
function opensOnlyFromLinks({ config, settings }: Ctx, id: string): boolean {
  return (
    !(config.previewMode && config.postId === Number(id)) &&
    !settings.open_selector &&
    nothingOn(settings.timing) &&
    nothingOn(settings.triggers)
  );
}

function skipReason(element: HTMLElement, ctx: Ctx, id: string): string | null {
  if (!/^\d+$/.test(id)) {
    ctx.warn('popup without a numeric document id is skipped.');
    return 'no popup id';
  }
  if (ctx.config.editMode) return 'edit mode: the editor shows popups itself';
  if (!element.firstElementChild && !element.textContent?.trim()) {
    ctx.warn(`popup ${id} has no content and is skipped.`);
    return 'no content';
  }
  return null;
}

/**
 * Out of sight until shown, as the original (which took it out of the page) had it, even where
 * the site's popup CSS is missing; put back where it was on disconnect.
 */
function hideUntilShown(element: HTMLElement, ctx: Ctx, id: string): void {
  const home = element.ownerDocument.createComment(`popup ${id}`);
  element.before(home);
  const originalDisplay = element.style.display;
  element.style.display = 'none';
  ctx.own(() => {
    element.style.display = originalDisplay;
    if (home.isConnected && element.parentElement !== home.parentElement) home.before(element);
    home.remove();
  });
}

/**
 * Counts the page view (once per page load with popups) off the boot path: storage reads can
 * take tens of ms in a fresh profile. A rule that needs the counts counts at once (`visitOf`).
 */
function countVisitLater(ctx: Ctx): void {
  const page = pagePopups(ctx.config);
  if (ctx.config.previewMode || page.counted) return;
  const win = ctx.element.ownerDocument.defaultView!;
  const count = () => {
    // A popup that left (or a runtime stopped) before the idle time writes nothing.
    if (page.counted || ctx.signal.aborted) return;
    page.counted = true;
    countVisit(ctx.storage);
  };
  if (typeof win.requestIdleCallback === 'function')
    win.requestIdleCallback(count, { timeout: 3000 });
  else win.setTimeout(count, 200);
}
