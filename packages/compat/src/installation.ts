import { fixedAdminBarHeight, type BehaviourContext, type Cleanup } from '@islet/core';
import { pageJQuery, type Dollar } from './element-set.ts';
import { createElementsHandler } from './elements-handler.ts';
import { createFrontendApi } from './frontend-api.ts';
import { isFrontendPlaceholder } from './frontend-placeholder.ts';
import type { HandlerClasses } from './handler-classes.ts';
import { createHandlerRecords } from './handler-records.ts';
import { createHooks, type HookRegistry } from './hooks.ts';
import type { createMinimalDollar } from './minimal-dollar.ts';
import { createReadyActions } from './ready-actions.ts';
import { installed, uninstalled, type Installation } from './waiting-elements.ts';
import { createWaypoint } from './waypoint.ts';

const ANCHOR_DISTANCE = 'frontend/handlers/menu_anchor/scroll_top_distance';
const INIT_EVENT = 'frontend/init';

type Bag = Record<string, unknown>;

/** Makes the minimal `$` for pages without jQuery; loaded only on such pages. */
export type MinimalDollarFactory = typeof createMinimalDollar;

/** One warning per missing part, however often add-ons ask for it. */
function warnMissingOnce(page: BehaviourContext) {
  const warned = new Set<string>();
  return (what: string) => {
    if (warned.has(what)) return;
    warned.add(what);
    page.warn(`add-on compatibility: ${what} is not provided by Islet; that call does nothing.`);
  };
}

/**
 * Explains the page once per task however many changes ask (a page builds many handlers at
 * once); `describe` gives nothing once the installation is gone.
 */
function queueExplanation(page: BehaviourContext, describe: () => Bag | undefined) {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      const explanation = describe();
      if (explanation) page.explain(explanation);
    });
  };
}

/**
 * Puts the API on the plugin's placeholder, the object add-ons that take `window.elementorFrontend`
 * as their script runs (`}(jQuery, window.elementorFrontend)`) already hold; returns what takes
 * it off again, leaving the placeholder as it was.
 */
function fillPlaceholder(placeholder: Bag, frontend: Bag): () => void {
  const before = Object.getOwnPropertyDescriptors(placeholder);
  for (const key of Reflect.ownKeys(placeholder)) delete placeholder[key as string];
  Object.defineProperties(placeholder, Object.getOwnPropertyDescriptors(frontend));
  return () => {
    for (const key of Reflect.ownKeys(placeholder)) delete placeholder[key as string];
    Object.defineProperties(placeholder, before);
  };
}

/**
 * `elementorFrontend`, and `elementorModules` unless the page has its own; returns what takes
 * them off again (only while they are still the ones put there).
 */
function exposeGlobals(win: Window, frontend: Bag, classes: HandlerClasses): () => void {
  const scope = win as unknown as Bag;
  const modules = (scope.elementorModules ?? {
    Module: classes.Module,
    ViewModule: classes.ViewModule,
    frontend: { handlers: { Base: classes.Base, SwiperBase: classes.SwiperBase } },
  }) as Bag;
  const ownModules = scope.elementorModules === undefined;
  const placeholder = scope.elementorFrontend;
  const unfill = isFrontendPlaceholder(placeholder)
    ? fillPlaceholder(placeholder, frontend)
    : undefined;
  if (!unfill) scope.elementorFrontend = frontend;
  if (ownModules) scope.elementorModules = modules;
  return () => {
    if (unfill) unfill();
    else if (scope.elementorFrontend === frontend) delete scope.elementorFrontend;
    if (ownModules && scope.elementorModules === modules) delete scope.elementorModules;
  };
}

/** One warning per hook and message: a broken add-on throws for every element it handles. */
function warnOncePerMessage(page: BehaviourContext) {
  const thrown = new Set<string>();
  return (name: string, error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    if (thrown.has(`${name}\n${message}`)) return;
    thrown.add(`${name}\n${message}`);
    page.warn(`an add-on callback on "${name}" threw: ${message}`);
  };
}

/**
 * Late `jQuery(window).on('elementor/frontend/init', …)` bindings run at once, as jQuery runs
 * late `ready` handlers: a script that loaded after init would otherwise wait forever. Returns
 * what takes the special event off again.
 */
function answerLateInit(win: Window, ownJQuery: Dollar | null, initName: string): () => void {
  const special = (ownJQuery as unknown as { event?: { special?: Bag } } | null)?.event?.special;
  if (!special) return () => {};
  const lateInit = {
    add(this: unknown, handleObject: { handler: (event: unknown) => void }) {
      if (this !== win) return;
      queueMicrotask(() => {
        const Event = (ownJQuery as unknown as { Event: new (name: string) => unknown }).Event;
        handleObject.handler.call(win, new Event(initName));
      });
    },
  };
  special[initName] = lateInit;
  return () => {
    if (special[initName] === lateInit) delete special[initName];
  };
}

/**
 * Add-ons with a sticky header of their own shorten anchor scrolling through this filter
 * (`scrollTop - height`); Islet's anchor scrolling asks the shared offsets instead.
 */
