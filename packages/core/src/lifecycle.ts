import { createBehaviourContext, oneShot, type Services } from './behaviour-context.ts';
import { isLazy, type BehaviourDefinition } from './behaviour.ts';
import type { Cleanup } from './cleanup.ts';
import {
  createRecord,
  createRun,
  endRun,
  inspectRows,
  type InspectRow,
  type ElementRecord,
  type Run,
} from './element-records.ts';
import { belowFirstViewport, createScanner } from './element-scanner.ts';
import type { IsletErrorPhase } from './error-event.ts';
import { messageOf } from './error-message.ts';
import { describeElement, findElements, PAGE_INFO } from './elements/element-info.ts';
import type { Hydration } from './hydration.ts';
import type { Registry } from './registry.ts';
import { parseSettings } from './safe-json.ts';
import { validateSettings } from './settings/validate-settings.ts';

export type { InspectRow } from './element-records.ts';
export type { Services } from './behaviour-context.ts';

export interface Lifecycle {
  /** Connects every element under `root` and keeps following the DOM. Resolves when settled. */
  start(root: Document): Promise<void>;
  stop(): void;
  /** Connects the elements of a held document (a popup being shown). */
  release(documentElement: Element): void;
  /** Disconnects the elements of a document and holds them until released again. */
  hold(documentElement: Element): void;
  /** Connects a behaviour registered after start to the elements already on the page. */
  adopt(definition: BehaviourDefinition): void;
  /** Disconnects an unregistered behaviour from every element. */
  drop(definition: BehaviourDefinition): void;
  inspect(): InspectRow[];
  /** Milliseconds spent connecting so far, without the time yielded to the browser. */
  work(): number;
}

