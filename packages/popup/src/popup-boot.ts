import type { BehaviourContext } from '@islet/core';
import { loadOnce, loadPart } from '@islet/primitives';
import { countsOn, periodOf } from './display-counts.ts';
import { runFormAction } from './form-actions.ts';
import {
  joinPage,
  pagePopups,
  registerActions,
  type OpenPath,
  type PopupHandle,
} from './page-popups.ts';
import type * as DialogModule from './popup-dialog.ts';
import type { PopupDialog } from './popup-dialog.ts';
import type * as RulesModule from './popup-rules.ts';
import { popupOptions, type PopupSettings } from './popup-options.ts';
import { isOn, textOf, type PopupValues } from './popup-settings.ts';
import type { RuleResult } from './timing-rules.ts';
import type { TriggerPlan } from './trigger-rules.ts';
import { isSelector } from './valid-selector.ts';
import { disableKey } from './visitor-counters.ts';
import { warmTriggers } from './warm-triggers.ts';

type Ctx = BehaviourContext<PopupValues>;

/** The boot part's view of one popup: what it read, and the dialog once loaded. */
export interface Boot {
  ctx: Ctx;
  element: HTMLElement;
  id: string;
  settings: PopupSettings;
  /** What the rules found wrong (a bad setting was warned about at connect, by the core). */
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

/** What the gate (`popup.ts`) holds of a booted popup. */
export interface Booted {
  handle: PopupHandle;
  /** Loads the dialog chunk, with the shell and React, and mounts the closed dialog. */
  warm(): void;
  /** The rules' decision (`islet.ready` and the inspector's details wait for it). */
  settled: Promise<void> | void;
  /** A form's `submit_success` whose reply names a popup action. */
  formSuccess(event: Event): void;
}

/**
 * One popup document once its boot part is in: decides once whether its rules pass and arms its
 * triggers. The dialog (opening, closing, focus, the island) is a chunk of its own, loaded when a
 * trigger or a link comes close (`warm-triggers.ts`), so it is there when the popup opens. The
 * gate has already hidden the popup and counted the visit, and hands it forms' popup actions.
 */
export function startPopup(element: HTMLElement, ctx: Ctx, id: string): Booted {
  const boot = bootPopup(element, ctx, id);
  ctx.own(joinPage(pagePopups(ctx.config), boot.handle));
  listenToOpenSelector(boot);
  const { handle } = boot;
  const booted = {
    handle,
    warm: () => void boot.dialog().then((dialog) => dialog?.warm()),
    formSuccess: (event: Event) =>
      runFormAction(event, element, id, ctx, {
        open: () => handle.open('action'),
        close: (options) => handle.close(options),
      }),
  };
  if (ctx.config.previewMode && ctx.config.postId === Number(id)) {
    boot.explain({ rules: [], triggers: [], state: 'preview' });
    if (boot.problems.length) ctx.warn(`popup ${id}: ${boot.problems.join('; ')}.`);
    ctx.report('active', 'preview of this popup: shown at once');
    handle.open('preview');
    return { ...booted, settled: undefined };
  }
  return { ...booted, settled: decideRules(boot) };
}

function bootPopup(element: HTMLElement, ctx: Ctx, id: string): Boot {
  const settings = popupOptions(ctx.settings);
  const problems: string[] = [];
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
    dialog: loadOnce<PopupDialog | null>(() =>
      loadPart<typeof DialogModule>(ctx, 'popup-dialog', () => import('./popup-dialog.ts')).then(
        (module) => {
          if (!module || ctx.signal.aborted) return null;
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
        },
      ),
    ),
  };
  return boot;
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
