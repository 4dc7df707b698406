import type { Services } from './behaviour-context.ts';
import type { Behaviour, BehaviourDefinition, ElementStatus } from './behaviour.ts';
import { createCleanupStack, type Cleanup } from './cleanup.ts';
import type { IsletErrorPhase } from './error-event.ts';
import { findElements, type ElementInfo } from './elements/element-info.ts';
import { atomicNeedsNoScript } from './elements/atomic-elements.ts';
import { needsNoScript } from './elements/static-widgets.ts';
import type { Logger } from './log.ts';
import { parseSettings } from './safe-json.ts';

/** One behaviour on one element: its code once loaded, its status, what it owns. */
export interface Run {
  definition: BehaviourDefinition;
  /** The behaviour's code, once its chunk has loaded; it connects when the element hydrates. */
  behaviour?: Pick<Behaviour, 'connect' | 'settings'>;
  status: Exclude<ElementStatus, 'static' | 'unsupported'>;
  reason: string;
  cleanups: ReturnType<typeof createCleanupStack>;
  abort: AbortController;
  disconnected: boolean;
  /** The behaviour said itself what it is doing; connecting does not override that. */
  reported: boolean;
  details?: Readonly<Record<string, unknown>>;
}

/** One element Islet found, keyed by node: its settings and the behaviours on it. */
export interface ElementRecord {
  element: HTMLElement;
  info: ElementInfo;
  raw: Record<string, unknown>;
  /** Why the element as a whole is not connected (bad settings, held document, static page). */
  blocked?: { status: 'skipped' | 'pending'; reason: string };
  runs: Run[];
  /** Queued for idle hydration: runs wait with their chunks loaded (cancels the queued task). */
  deferred?: Cleanup;
}

export interface InspectRow {
  id: string;
  elementType: string;
  widgetType: string | null;
  document: string | null;
  status: ElementStatus;
  reason: string;
  behaviours: string[];
  /** What behaviours explained about this element, by behaviour name (`ctx.explain`). */
  details?: Record<string, Readonly<Record<string, unknown>>>;
  /** Non-enumerable, so rows stay plain data when printed or serialised. */
  readonly element?: HTMLElement;
}

/** Reports a behaviour's failure on its element (the `islet:error` event). */
export type Reporter = (
  record: ElementRecord,
  behaviour: string,
  phase: IsletErrorPhase,
  error: unknown,
) => void;

export function createRecord(element: Element, info: ElementInfo): ElementRecord {
  return { element: element as HTMLElement, info, raw: {}, runs: [] };
}

/**
 * One warning per element, however many of its behaviours are skipped, and once for the page's
 * life: an element that connects again (popup content at every showing) or a copy with the same
 * id (a loop's items) says nothing new.
 */
export function warnSkipped(record: ElementRecord, why: string, log: Logger): void {
  const element = `skipped element ${record.info.id} (${record.info.label})`;
  log.warnOnce(element, `${element}: ${why}`, record.element);
}

/**
 * The record of an element just found, with its settings, or with why it cannot connect yet or
 * at all (`blocked`): the content of a popup not `released`, a static render, broken settings.
 */
export function admitRecord(
  element: Element,
  info: ElementInfo,
  services: Pick<Services, 'builder' | 'config' | 'log'>,
  released: WeakSet<Element>,
): ElementRecord {
  const { builder } = services;
  const record = createRecord(element, info);
  const isDocument = info.elementType === 'document';
  // A popup document itself connects (its behaviour shows it); only its content waits.
  const held = (isDocument ? element.parentElement : element)?.closest(
    `[data-${builder}-type="popup"]`,
  );
  if (held && !released.has(held)) {
    const id = held.getAttribute(`data-${builder}-id`);
    record.blocked = { status: 'pending', reason: `waits for popup ${id} to open` };
  } else if (services.config.isStatic) {
    record.blocked = { status: 'skipped', reason: 'the page is a static render (is_static)' };
  } else {
    const settings = parseSettings(
      element.getAttribute(isDocument ? `data-${builder}-settings` : 'data-settings'),
    );
    // Boot already warned about broken document settings; the document still connects with
    // none, so e.g. a popup can at least be opened by its action links.
    if (settings.ok || isDocument) record.raw = settings.ok ? settings.value : {};
    else {
      const reason = `data-settings ${settings.error}`;
      record.blocked = { status: 'skipped', reason };
      warnSkipped(record, reason, services.log);
    }
  }
  return record;
}