function shortenAnchorScroll(page: BehaviourContext, registry: HookRegistry, win: Window): void {
  page.scrollOffsets.add(() => {
    if (!registry.entries('filters', ANCHOR_DISTANCE).length) return 0;
    const shift = -Number(registry.hooks.applyFilters(ANCHOR_DISTANCE, 0));
    return shift > 0 ? fixedAdminBarHeight(win) + shift : 0;
  });
}

/** The page's explanation: how add-ons were found, and what they hooked and built. */
function describePage(
  registry: HookRegistry,
  detectedBy: string,
  ownJQuery: Dollar | null,
  { initFired }: { initFired: boolean },
  elementsReady: number,
  handlerCounts: Map<string, number>,
) {
  const count = (kind: 'actions' | 'filters') =>
    Object.fromEntries(
      registry.names(kind).map((name) => [name, registry.entries(kind, name).length]),
    );
  return {
    detectedBy,
    jquery: ownJQuery
      ? `page's own ${String((ownJQuery.fn as Bag | undefined)?.jquery ?? '')}`.trim()
      : 'none: $element is the minimal wrapper',
    initFired,
    elementsReady,
    actions: count('actions'),
    filters: count('filters'),
    handlers: Object.fromEntries(handlerCounts),
  };
}

/** The `$` add-ons get: the page's own jQuery, else the minimal wrapper (warning once per gap). */
function addOnDollar(
  win: Window,
  ownJQuery: Dollar | null,
  minimalDollar: MinimalDollarFactory | null,
  missingOnce: (what: string) => void,
): Dollar {
  return (
    ownJQuery ??
    minimalDollar?.(win.document, (method) => missingOnce(`$element.${method}() without jQuery`)) ??
    // Unreachable: the page behaviour loads the wrapper whenever the page has no jQuery.
    ((() => ({ length: 0 })) as unknown as Dollar)
  );
}

/** What each element owns from add-ons (its waypoints), undone when it leaves. */
function createElementCleanups() {
  const cleanups = new Map<Element, Cleanup[]>();
  return {
    own: (element: Element, cleanup: Cleanup) =>
      cleanups.set(element, [...(cleanups.get(element) ?? []), cleanup]),
    run(element: Element) {
      for (const cleanup of cleanups.get(element) ?? []) cleanup();
      cleanups.delete(element);
    },
  };
}

/**
 * Puts the builder's front-end API on the page and fires `elementor/frontend/init`, as the
 * original does after creating its hooks and before it scans documents. Element connections
 * then fire the `element_ready` actions.
 */
export function install(
  win: Window,
  page: BehaviourContext,
  detectedBy: string,
  minimalDollar: MinimalDollarFactory | null,
): Installation {
  const { config } = page;
  const ownJQuery = pageJQuery(win);
  const missingOnce = warnMissingOnce(page);
  const $ = addOnDollar(win, ownJQuery, minimalDollar, missingOnce);
  const cleanups = createElementCleanups();
  const state = { initFired: false, removed: false };
  const registry = createHooks({
    onError: warnOncePerMessage(page),
    onAddAction: (name, entry) => ready.replay(name, entry),
  });
  const handlers = createHandlerRecords(page, win, $, () => explainPage());
  const ready = createReadyActions($, registry, page, handlers.names, state);
  const frontend = createFrontendApi({
    win,
    config,
    hooks: registry.hooks,
    devices: page.devices,
    storage: page.storage.local,
    actions: page.actions,
    $,
    elementsHandler: createElementsHandler(registry.hooks, $, page.warn, ready.fire, missingOnce),
    waypoint: createWaypoint(page.scheduler, win, cleanups.own) as (...args: unknown[]) => unknown,
    missing: missingOnce,
  });

  const explainPage = queueExplanation(page, () =>
    state.removed
      ? undefined
      : describePage(registry, detectedBy, ownJQuery, state, ready.records.size, handlers.counts),
  );

  function forget(element: Element) {
    ready.records.delete(element);
    cleanups.run(element);
    handlers.destroy(element);
    explainPage();
  }

  const removeGlobals = exposeGlobals(win, frontend, handlers.classes);
  const initName = page.events.name(INIT_EVENT);
  let stopLateInit = () => {};

  const installation: Installation = {
    connectElement(element, ctx) {
      handlers.seed(element, ctx.rawSettings);
      const record = ready.connect(element, ctx);
      if (!record) return;
      ctx.own(() => forget(element));
      handlers.watch(element, ctx);
      ready.explain(element, record);
      explainPage();
    },
    uninstall() {
      state.removed = true;
      stopLateInit();
      for (const element of [...ready.records.keys()]) forget(element);
      removeGlobals();
      uninstalled(win);
    },
  };
  shortenAnchorScroll(page, registry, win);

  page.events.emit(INIT_EVENT);
  state.initFired = true;
  stopLateInit = answerLateInit(win, ownJQuery, initName);
  installed(win, installation, page.scheduler.yieldToBrowser);
  explainPage();
  return installation;
}
