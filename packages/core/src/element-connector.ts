import type { Services } from './behaviour-context.ts';
import {
  isLazy,
  type BehaviourContext,
  type BehaviourDefinition,
  type LazyBehaviour,
} from './behaviour.ts';
import { messageOf } from './error-message.ts';
import { addRun, admitRecord, endRun, type ElementRecord, type Run } from './element-records.ts';
import { createScanner, type Scanner } from './element-scanner.ts';
import { describeElement, findElements } from './elements/element-info.ts';
import type { Cleanup } from './cleanup.ts';
import type { Logger } from './log.ts';
import type { Registry } from './registry.ts';
import { connectRun, reporter } from './run-connect.ts';

type Documents = Pick<BehaviourContext, 'release' | 'hold'>;
type Attach = (record: ElementRecord, definition: BehaviourDefinition) => void;

/** The document's content: not the document itself, whose behaviour is what shows it. */
const contentOf = (documentElement: Element, builder: string): Element[] =>
  findElements(documentElement, builder).filter(
    (element) => element !== documentElement && element.isConnected,
  );

/** A lazy behaviour whose chunk did not load stays off for its element, with one warning. */
function chunkFailed(run: Run, definition: LazyBehaviour, log: Logger, error: unknown) {
  run.status = 'failed';
  run.reason = messageOf(error);
  log.warnOnce(
    `chunk:${definition.chunk}:${run.reason}`,
    `${run.reason} "${definition.name}" stays off.`,
    error,
  );
}

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
): [Scanner, Documents, Attach, (element: Element) => void] {
  const { builder, log, chunks } = services;
  const released = new WeakSet<Element>();
  const scanner = createScanner(builder, services.scheduler.yieldToBrowser, connect, disconnect);
  const { track, enqueue, later: inTurn } = scanner;
  const report = reporter(chunks, log);

  function connect(element: Element) {
    if (records.has(element) || !element.isConnected) return;
    const info = describeElement(element, builder);
    if (!info) return;
    const record = admitRecord(element, info, services, released);
    records.set(element, record);
    if (record.blocked) return;
    if (later.has(element))
      record.deferred = idle(element, () => {
        record.deferred = undefined;
        for (const run of record.runs) if (run.behaviour && !run.disconnected) start(record, run);
      });
    for (const definition of registry.matching(info)) attach(record, definition);
  }

  function attach(record: ElementRecord, definition: BehaviourDefinition) {
    const run = addRun(record, definition, report, log);
    if (!run) return;
    if (!isLazy(definition)) return start(record, run, definition);
    // The chunk downloads now, for every element; only connecting waits for idle time. Once it
    // is here, the elements that waited for it start in the scanner's slices, not all at once.
    run.reason = `loading chunk ${definition.chunk}`;
    void track(
      chunks.load(definition.chunk, definition.load).then(
        (loaded) =>
          inTurn(() => {
            if (!run.disconnected) start(record, run, loaded);
          }),
        (error: unknown) => chunkFailed(run, definition, log, error),
      ),
    );
  }

  // The first viewport and an element the visitor touched do not wait for the queue, unless the
  // visitor is scrolling: then it waits its turn in document order (issue 21).
  const start = (record: ElementRecord, run: Run, behaviour = run.behaviour) =>
    connectRun(record, run, behaviour!, services, documents, track, report, (task) => {
      if (later.has(record.element) || scrolling()) return idle(record.element, task);
      task();
      return () => {};
    });

  function disconnect(element: Element) {
    const record = records.get(element);
    if (!records.delete(element)) return;
    record!.deferred?.();
    for (const run of record!.runs.reverse()) endRun(run);
  }

  const documents: Documents = {
    release(documentElement) {
      released.add(documentElement);
      for (const element of contentOf(documentElement, builder)) disconnect(element);
      enqueue(contentOf(documentElement, builder));
    },
    hold(documentElement) {
      released.delete(documentElement);
      for (const element of contentOf(documentElement, builder)) {
        disconnect(element);
        connect(element);
      }
    },
  };
  return [scanner, documents, attach, disconnect];
}
