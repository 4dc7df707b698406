import {
  createIslandContainer,
  type BehaviourContext,
  type Cleanup,
  type IslandHandle,
} from '@islet/core';
import { reactRenderer } from '@islet/core/react';
import { armTriggers } from './arm-triggers.ts';
import { browserFlags } from './browser-flags.ts';
import { countDisplay, periodOf, readDisplays } from './display-counts.ts';
import { listenToForms } from './form-actions.ts';
import { joinPage, pagePopups, type OpenPath, type PopupHandle } from './page-popups.ts';
import { readPopupSettings } from './popup-settings.ts';
import type * as ShellModuleType from './popup-shell.tsx';
import type { PopupShellProps } from './popup-shell.tsx';
import { isOn, textOf } from './setting-values.ts';
import { countsOn, evaluateTiming, timingPasses, unknownRules } from './timing-rules.ts';
import { planTriggers } from './trigger-rules.ts';
import { baseline, countVisit, disableKey, readVisit } from './visitor-counters.ts';
import { loadPart, prefersReducedMotion, type FocusHold } from '@islet/primitives';

type Ctx = BehaviourContext;
type ShellModule = typeof ShellModuleType;

/** Focus moves into an open popup this long after it shows (after its entrance animation). */
export const FOCUS_DELAY_MS = 250;

const isSelector = (doc: Document) => (selector: string) => {
  try {
    doc.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
};

const whenIdle = (win: Window, callback: () => void): Cleanup => {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(callback, { timeout: 3000 });
    return () => win.cancelIdleCallback(handle);
  }
  const timer = win.setTimeout(callback, 200);
  return () => win.clearTimeout(timer);
};

/**
 * One popup document: decides once whether its rules pass, arms its triggers, and shows the
 * server's popup content in the dialog island when a trigger, a click or an action asks.
 */
