import type { Services } from './behaviour-context.ts';
import { isLazy, type BehaviourContext, type BehaviourDefinition } from './behaviour.ts';
import { messageOf } from './error-message.ts';
import { admitRecord, createRun, endRun, type ElementRecord, type Run } from './element-records.ts';
import { createScanner, type Scanner } from './element-scanner.ts';
import { describeElement, findElements } from './elements/element-info.ts';
import type { Cleanup } from './cleanup.ts';
import type { Registry } from './registry.ts';
import { connectRun, reporter } from './run-connect.ts';

type Documents = Pick<BehaviourContext, 'release' | 'hold'>;

/**
 * Elements found by the scanner become records, each with a run per matching behaviour that
 * connects now, or in idle time once its element hydrates. Returned as a tuple, not an object:
 * the entry's size budget counts every property name, and these minify to one letter.
 */
export function createConnector(
  registry: Registry,
  services: Services,
  records: Map<Element, ElementRecord>,
  later: WeakSet<Element>,
  idle: (element: Element, task: () => void) => Cleanup,
  scrolling: () => boolean | undefined,
): [Scanner, Documents, typeof attach, typeof disconnect] {
  const { builder, log, chunks } = services;
  const released = new WeakSet<Element>();
  const scanner = createScanner(builder, services.scheduler.yieldToBrowser, connect, disconnect);
  const { track, enqueue } = scanner;
  const report = reporter(chunks, log);

  function connect(element: Element) {
    if (records.has(element) || !element.isConnected) return;
    const info = describeElement(element, builder);
    if (!info) return;
    const record = admitRecord(element, info, services, released);
    records.set(element, record);
    if (record.blocked) return;
    if (later.has(element)) {
      record.deferred = idle(element, () => {
        record.deferred = undefined;
        for (const run of record.runs) if (run.behaviour && !run.disconnected) start(record, run);
      });
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
      chunks.load(definition.chunk, definition.load).then(
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

  // The first viewport and an element the visitor touched do not wait for the queue, unless the
  // visitor is scrolling: then it waits its turn in document order (issue 21).
  const start = (record: ElementRecord, run: Run) =>
    connectRun(record, run, services, documents, track, report, (task) => {
      const { element } = record;
      if (later.has(element) || scrolling()) return idle(element, task);
      task();
      return () => {};
    });

  function disconnect(element: Element) {
    const record = records.get(element);
    if (!record) return;
    records.delete(element);
    record.deferred?.();
    for (const run of record.runs.reverse()) endRun(run);
  }

  /** The document's content: not the document itself, whose behaviour is what shows it. */
  const connectedWithin = (documentElement: Element): Element[] =>
    findElements(documentElement, builder).filter(
      (element) => element !== documentElement && element.isConnected,
    );

  const documents: Documents = {
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
  };
  return [scanner, documents, attach, disconnect];
}
