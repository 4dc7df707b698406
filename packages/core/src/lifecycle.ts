import type { Services } from './behaviour-context.ts';
import type { BehaviourDefinition } from './behaviour.ts';
import { createConnector } from './element-connector.ts';
import {
  createRecord,
  endRun,
  inspectRows,
  type InspectRow,
  type ElementRecord,
} from './element-records.ts';
import { belowFirstViewport } from './element-scanner.ts';
import { findElements, PAGE_INFO } from './elements/element-info.ts';
import { createIdleGate } from './idle-gate.ts';
import type { Registry } from './registry.ts';

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

/**
 * The parts: the scanner finds elements (`element-scanner.ts`), the connector makes them records
 * (`element-records.ts`) with a run per matching behaviour (`element-connector.ts`), each run
 * connects through its context (`run-connect.ts`, `behaviour-context.ts`), now or in idle time
 * (`idle-gate.ts`). What is left here is the order of boot and the public methods.
 */
export function createLifecycle(registry: Registry, services: Services): Lifecycle {
  const { builder, chunks } = services;
  const records = new Map<Element, ElementRecord>();
  const gate = createIdleGate();
  const [scanner, documents, attach, disconnect] = createConnector(
    registry,
    services,
    records,
    gate,
  );
  let root: Document | null = null;

  return {
    start(doc) {
      root = doc;
      scanner.observe(doc);
      // Page behaviours run on every page, static renders and pages without the builder included.
      const page = createRecord(doc.documentElement, PAGE_INFO);
      records.set(doc.documentElement, page);
      for (const definition of registry.matching(PAGE_INFO)) attach(page, definition);
      const found = findElements(doc, builder);
      const loading = gate.start(
        doc.defaultView ?? window,
        belowFirstViewport(doc, found, builder),
        chunks,
        services.scheduler.yieldToBrowser,
        // Whether an element is still getting ready: waiting for idle time, a chunk, an async step.
        (element) => {
          const record = records.get(element);
          return !!(record?.deferred || record?.runs.some((run) => run.status === 'pending'));
        },
        services.log,
      );
      scanner.enqueue(found);
      return (async () => {
        await scanner.settled();
        performance.mark('islet:first-viewport');
        await loading;
        // Hydrating can start async connects, and those can queue idle work of their own.
        await gate.drained();
        await scanner.settled();
        await gate.drained();
      })();
    },
    stop() {
      gate.stop();
      root = null;
      scanner.stop();
      for (const element of [...records.keys()]) disconnect(element);
    },
    ...documents,
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
}