export function connect(element: HTMLElement, ctx: Ctx): Cleanup | void {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  const { builder, editMode, previewMode, postId } = ctx.config;
  const id = element.getAttribute(`data-${builder}-id`) ?? '';
  if (!/^\d+$/.test(id)) {
    ctx.warn('popup without a numeric document id is skipped.');
    ctx.report('skipped', 'no popup id');
    return;
  }
  if (editMode) {
    ctx.report('skipped', 'edit mode: the editor shows popups itself');
    return;
  }
  if (!element.firstElementChild && !element.textContent?.trim()) {
    ctx.warn(`popup ${id} has no content and is skipped.`);
    ctx.report('skipped', 'no content');
    return;
  }
  const { settings, problems } = readPopupSettings(ctx.rawSettings);
  const raw = ctx.rawSettings;
  const stores = ctx.storage;
  const page = pagePopups(ctx.config);
  const reducedMotion = () => prefersReducedMotion(win);
  const ownPreview = previewMode && postId === Number(id);
  const period = periodOf(settings.timing.times_period);
  if (period === null)
    problems.push(`times_period "${textOf(settings.timing.times_period)}" is unknown`);
  const timesOn = isOn(settings.timing.times) && period !== null;
  const countOn = countsOn(settings.timing);

  // ---- state shown by the inspector ----
  const explained: Record<string, unknown> = { id, state: 'closed' };
  const explain = (patch: Record<string, unknown>) => {
    Object.assign(explained, patch);
    ctx.explain({ ...explained });
  };

  // ---- the island ----
  let shell: Promise<IslandHandle<PopupShellProps> | null> | null = null;
  let handle: IslandHandle<PopupShellProps> | null = null;
  let shellModule: ShellModule | null = null;
  let root: HTMLDivElement | null = null;
  let container: HTMLElement | null = null;
  const home = doc.createComment(`popup ${id}`);
  element.before(home);
  const originalDisplay = element.style.display;
  // Out of sight until shown, as the original (which took it out of the page) had it, even where
  // the site's popup CSS is missing.
  element.style.display = 'none';
  let view = {
    visible: false,
    animation: '',
    closeHidden: false,
  };
  const labelledBy = (() => {
    const heading = element.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
    if (!heading) return null;
    heading.id ||= `${builder}-popup-title-${id}`;
    return heading.id;
  })();
  const props = (): PopupShellProps => ({
    modalId: `${builder}-popup-modal-${id}`,
    id,
    className: `${builder}-popup-modal${settings.classes ? ` ${settings.classes}` : ''}`,
    ...view,
    closeOutside: settings.closeOutside,
    labelledBy,
    content: element,
    onClose: () => close(),
    onBackgroundClick: () => {
      if (!settings.preventBackgroundClose) close();
    },
    rootRef: (node) => {
      root = node;
    },
  });
  const render = (patch: Partial<typeof view>) => {
    view = { ...view, ...patch };
    handle?.render(props());
  };

  /** Loads the shell and React, and mounts the closed dialog; one attempt at a time. */
  const ensureShell = () =>
    (shell ??= (async () => {
      // The dialog's chunks are the page's, shared by its popups: one that fails is one warning
      // for the page, whichever popup asked and however often (a later open tries again).
      const [module, library] = await Promise.all([
        loadPart<ShellModule>(ctx, 'popup-shell', () => import('./popup-shell.tsx')),
        loadPart(ctx, reactRenderer.id, reactRenderer.load),
      ]);
      if (!module || !library || ctx.signal.aborted) {
        shell = null;
        return null;
      }
      shellModule = module;
      container ??= createIslandContainer(doc.body);
      try {
        handle = await ctx.mountIsland(container, module.PopupShell, props(), reactRenderer);
      } catch (error) {
        shell = null;
        ctx.warn(`popup ${id} could not draw its dialog: ${String(error)}`);
        return null;
      }
      return ctx.signal.aborted ? null : handle;
    })());

  // ---- open and close ----
  let state: 'closed' | 'opening' | 'open' = 'closed';
  const openCleanups: Cleanup[] = [];
  let pendingHide: Cleanup | null = null;
  let trap: FocusHold | null = null;
  let returnTo: HTMLElement | null = null;
  const later = (callback: () => void, ms: number) => {
    const stop = ctx.setTimeout(callback, ms);
    openCleanups.push(stop);
    return stop;
  };
  const animationOf = (key: string) => {
    const value = textOf(ctx.devices.value(raw, key));
    return value && value !== 'none' && !reducedMotion() ? value : '';
  };

  const blockedBy = (path: OpenPath): string | null => {
    if (path === 'preview' || previewMode) return null;
    if (stores.local.get(disableKey(id))) return 'disabled by "do not show again"';
    if (path === 'trigger' && settings.avoidMultiple && page.popped)
      return 'another popup already opened (avoid_multiple_popups)';
    return null;
  };

  async function open(path: OpenPath) {
    if (state !== 'closed') return;
    const blocked = blockedBy(path);
    if (blocked) {
      explain({ lastOpen: `${path}: ${blocked}` });
      return;
    }
    state = 'opening';
    page.popped = true;
    const active = doc.activeElement;
    returnTo = active instanceof win.HTMLElement && active !== doc.body ? active : null;
    const ready = await ensureShell();
    if (!ready || state !== 'opening') {
      state = 'closed';
      return;
    }
    pendingHide?.();
    pendingHide = null;
    state = 'open';
    element.style.display = 'block';
    ctx.release(element);
    const entrance = animationOf('entrance_animation');
    render({ visible: true, animation: entrance, closeHidden: settings.closeButtonDelay > 0 });
    if (settings.preventScroll) doc.body.classList.add('dialog-prevent-scroll');
    if (settings.closeButtonDelay > 0)
      later(() => render({ closeHidden: false }), settings.closeButtonDelay);
    if (settings.closeAutomatically !== null) later(() => close(), settings.closeAutomatically);
    if (entrance) later(() => render({ animation: '' }), settings.animationDuration);
    bindClosers();
    scheduleFocus(entrance);
    if (timesOn && countOn === 'open' && !previewMode) countDisplay(stores, id, period);
    explain({ state: 'open', lastOpen: path });
    ctx.events.emit('popup/show', {
      detail: { id: Number(id), instance: publicInstance },
      jqueryArgs: [Number(id), publicInstance],
    });
  }

  function bindClosers() {
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !settings.preventEscClose) close();
    };
    const onOutsideClick = (event: MouseEvent) => {
      if (settings.preventBackgroundClose || event.button === 2 || !root) return;
      const target = event.target;
      if (!(target instanceof win.Node) || root.contains(target)) return;
      if (target instanceof win.Element && target.closest('.flatpickr-calendar')) return;
      close();
    };
    win.addEventListener('keyup', onKeyUp);
    win.addEventListener('click', onOutsideClick, true);
    openCleanups.push(() => {
      win.removeEventListener('keyup', onKeyUp);
      win.removeEventListener('click', onOutsideClick, true);
    });
  }

  function scheduleFocus(entrance: string) {
    const focusIn = () =>
      later(() => {
        if (state === 'open' && root && shellModule) trap = shellModule.trapFocus(root, element);
      }, FOCUS_DELAY_MS);
    const box = root?.querySelector('.dialog-widget-content');
    if (!entrance || settings.animationDuration === 0 || !box) {
      focusIn();
      return;
    }
    // After the entrance animation; the timer covers sites whose CSS lacks the animation.
    let waiting = true;
    const done = () => {
      if (!waiting) return;
      waiting = false;
      box.removeEventListener('animationend', done);
      box.removeEventListener('animationcancel', done);
      stop();
      focusIn();
    };
    box.addEventListener('animationend', done);
    box.addEventListener('animationcancel', done);
    const stop = later(done, settings.animationDuration + 50);
    openCleanups.push(() => {
      box.removeEventListener('animationend', done);
      box.removeEventListener('animationcancel', done);
    });
  }

  function close(options: { doNotShowAgain?: boolean } = {}) {
    if (options.doNotShowAgain) stores.local.set(disableKey(id), true);
    if (state === 'opening') state = 'closed';
    if (state !== 'open') return;
    state = 'closed';
    for (const cleanup of openCleanups.splice(0)) cleanup();
    trap?.release();
    trap = null;
    if (timesOn && countOn === 'close' && !previewMode) countDisplay(stores, id, period);
    const exit = animationOf('exit_animation');
    const hide = () => {
      pendingHide = null;
      render({ visible: false, animation: '' });
      ctx.hold(element);
    };
    if (exit) {
      render({ animation: `${exit} reverse` });
      pendingHide = ctx.setTimeout(hide, settings.animationDuration);
    } else hide();
    const stillPreventing = [...page.popups.values()].some(
      (other) => other !== instance && other.isOpen() && other.preventsScroll(),
    );
    if (!stillPreventing) doc.body.classList.remove('dialog-prevent-scroll');
    const target = returnTo;
    returnTo = null;
    if (target)
      ctx.setTimeout(() => {
        if (target.isConnected && state === 'closed') target.focus();
      }, FOCUS_DELAY_MS);
    explain({ state: 'closed' });
    ctx.events.emit('popup/hide', {
      detail: { id: Number(id), instance: publicInstance },
      jqueryArgs: [Number(id), publicInstance],
    });
  }

  const instance: PopupHandle = {
    id,
    element,
    isOpen: () => state === 'open',
    open: (path) => void open(path),
    close,
    preventsScroll: () => settings.preventScroll,
    registerActions() {
      ctx.actions.register('popup:open', (action) => {
        const target = page.popups.get(textOf(action.id));
        if (!target) return;
        if (action.toggle && target.isOpen()) target.close();
        else target.open('action');
      });
      ctx.actions.register('popup:close', (action, context) => {
        const owner = context.link?.closest(`[data-${builder}-type="popup"]`);
        const target = owner && page.popups.get(owner.getAttribute(`data-${builder}-id`) ?? '');
        target?.close({ doNotShowAgain: Boolean(action.do_not_show_again) });
      });
    },
  };

  /** What listeners of the show and hide events get as `instance`. */
  const publicInstance = {
    id: Number(id),
    element,
    isOpen: instance.isOpen,
    show: () => instance.open('action'),
    hide: () => close(),
  };

  ctx.own(joinPage(page, instance));
  listenToForms(element, id, ctx, {
    open: () => instance.open('action'),
    close: (options) => close(options),
  });
  ctx.own(() => {
    for (const cleanup of openCleanups.splice(0)) cleanup();
    trap?.release();
    if (state === 'open' && settings.preventScroll)
      doc.body.classList.remove('dialog-prevent-scroll');
    element.style.display = originalDisplay;
    if (home.isConnected && element.parentElement !== home.parentElement) home.before(element);
    home.remove();
    handle?.unmount();
    container?.remove();
  });

  // ---- counting and the rules ----
  if (!page.counted && !previewMode) {
    page.counted = true;
    countVisit(stores);
  }
  const unknown = unknownRules(settings.timing);
  if (unknown.length) problems.push(`unknown rules ignored: ${unknown.join(', ')}`);

  if (settings.openSelector) {
    if (!isSelector(doc)(settings.openSelector)) {
      problems.push(`open_selector "${settings.openSelector}" is not a valid selector`);
    } else {
      const onClick = (event: Event) => {
        const target = event.target;
        if (target instanceof win.Element && target.closest(settings.openSelector))
          open('selector');
      };
      doc.body.addEventListener('click', onClick, { signal: ctx.signal });
    }
  }

  if (ownPreview) {
    explain({ rules: [], triggers: [], state: 'preview' });
    if (problems.length) ctx.warn(`popup ${id}: ${problems.join('; ')}.`);
    ctx.report('active', 'preview of this popup: shown at once');
    void open('preview');
    return;
  }

  const visit = readVisit(stores);
  const rules = evaluateTiming(settings.timing, {
    ...visit,
    initialPageViews: isOn(settings.timing.page_views)
      ? baseline(stores, `popup_${id}_page_views_initialPageViews`, visit.pageViews)
      : visit.pageViews,
    initialSessions: isOn(settings.timing.sessions)
      ? baseline(stores, `popup_${id}_sessions_initialSessions`, visit.sessions)
      : visit.sessions,
    referrer: doc.referrer,
    host: win.location.host,
    device: ctx.devices.current(),
    userRoles: ctx.config.userRoles,
    displays: timesOn ? readDisplays(stores, id, period) : 0,
    browsers: browserFlags(win.navigator.userAgent),
    now: Date.now(),
  });
  for (const rule of rules)
    if (rule.outcome === 'skipped') problems.push(`rule ${rule.rule} skipped: ${rule.seen}`);
  const passes = timingPasses(rules);
  let armedNames: string[] = [];
  let unarmed: string[] = [];
  if (passes && settings.triggers) {
    const planned = planTriggers(settings.triggers, isSelector(doc));
    problems.push(...planned.problems);
    const armed = armTriggers(planned.plans, ctx, doc, (name) => {
      explain({ triggers: [], fired: name });
      open('trigger');
    });
    unarmed = armed.unarmed;
    armedNames = armed.armed;
    // React and the dialog come while the browser is idle, so a trigger never waits on them.
    if (armedNames.length) ctx.own(whenIdle(win, () => void ensureShell()));
  }
  if (problems.length) ctx.warn(`popup ${id}: ${problems.join('; ')}.`);
  explain({
    rules: rules.map(({ rule, outcome, seen }) => ({ rule, outcome, seen })),
    triggers: armedNames,
    ...(unarmed.length ? { unarmed } : {}),
    state: !passes
      ? 'hidden by its display rules'
      : !previewMode && stores.local.get(disableKey(id))
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
  else ctx.report('active', armedNames.length ? `armed: ${armedNames.join(', ')}` : '');
}