/**
 * A new run of `definition` on the element, unless it has one already or the behaviour declines
 * the element (`applies`).
 */
export function addRun(
  record: ElementRecord,
  definition: BehaviourDefinition,
  report: Reporter,
  log: Logger,
): Run | undefined {
  if (record.runs.some((run) => run.definition === definition)) return;
  try {
    if (definition.applies && !definition.applies(record.raw, record.info, record.element)) return;
  } catch (error) {
    log.error(`behaviour "${definition.name}" could not check element ${record.info.id}`, error);
    return;
  }
  const run: Run = {
    definition,
    status: 'pending',
    reason: '',
    cleanups: createCleanupStack((error) => report(record, definition.name, 'disconnect', error)),
    // From the element's own window: listeners there refuse another window's signal.
    abort: new (record.element.ownerDocument.defaultView?.AbortController ?? AbortController)(),
    disconnected: false,
    reported: false,
  };
  record.runs.push(run);
  return run;
}

/** Disconnects a run: everything it owns is released and its signal aborts. */
export function endRun(run: Run): void {
  run.disconnected = true;
  run.cleanups.run();
  run.abort.abort();
}

// Something broken outranks work in progress, which outranks running; an element is skipped
// only when nothing on it runs.
const PRECEDENCE: ElementStatus[] = ['failed', 'pending', 'active', 'skipped'];

/** What an element nothing runs on is: finished as printed, or missing its behaviour. */
function withoutBehaviour(info: ElementInfo): { status: ElementStatus; reason: string } {
  if (!info.atomic)
    // The status says it all: the element type is in the row.
    return { status: needsNoScript(info.widgetName) ? 'static' : 'unsupported', reason: '' };
  const type = info.widgetName ?? info.elementType;
  return atomicNeedsNoScript(type)
    ? { status: 'static', reason: '' }
    : {
        status: 'unsupported',
        reason: `atomic element ${type}: Islet has no behaviour for it; it needs the builder's script`,
      };
}

/** The record as `islet.inspect()` shows it. */
export function rowOf(record: ElementRecord): InspectRow {
  const { info, runs, blocked } = record;
  let status: ElementStatus;
  let reason: string;
  if (blocked) {
    ({ status, reason } = blocked);
  } else if (!runs.length) {
    ({ status, reason } = withoutBehaviour(info));
  } else {
    status =
      PRECEDENCE.find((candidate) => runs.some((run) => run.status === candidate)) ?? 'active';
    reason = runs
      .filter((run) => run.reason)
      .map((run) => `${run.definition.name}: ${run.reason}`)
      .join('; ');
  }
  const row: InspectRow = {
    id: info.id,
    elementType: info.elementType,
    widgetType: info.widgetType,
    document: info.documentId,
    status,
    reason,
    behaviours: runs.map((run) => `${run.definition.name}: ${run.status}`),
  };
  const explained = runs.filter((run) => run.details);
  if (explained.length)
    row.details = Object.fromEntries(explained.map((run) => [run.definition.name, run.details!]));
  // defineProperty's default: not enumerable.
  Object.defineProperty(row, 'element', { value: record.element });
  return row;
}

/** The rows of `inspect()`: the page's own behaviours, then the elements in document order. */
export function inspectRows(
  root: Document | null,
  records: Map<Element, ElementRecord>,
  builder: string,
): InspectRow[] {
  if (!root) return [];
  const rows: InspectRow[] = [];
  const page = records.get(root.documentElement);
  if (page?.runs.length) rows.push(rowOf(page));
  for (const element of findElements(root, builder)) {
    const record = records.get(element);
    // A document nobody handles is only a wrapper: listing it would only add noise.
    if (record && (record.info.elementType !== 'document' || record.runs.length))
      rows.push(rowOf(record));
  }
  return rows;
}

/** Ends `definition`'s run on every element (the behaviour was unregistered). */
export function dropRuns(records: Map<Element, ElementRecord>, definition: BehaviourDefinition) {
  for (const record of records.values()) {
    const run = record.runs.find((candidate) => candidate.definition === definition);
    if (!run) continue;
    endRun(run);
    record.runs.splice(record.runs.indexOf(run), 1);
  }
}
