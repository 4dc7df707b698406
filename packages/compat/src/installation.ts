import { fixedAdminBarHeight, parseJson, type BehaviourContext, type Cleanup } from '@islet/core';
import { pageJQuery, type Dollar, type ElementSet } from './element-set.ts';
import { createFrontendApi, type ElementsHandlerApi } from './frontend-api.ts';
import { createHandlerClasses, type BaseHandler } from './handler-classes.ts';
import { createHooks, type HookEntry } from './hooks.ts';
import type { createMinimalDollar } from './minimal-dollar.ts';
import { createWaypoint } from './waypoint.ts';

const READY = 'frontend/element_ready/';
const HANDLER_READY = 'frontend/element_handler_ready/';
const ANCHOR_DISTANCE = 'frontend/handlers/menu_anchor/scroll_top_distance';
const INIT_EVENT = 'frontend/init';

type Bag = Record<string, unknown>;
type Handler = new (settings: Bag) => unknown;

interface ReadyRecord {
  /** `global`, the element type, and for widgets the raw `data-widget_type`. */
  keys: string[];
  /** `key: callbackName` for every callback that ran on the element. */
  ran: string[];
  ctx?: BehaviourContext;
}

export interface Installation {
  /** Fires `element_ready` for an element Islet connected (once per connection). */
  connectElement(element: HTMLElement, ctx: BehaviourContext): void;
  uninstall(): void;
}

const installations = new WeakMap<Window, Installation>();
const waiting = new WeakMap<Window, Array<(installation: Installation | null) => void>>();
/** Why the page behaviour could not install (the minimal `$` did not load), per window. */
const failures = new WeakMap<Window, string>();

/**
 * The page's installation, once the page behaviour has made it; `null` when it could not (the
 * page behaviour warned once for the page, so elements only wait and stay quiet).
 */
export function installationOf(win: Window): Installation | null | Promise<Installation | null> {
  const existing = installations.get(win);
  if (existing) return existing;
  if (failures.has(win)) return null;
  return new Promise((resolve) => waiting.set(win, [...(waiting.get(win) ?? []), resolve]));
}

/** The page behaviour could not install: elements waiting for it learn there is none. */
export function installFailed(win: Window, reason: string): void {
  failures.set(win, reason);
  for (const resolve of waiting.get(win) ?? []) resolve(null);
  waiting.delete(win);
}

/** Makes the minimal `$` for pages without jQuery; loaded only on such pages. */
export type MinimalDollarFactory = typeof createMinimalDollar;

const nameOf = (value: unknown, fallback = 'anonymous') =>
  (typeof value === 'function' && value.name && value.name !== 'child' ? value.name : '') ||
  fallback;

/** `Base.extend({…})` classes have no name of their own: call them after what they handle. */
const handlerName = (handler: BaseHandler, element: Element) =>
  nameOf(
    handler.constructor,
    `handler for ${element.getAttribute('data-widget_type') ?? element.getAttribute('data-element_type')}`,
  );

