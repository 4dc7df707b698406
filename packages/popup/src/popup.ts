import type { BehaviourContext } from '@islet/core';
import { loadPart } from '@islet/primitives';
import { countsOn, periodOf } from './display-counts.ts';
import { listenToForms } from './form-actions.ts';
import { joinPage, pagePopups, type OpenPath, type PopupHandle } from './page-popups.ts';
import type * as DialogModule from './popup-dialog.ts';
import type { PopupDialog } from './popup-dialog.ts';
import type * as RulesModule from './popup-rules.ts';
import { readPopupSettings, type PopupSettings } from './popup-settings.ts';
import { isOn, textOf } from './setting-values.ts';
import type { RuleResult } from './timing-rules.ts';
import type { TriggerPlan } from './trigger-rules.ts';
import { isSelector } from './valid-selector.ts';
import { countVisit, disableKey } from './visitor-counters.ts';
import { warmTriggers } from './warm-triggers.ts';

type Ctx = BehaviourContext;

/** The boot part's view of one popup: what it read, and the dialog once loaded. */
export interface Boot {
  ctx: Ctx;
  element: HTMLElement;
  id: string;
  settings: PopupSettings;
  problems: string[];
  explain(patch: Record<string, unknown>): void;
  /** Loads the dialog chunk (once) and builds this popup's dialog. */
  dialog(): Promise<PopupDialog | null>;
  handle: PopupHandle;
}

/** What the `popup-rules` chunk decided for one popup; nothing at all without rules or triggers. */
export interface Decision {
  rules: RuleResult[];
  passes: boolean;
  plans: TriggerPlan[];
  armed: string[];
  unarmed: string[];
}

const UNDECIDED: Decision = { rules: [], passes: true, plans: [], armed: [], unarmed: [] };

/**
 * One popup document at boot: decides once whether its rules pass and arms its triggers. The
 * dialog (opening, closing, focus, the island) is a chunk of its own, loaded when a trigger or a
 * link comes close (`warm-triggers.ts`), so it is there when the popup opens.
 */
export function connect(element: HTMLElement, ctx: Ctx): Promise<void> | void {
  const id = element.getAttribute(`data-${ctx.config.builder}-id`) ?? '';
  const skipped = skipReason(element, ctx, id);
  if (skipped) {
    ctx.report('skipped', skipped);
    return;
  }
  const boot = bootPopup(element, ctx, id);
  hideUntilShown(element, ctx, id);
  ctx.own(joinPage(pagePopups(ctx.config), boot.handle));
  listenToForms(element, id, ctx, {
    open: () => boot.handle.open('action'),
    close: (options) => boot.handle.close(options),
  });
  countVisitLater(ctx);
  listenToOpenSelector(boot);
  if (ctx.config.previewMode && ctx.config.postId === Number(id)) {
    boot.explain({ rules: [], triggers: [], state: 'preview' });
    if (boot.problems.length) ctx.warn(`popup ${id}: ${boot.problems.join('; ')}.`);
    ctx.report('active', 'preview of this popup: shown at once');
    boot.handle.open('preview');
    return;
  }
  return decideRules(boot);
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

function bootPopup(element: HTMLElement, ctx: Ctx, id: string): Boot {
  const { settings, problems } = readPopupSettings(ctx.rawSettings);
  const period = periodOf(settings.timing.times_period);
  if (period === null)
    problems.push(`times_period "${textOf(settings.timing.times_period)}" is unknown`);
  // Judged once here: a bad open_selector is reported, then treated as absent, so it neither
  // opens nor warms the popup.
  if (settings.openSelector && !isSelector(element.ownerDocument)(settings.openSelector)) {
    problems.push(`open_selector "${settings.openSelector}" is not a valid selector`);
    settings.openSelector = '';
  }
  const timesOn = isOn(settings.timing.times) && period !== null;
  const explained: Record<string, unknown> = { id, state: 'closed' };
  const explain = (patch: Record<string, unknown>) => {
    Object.assign(explained, patch);
    ctx.explain({ ...explained });
  };
  let built: Promise<PopupDialog | null> | null = null;
  let dialog: PopupDialog | null = null;
  const handle: PopupHandle = {
    id,
    element,
    isOpen: () => dialog?.state === 'open',
    open: (path: OpenPath) => void boot.dialog().then((ready) => ready?.open(path)),
    close: (options) => dialog?.close(options),
    preventsScroll: () => settings.preventScroll,
    registerActions: () => registerActions(ctx),
  };
  const publicInstance = {
    id: Number(id),
    element,
    isOpen: handle.isOpen,
    show: () => handle.open('action'),
    hide: () => handle.close(),
  };
  const boot: Boot = {
    ctx,
    element,
    id,
    settings,
    problems,
    explain,
    handle,
    dialog: () =>
      (built ??= loadPart<typeof DialogModule>(
        ctx,
        'popup-dialog',
        () => import('./popup-dialog.ts'),
      ).then((module) => {
        if (!module || ctx.signal.aborted) {
          built = null;
          return null;
        }
        dialog ??= new module.PopupDialog({
          ctx,
          element,
          id,
          settings,
          page: pagePopups(ctx.config),
          handle,
          publicInstance,
          countOn: timesOn ? countsOn(settings.timing) : null,
          period: period ?? '',
          explain,
        });
        return dialog;
      })),
  };
  return boot;
}

function registerActions(ctx: Ctx): void {
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
    if (page.counted) return;
    page.counted = true;
    countVisit(ctx.storage);
  };
  if (typeof win.requestIdleCallback === 'function')
    win.requestIdleCallback(count, { timeout: 3000 });
  else win.setTimeout(count, 200);
}