export function createLifecycle(registry: Registry, services: Services): Lifecycle {
  const { builder, log } = services;
  const records = new Map<Element, ElementRecord>();
  const released = new WeakSet<Element>();
  const scanner = createScanner(builder, services.scheduler.yieldToBrowser, connect, disconnect);
  const { track, enqueue, settled, observe } = scanner;
  let root: Document | null = null;
  let hydration: Hydration | undefined;
  /** Idle work queued before the hydration chunk arrived, in order. */
  let early: (() => void)[] = [];
  const idle = (element: Element | null, task: () => void): Cleanup => {
    let cancel: Cleanup | undefined;
    let dropped = false;
    const queue = () => {
      if (dropped) return;
      if (hydration) cancel = hydration.idle(element, task);
      else task();
    };
    if (hydration) queue();
    else early.push(queue);
    return () => {
      dropped = true;
      cancel?.();
    };
  };
  /** Elements of the first scan that wait for idle time: outside the first viewport. */
  let later = new WeakSet<Element>();

  /** Whether an element is still getting ready: waiting for idle time, a chunk, an async step. */
  const settling = (element: Element) => {
    const record = records.get(element);
    return !!record && (!!record.deferred || record.runs.some((run) => run.status === 'pending'));
  };

  function hydrate(record: ElementRecord) {
    record.deferred = undefined;
    for (const run of record.runs) if (run.behaviour && !run.disconnected) start(record, run);
  }

  /** Failures are rare: what reports them (the `islet:error` event) loads when one happens. */
  function report(record: ElementRecord, name: string, phase: IsletErrorPhase, error: unknown) {
    void services.chunks
      .load('error-event', () => import('./error-event.ts'))
      .then(({ reportFailure }) => reportFailure(record, name, phase, error, log), log.error);
  }

  /** `from`: the element, or for a document the document's parent. */
  function heldBy(from: Element | null): Element | null {
    const popup = from?.closest(`[data-${builder}-type="popup"]`) ?? null;
    return popup && !released.has(popup) ? popup : null;
  }

  function warnSkipped(record: ElementRecord, why: string) {
    if (record.warned) return;
    record.warned = true;
    log.warn(`skipped element ${record.info.id} (${record.info.label}): ${why}`, record.element);
  }

  function connect(element: Element) {
    if (records.has(element) || !element.isConnected) return;
    const info = describeElement(element, builder);
    if (!info) return;
    const record = createRecord(element, info);
    records.set(element, record);
    const isDocument = info.elementType === 'document';
    // A popup document itself connects (its behaviour shows it); only its content waits.
    const held = heldBy(isDocument ? element.parentElement : element);
    if (held) {
      const id = held.getAttribute(`data-${builder}-id`);
      record.blocked = { status: 'pending', reason: `waits for popup ${id} to open` };
      return;
    }
    if (services.config.isStatic) {
      record.blocked = { status: 'skipped', reason: 'the page is a static render (is_static)' };
      return;
    }
    const settings = parseSettings(
      element.getAttribute(isDocument ? `data-${builder}-settings` : 'data-settings'),
    );
    // Boot already warned about broken document settings; the document still connects with
    // none, so e.g. a popup can at least be opened by its action links.
    if (!settings.ok && !isDocument) {
      const reason = `data-settings ${settings.error}`;
      record.blocked = { status: 'skipped', reason };
      warnSkipped(record, reason);
      return;
    }
    record.raw = settings.ok ? settings.value : {};
    if (later.has(element)) {
      record.deferred = idle(element, () => hydrate(record));
    }
    for (const definition of registry.matching(info)) attach(record, definition);
  }

  function attach(record: ElementRecord, definition: BehaviourDefinition) {
    if (record.runs.some((run) => run.definition === definition)) return;
    try {
      if (definition.applies && !definition.applies(record.raw, record.info, record.element))
        return;
    } catch (error) {
      log.error(`behaviour "${definition.name}" could not check element ${record.info.id}`, error);
      return;
    }
    const run = createRun(record, definition, report);
    record.runs.push(run);
    if (!isLazy(definition)) return arrive(record, run, definition);
    // The chunk downloads now, for every element; only connecting waits for idle time.
    run.reason = `loading chunk ${definition.chunk}`;
    void track(
      services.chunks.load(definition.chunk, definition.load).then(
        (loaded) => {
          if (!run.disconnected) arrive(record, run, loaded);
        },
        (error: unknown) => {
          run.status = 'failed';
          run.reason = messageOf(error);
          log.warnOnce(
            `chunk:${definition.chunk}:${run.reason}`,
            `${run.reason} "${definition.name}" stays off.`,
            error,
          );
        },
      ),
    );
  }

  /** A behaviour's code is here: it connects now, or when its element hydrates. */
  function arrive(record: ElementRecord, run: Run, behaviour: Run['behaviour']) {
    run.behaviour = behaviour;
    if (record.deferred) run.reason = 'waits for idle hydration';
    else start(record, run);
  }

  function fail(record: ElementRecord, run: Run, error: unknown) {
    run.cleanups.run();
    run.abort.abort();
    run.status = 'failed';
    run.reason = messageOf(error);
    report(record, run.definition.name, 'connect', error);
  }

  function start(record: ElementRecord, run: Run) {
    const behaviour = run.behaviour!;
    let settings: Record<string, unknown> = {};
    if (behaviour.settings) {
      const result = validateSettings(record.raw, behaviour.settings);
      if (!result.ok) {
        run.status = 'skipped';
        run.reason = `bad settings: ${result.errors.join('; ')}`;
        warnSkipped(record, run.reason);
        return;
      }
      settings = result.value;
    }
    const { element } = record;
    const ctx = createBehaviourContext(
      record,
      run,
      settings,
      services,
      lifecycle,
      // The first viewport and an element the visitor touched do not wait for the queue, unless
      // the visitor is scrolling: then it waits its turn in document order (issue 21).
      oneShot(run, (task) => {
        if (later.has(element) || hydration?.scrolling()) return idle(element, task);
        task();
        return () => {};
      }),
    );
    try {
      const result = behaviour.connect(record.element, ctx);
      if (result instanceof Promise) {
        if (!run.reported) run.reason = 'connecting';
        void track(
          result.then(
            (cleanup) => {
              if (run.disconnected) {
                cleanup?.();
                return;
              }
              run.cleanups.add(cleanup);
              if (!run.reported) {
                run.status = 'active';
                run.reason = '';
              }
            },
            (error: unknown) => fail(record, run, error),
          ),
        );
        return;
      }
      run.cleanups.add(result);
      if (!run.reported) {
        run.status = 'active';
        run.reason = '';
      }
    } catch (error) {
      fail(record, run, error);
    }
  }

  function disconnect(element: Element) {
    const record = records.get(element);
    if (!record) return;
    records.delete(element);
    record.deferred?.();
    for (const run of record.runs.reverse()) endRun(run);
  }

  /** The document's content: not the document itself, whose behaviour is what shows it. */
  function connectedWithin(documentElement: Element): Element[] {
    return findElements(documentElement, builder).filter(
      (element) => element !== documentElement && element.isConnected,
    );
  }

  const lifecycle: Lifecycle = {
    start(doc) {
      root = doc;
      observe(doc);
      // Page behaviours run on every page, static renders and pages without the builder included.
      const page = createRecord(doc.documentElement, PAGE_INFO);
      records.set(doc.documentElement, page);
      for (const definition of registry.matching(PAGE_INFO)) attach(page, definition);
      const found = findElements(doc, builder);
      const below = belowFirstViewport(doc, found, builder);
      later = new WeakSet(below);
      // Without the chunk (it failed to load) the waiting work runs at once, as before there
      // was idle hydration.
      const loading = below.length
        ? services.chunks
            .load('hydration', () => import('./hydration.ts'))
            .then(
              ({ createHydration }) => {
                if (!root) return;
                hydration = createHydration(
                  doc.defaultView ?? window,
                  services.scheduler.yieldToBrowser,
                  settling,
                );
              },
              (error: unknown) => log.warn(`idle hydration is off: ${String(error)}`),
            )
        : Promise.resolve();
      void loading.then(() => {
        for (const queue of early.splice(0)) queue();
      });
      enqueue(found);
      return (async () => {
        await settled();
        performance.mark('islet:first-viewport');
        await loading;
        // Hydrating can start async connects, and those can queue idle work of their own.
        await hydration?.drained();
        await settled();
        await hydration?.drained();
      })();
    },
    stop() {
      hydration?.stop();
      hydration = undefined;
      early = [];
      root = null;
      scanner.stop();
      for (const element of [...records.keys()]) disconnect(element);
    },
    release(documentElement) {
      released.add(documentElement);
      for (const element of connectedWithin(documentElement)) disconnect(element);
      enqueue(connectedWithin(documentElement));
    },
    hold(documentElement) {
      released.delete(documentElement);
      for (const element of connectedWithin(documentElement)) {
        disconnect(element);
        connect(element);
      }
    },
    adopt(definition) {
      for (const record of records.values()) {
        if (record.blocked) continue;
        if (registry.matching(record.info).includes(definition)) attach(record, definition);
      }
    },
    work: scanner.work,
    drop(definition) {
      for (const record of records.values()) {
        const run = record.runs.find((candidate) => candidate.definition === definition);
        if (!run) continue;
        endRun(run);
        record.runs.splice(record.runs.indexOf(run), 1);
      }
    },
    inspect: () => inspectRows(root, records, builder),
  };
  return lifecycle;
}