function isClassHandler(value: unknown): value is Handler {
  return (
    typeof value === 'function' &&
    typeof (value.prototype as { getUniqueHandlerID?: unknown } | undefined)?.getUniqueHandlerID ===
      'function'
  );
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
  const doc = win.document;
  const scope = win as unknown as Bag;
  const { config } = page;
  const ownJQuery = pageJQuery(win);
  const missing = (what: string) =>
    page.warn(`add-on compatibility: ${what} is not provided by Islet; that call does nothing.`);
  const warned = new Set<string>();
  const missingOnce = (what: string) => {
    if (warned.has(what)) return;
    warned.add(what);
    missing(what);
  };
  const $: Dollar =
    ownJQuery ??
    minimalDollar?.(doc, (method) => missingOnce(`$element.${method}() without jQuery`)) ??
    // Unreachable: the page behaviour loads the wrapper whenever the page has no jQuery.
    ((() => ({ length: 0 })) as unknown as Dollar);

  const records = new Map<Element, ReadyRecord>();
  const settings = new WeakMap<Element, Bag>();
  const handlers = new Map<Element, BaseHandler[]>();
  const handlerCounts = new Map<string, number>();
  const elementCleanups = new Map<Element, Cleanup[]>();
  let depth = 0;
  let initFired = false;
  let removed = false;

  // One warning per hook and message: a broken add-on throws for every element it handles.
  const thrown = new Set<string>();
  const registry = createHooks({
    onError(name, error) {
      const message = error instanceof Error ? error.message : String(error);
      if (thrown.has(`${name}\n${message}`)) return;
      thrown.add(`${name}\n${message}`);
      page.warn(`an add-on callback on "${name}" threw: ${message}`);
    },
    onAddAction: replayLateAction,
  });
  const { hooks } = registry;

  const ownElement = (element: Element, cleanup: Cleanup) =>
    elementCleanups.set(element, [...(elementCleanups.get(element) ?? []), cleanup]);

  const classes = createHandlerClasses({
    $,
    settingsOf(element) {
      let known = settings.get(element);
      if (!known) {
        const parsed = parseJson(element.getAttribute('data-settings') ?? '{}');
        known =
          parsed.ok && parsed.value && typeof parsed.value === 'object'
            ? (parsed.value as Bag)
            : {};
        settings.set(element, known);
      }
      return known;
    },
    isEditMode: () => config.editMode,
    deviceSetting: (values, key, subKey) => page.devices.value(values, key, subKey),
    created(handler, element) {
      handlers.set(element, [...(handlers.get(element) ?? []), handler]);
      const name = handlerName(handler, element);
      handlerCounts.set(name, (handlerCounts.get(name) ?? 0) + 1);
      explainPage();
    },
  });

  /** The original's `addHandler`: construct, then `element_handler_ready/{elementName}`. */
  const construct = (Handler: unknown, options: Bag) => {
    if (!isClassHandler(Handler)) return undefined;
    const handler = new Handler(options);
    hooks.doAction(`${HANDLER_READY}${String(options.elementName)}`, options.$element, $);
    return handler;
  };

  const elementsHandler: ElementsHandlerApi = {
    attachHandler(elementName, list, skin) {
      // `skin` undefined means `default`, `null` means no skin (element types).
      const key = `${elementName}${skin === null ? '' : `.${skin ?? 'default'}`}`;
      for (const Handler of Array.isArray(list) ? list : [list]) {
        hooks.addAction(`${READY}${key}`, ($element: unknown) => {
          const options = { $element, elementName: key };
          if (isClassHandler(Handler)) {
            construct(Handler, options);
            return;
          }
          if (typeof Handler !== 'function') return;
          const value = (Handler as () => unknown)();
          if (value instanceof Promise)
            value
              .then((module: { default?: unknown }) => construct(module.default, options))
              .catch((error: unknown) =>
                page.warn(
                  `an add-on handler for "${key}" failed to load or start: ${String(error)}`,
                ),
              );
          else construct(value, options);
        });
      }
    },
    addHandler: (Handler, options) => construct(Handler, options),
    runReadyTrigger(target) {
      const element = (target as ElementSet | undefined)?.[0] ?? target;
      if (element && (element as Node).nodeType === 1) fire(element as Element);
    },
    getHandler: (name) =>
      void missingOnce(`elementorFrontend.elementsHandler.getHandler("${name}")`),
  };

  const frontend = createFrontendApi({
    win,
    config,
    hooks,
    devices: page.devices,
    storage: page.storage.local,
    actions: page.actions,
    $,
    elementsHandler,
    waypoint: createWaypoint(page.scheduler, win, ownElement) as (...args: unknown[]) => unknown,
    missing: missingOnce,
  });

  /** The original's `runReadyTrigger`: global, then the element type, then the widget type. */
  function fire(element: Element): ReadyRecord | undefined {
    const existing = records.get(element);
    if (existing) return existing;
    const type = element.getAttribute('data-element_type');
    if (!type || config.isStatic) return undefined;
    const keys = ['global', type];
    const widgetType = type === 'widget' ? element.getAttribute('data-widget_type') : null;
    if (widgetType) keys.push(widgetType);
    const record: ReadyRecord = { keys, ran: [] };
    records.set(element, record);
    const $scope = $(element);
    depth++;
    try {
      for (const key of keys) {
        const name = `${READY}${key}`;
        for (const entry of registry.entries('actions', name))
          record.ran.push(`${key}: ${nameOf(entry.callback)}`);
        hooks.doAction(name, $scope, $);
      }
    } finally {
      depth--;
    }
    return record;
  }

  /**
   * An `element_ready` action added after elements were ready (a script that ran after init)
   * still runs for them, once each: the original would leave them without the add-on.
   */
  function replayLateAction(name: string, entry: HookEntry) {
    if (!initFired || depth > 0 || !name.startsWith(READY)) return;
    const key = name.slice(READY.length);
    const targets = [...records].filter(([, record]) => record.keys.includes(key));
    if (!targets.length) return;
    queueMicrotask(() => {
      if (removed || !registry.entries('actions', name).includes(entry)) return;
      for (const [element, record] of targets) {
        if (records.get(element) !== record) continue;
        depth++;
        try {
          entry.callback.call(entry.context, $(element), $);
        } catch (error) {
          page.warn(`an add-on callback on "${name}" threw: ${String(error)}`);
        } finally {
          depth--;
        }
        record.ran.push(`${key}: ${nameOf(entry.callback)}`);
        if (record.ctx) explainElement(element, record);
      }
    });
  }

  function explainElement(element: Element, record: ReadyRecord) {
    const ctx = record.ctx!;
    const built = (handlers.get(element) ?? []).map((handler) => handlerName(handler, element));
    if (!record.ran.length && !built.length) {
      ctx.report('skipped', `no add-on hook for ${record.keys.at(-1)}`);
      return;
    }
    ctx.report('active');
    ctx.explain({ callbacks: [...record.ran], handlers: built });
  }

  let explainQueued = false;
  function explainPage() {
    if (explainQueued) return;
    explainQueued = true;
    queueMicrotask(() => {
      explainQueued = false;
      if (removed) return;
      const count = (kind: 'actions' | 'filters') =>
        Object.fromEntries(
          registry.names(kind).map((name) => [name, registry.entries(kind, name).length]),
        );
      page.explain({
        detectedBy,
        jquery: ownJQuery
          ? `page's own ${String((ownJQuery.fn as Bag | undefined)?.jquery ?? '')}`.trim()
          : 'none: $element is the minimal wrapper',
        initFired,
        elementsReady: records.size,
        actions: count('actions'),
        filters: count('filters'),
        handlers: Object.fromEntries(handlerCounts),
      });
    });
  }

  function watchSettings(element: HTMLElement, ctx: BehaviourContext) {
    const watched = () =>
      (handlers.get(element) ?? []).filter(
        (handler) => typeof handler.onElementChange === 'function',
      );
    if (!watched().length) return;
    const Observer = (win as Window & typeof globalThis).MutationObserver;
    const observer = new Observer(() => {
      const parsed = parseJson(element.getAttribute('data-settings') ?? '{}');
      if (!parsed.ok || !parsed.value || typeof parsed.value !== 'object') {
        ctx.warn('data-settings changed to something that is not a JSON object; ignored.');
        return;
      }
      const next = parsed.value as Bag;
      const previous = settings.get(element) ?? {};
      settings.set(element, next);
      const changed = [...new Set([...Object.keys(previous), ...Object.keys(next)])].filter(
        (key) => JSON.stringify(previous[key]) !== JSON.stringify(next[key]),
      );
      for (const handler of watched())
        for (const key of changed) {
          try {
            handler.onElementChange?.(key);
          } catch (error) {
            ctx.warn(`an add-on handler's onElementChange("${key}") threw: ${String(error)}`);
          }
        }
    });
    observer.observe(element, { attributes: true, attributeFilter: ['data-settings'] });
    ctx.own(() => observer.disconnect());
  }

  function forget(element: Element) {
    records.delete(element);
    for (const cleanup of elementCleanups.get(element) ?? []) cleanup();
    elementCleanups.delete(element);
    for (const handler of handlers.get(element) ?? []) {
      try {
        handler.onDestroy();
      } catch (error) {
        page.warn(`an add-on handler's onDestroy threw: ${String(error)}`);
      }
      const name = handlerName(handler, element);
      handlerCounts.set(name, (handlerCounts.get(name) ?? 1) - 1);
      if (!handlerCounts.get(name)) handlerCounts.delete(name);
    }
    handlers.delete(element);
    explainPage();
  }

  const modules = (scope.elementorModules ?? {
    Module: classes.Module,
    ViewModule: classes.ViewModule,
    frontend: { handlers: { Base: classes.Base, SwiperBase: classes.SwiperBase } },
  }) as Bag;
  const ownModules = scope.elementorModules === undefined;
  scope.elementorFrontend = frontend;
  if (ownModules) scope.elementorModules = modules;

  // Late `jQuery(window).on('elementor/frontend/init', …)` bindings run at once, as jQuery runs
  // late `ready` handlers: a script that loaded after init would otherwise wait forever.
  const initName = page.events.name(INIT_EVENT);
  const special = (ownJQuery as unknown as { event?: { special?: Bag } } | null)?.event?.special;

  const installation: Installation = {
    connectElement(element, ctx) {
      const known = settings.get(element);
      if (!known) settings.set(element, { ...ctx.rawSettings });
      const record = fire(element);
      if (!record) {
        ctx.report(
          'skipped',
          config.isStatic
            ? 'static render: element_ready does not fire'
            : 'no data-element_type: element_ready does not fire',
        );
        return;
      }
      record.ctx = ctx;
      ctx.own(() => forget(element));
      watchSettings(element, ctx);
      explainElement(element, record);
      explainPage();
    },
    uninstall() {
      removed = true;
      if (special?.[initName] === lateInit) delete special[initName];
      for (const element of [...records.keys()]) forget(element);
      if (scope.elementorFrontend === frontend) delete scope.elementorFrontend;
      if (ownModules && scope.elementorModules === modules) delete scope.elementorModules;
      installations.delete(win);
    },
  };
  const lateInit = {
    add(this: unknown, handleObject: { handler: (event: unknown) => void }) {
      if (this !== win || !initFired) return;
      queueMicrotask(() => {
        const Event = (ownJQuery as unknown as { Event: new (name: string) => unknown }).Event;
        handleObject.handler.call(win, new Event(initName));
      });
    },
  };

  // Add-ons with a sticky header of their own shorten anchor scrolling through this filter
  // (`scrollTop - height`); Islet's anchor scrolling asks the shared offsets instead.
  page.scrollOffsets.add(() => {
    if (!registry.entries('filters', ANCHOR_DISTANCE).length) return 0;
    const shift = -Number(hooks.applyFilters(ANCHOR_DISTANCE, 0));
    return shift > 0 ? fixedAdminBarHeight(win) + shift : 0;
  });

  installations.set(win, installation);
  page.events.emit(INIT_EVENT);
  initFired = true;
  if (special) special[initName] = lateInit;
  failures.delete(win);
  for (const resolve of waiting.get(win) ?? []) resolve(installation);
  waiting.delete(win);
  explainPage();
  return installation;
}