function listenToOpenSelector({ ctx, element, settings, handle }: Boot): void {
  const selector = settings.openSelector;
  if (!selector) return;
  const doc = element.ownerDocument;
  const onClick = (event: Event) => {
    const target = event.target;
    if (target instanceof doc.defaultView!.Element && target.closest(selector))
      handle.open('selector');
  };
  doc.body.addEventListener('click', onClick, { signal: ctx.signal });
}

const anyOn = (group: Readonly<Record<string, unknown>>) => Object.values(group).some(isOn);

/**
 * Loads the `popup-rules` chunk only for a popup with a display rule or a trigger switched on: a
 * popup that opens only from links and `open_selector` settles at once without it. When the chunk
 * fails (one warning), the popup settles as one without rules: it still opens from links. The
 * promise keeps `islet.ready` (and so the inspector's details) waiting for the decision.
 */
function decideRules(boot: Boot): Promise<void> | void {
  const { ctx, settings } = boot;
  if (!anyOn(settings.timing) && !anyOn(settings.triggers ?? {})) {
    settle(boot, UNDECIDED);
    return;
  }
  return loadPart<typeof RulesModule>(ctx, 'popup-rules', () => import('./popup-rules.ts')).then(
    (module) => {
      if (!ctx.signal.aborted) settle(boot, module ? module.decide(boot) : UNDECIDED);
    },
  );
}

function settle(boot: Boot, { rules, passes, plans, armed, unarmed }: Decision): void {
  const { ctx, element, id, settings, problems, explain } = boot;
  const doc = element.ownerDocument;
  const warm = () => void boot.dialog().then((dialog) => dialog?.warm());
  ctx.own(warmTriggers(plans, settings.openSelector, ctx, doc, warm));
  if (problems.length) ctx.warn(`popup ${id}: ${problems.join('; ')}.`);
  explain({
    rules: rules.map(({ rule, outcome, seen }) => ({ rule, outcome, seen })),
    triggers: armed,
    ...(unarmed.length ? { unarmed } : {}),
    state: !passes
      ? 'hidden by its display rules'
      : !ctx.config.previewMode && ctx.storage.local.get(disableKey(id))
        ? 'disabled by "do not show again"'
        : 'closed',
  });
  const failed = rules.filter((rule) => rule.outcome === 'fail').map((rule) => rule.rule);
  // Reported even when there is nothing to say, which clears the "loading chunk" reason.
  if (failed.length)
    ctx.report(
      'active',
      `rules failed: ${failed.join(', ')}; opens only from links and open_selector`,
    );
  else ctx.report('active', armed.length ? `armed: ${armed.join(', ')}` : '');
}
