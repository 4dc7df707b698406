import type { BehaviourContext } from '@islet/core';
import type { Dollar } from './element-set.ts';
import { nameOf } from './handler-records.ts';
import type { HookEntry, HookRegistry } from './hooks.ts';

export const READY = 'frontend/element_ready/';

interface ReadyRecord {
  /** `global`, the element type, and for widgets the raw `data-widget_type`. */
  keys: string[];
  /** `key: callbackName` for every callback that ran on the element. */
  ran: string[];
  ctx?: BehaviourContext;
}

const notFired = (isStatic: boolean) =>
  isStatic
    ? 'static render: element_ready does not fire'
    : 'no data-element_type: element_ready does not fire';

/** `elementor/frontend/init` has fired; the installation has been removed. */
export interface InstallState {
  initFired: boolean;
  removed: boolean;
}

/**
 * The keys an element's `element_ready` actions fire under, in the original's order: `global`,
 * the element type, then for widgets the widget type. None when they do not fire.
 */
function readyKeys(element: Element, isStatic: boolean): string[] | undefined {
  const type = element.getAttribute('data-element_type');
  if (!type || isStatic) return undefined;
  const keys = ['global', type];
  const widgetType = type === 'widget' ? element.getAttribute('data-widget_type') : null;
  if (widgetType) keys.push(widgetType);
  return keys;
}

/** Runs a record's actions key by key, noting each callback on the record as it is about to run. */
function fireActions(registry: HookRegistry, record: ReadyRecord, $scope: unknown, $: Dollar) {
  for (const key of record.keys) {
    const name = `${READY}${key}`;
    for (const entry of registry.entries('actions', name))
      record.ran.push(`${key}: ${nameOf(entry.callback)}`);
    registry.hooks.doAction(name, $scope, $);
  }
}

/** Reports a connected element active with what ran and was built on it, else skipped. */
function explainRecord(record: ReadyRecord, built: string[]): void {
  const ctx = record.ctx!;
  if (!record.ran.length && !built.length) {
    ctx.report('skipped', `no add-on hook for ${record.keys.at(-1)}`);
    return;
  }
  ctx.report('active');
  ctx.explain({ callbacks: [...record.ran], handlers: built });
}

/**
 * The `element_ready` actions: fired once per element in the original's order, added late and
 * still run for the elements already ready, and explained per element.
 */
export function createReadyActions(
  $: Dollar,
  registry: HookRegistry,
  page: BehaviourContext,
  /** The handlers' names built on an element. */
  handlerNames: (element: Element) => string[],
  state: InstallState,
) {
  const records = new Map<Element, ReadyRecord>();
  let depth = 0;

  /** The original's `runReadyTrigger`: global, then the element type, then the widget type. */
  function fire(element: Element): ReadyRecord | undefined {
    const existing = records.get(element);
    if (existing) return existing;
    const keys = readyKeys(element, page.config.isStatic);
    if (!keys) return undefined;
    const record: ReadyRecord = { keys, ran: [] };
    records.set(element, record);
    depth++;
    try {
      fireActions(registry, record, $(element), $);
    } finally {
      depth--;
    }
    return record;
  }

  /**
   * An `element_ready` action added after elements were ready (a script that ran after init)
   * still runs for them, once each: the original would leave them without the add-on.
   */
  function replay(name: string, entry: HookEntry) {
    if (!state.initFired || depth > 0 || !name.startsWith(READY)) return;
    const key = name.slice(READY.length);
    const targets = [...records].filter(([, record]) => record.keys.includes(key));
    if (!targets.length) return;
    queueMicrotask(() => {
      if (state.removed || !registry.entries('actions', name).includes(entry)) return;
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
        if (record.ctx) explain(element, record);
      }
    });
  }

  /**
   * Fires for a connected element and keeps its context to explain it; reports it skipped when
   * its actions do not fire.
   */
  function connect(element: Element, ctx: BehaviourContext): ReadyRecord | undefined {
    const record = fire(element);
    if (!record) {
      ctx.report('skipped', notFired(page.config.isStatic));
      return undefined;
    }
    record.ctx = ctx;
    return record;
  }

  const explain = (element: Element, record: ReadyRecord) =>
    explainRecord(record, handlerNames(element));

  return { records, fire, connect, replay, explain };
}
