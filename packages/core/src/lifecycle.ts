import type { Services } from './behaviour-context.ts';
import type { BehaviourDefinition } from './behaviour.ts';
import type { Cleanup } from './cleanup.ts';
import { createConnector } from './element-connector.ts';
import {
  createRecord,
  dropRuns,
  inspectRows,
  type InspectRow,
  type ElementRecord,
} from './element-records.ts';
import { belowFirstViewport } from './element-scanner.ts';
import { findElements, PAGE_INFO } from './elements/element-info.ts';
import type { Hydration } from './hydration.ts';
import { loadHydration } from './hydration-loader.ts';
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
 * (the idle queue below, `hydration.ts`). What is left here is the order of boot, idle time and
 * the public methods.
 */
/**
 * The idle queue as behaviours see it. Until `open`, work waits here in order; `open` hands it
 * over to the hydration chunk's queue (or runs it, where nothing waits below the first viewport),
 * and later work goes there directly. `close` (at stop) drops what waits. A task's cleanup drops
 * it if it has not run.
 */
function idleQueue() {
  let hydration: Hydration | void;
  let opened = false;
  const early: (() => void)[] = [];
  return {
    queue(element: Element | null, task: () => void): Cleanup {
      let cancel: Cleanup | undefined;
      let dropped = false;
      const handOver = () => {
        if (!dropped) cancel = hydration ? hydration.idle(element, task) : void task();
      };
      if (opened) handOver();
      else early.push(handOver);
      return () => {
        dropped = true;
        cancel?.();
      };
    },
    open(loaded: Hydration | void) {
      hydration = loaded;
      opened = true;
      for (const handOver of early.splice(0)) handOver();
    },
    close() {
      hydration = undefined;
      opened = false;
      early.length = 0;
    },
  };
}

export function createLifecycle(registry: Registry, services: Services): Lifecycle {
  const { builder } = services;
  const records = new Map<Element, ElementRecord>();
  /** Elements of the first scan that wait for idle time: outside the first viewport. */
  const later = new WeakSet<Element>();
  let root: Document | null = null;
  let hydration: Hydration | void;
  const idle = idleQueue();
  const [scanner, documents, attach, disconnect] = createConnector(
    registry,
    services,
    records,
    later,
    idle.queue,
    () => hydration?.scrolling(),
  );

  return {
    async start(doc) {
      root = doc;
      // Page behaviours run on every page, static renders and pages without the builder included.
      const page = createRecord(doc.documentElement, PAGE_INFO);
      records.set(doc.documentElement, page);
      for (const definition of registry.matching(PAGE_INFO)) attach(page, definition);
      // The scan and the first viewport's connects in a task of their own: with the page's
      // behaviours asked for and the config read before, one start task was 150–250 ms at
      // Lighthouse's mobile CPU, counted whole in its blocking time after the first paint.
      await services.scheduler.yieldToBrowser();
      if (root !== doc) return;
      scanner.observe(doc);
      const found = findElements(doc, builder);
      const below = belowFirstViewport(doc, found, builder);
      for (const element of below) later.add(element);
      const loading = loadHydration(doc, below, services, records, () => root).then(
        (loaded) => void (hydration = loaded),
      );
      // The first slice of connects in a task of its own too: after finding the elements and
      // measuring the first viewport it made one task of 18 ms at 1× (74 ms at Lighthouse's
      // mobile CPU) on a long recorded page.
      await services.scheduler.yieldToBrowser();
      if (root !== doc) return;
      scanner.enqueue(found);
      await scanner.settled();
      performance.mark('islet:first-viewport');
      await loading;
      if (root !== doc) return;
      // Idle work starts once the first viewport is connected, not when the chunk arrives: where
      // there are no idle callbacks (Safari), its slices would take turns with the first
      // viewport's, and an element below it could connect before one in it.
      idle.open(hydration);
      // Hydrating can start async connects, and those can queue idle work of their own.
      await hydration?.drained();
      await scanner.settled();
      await hydration?.drained();
    },
    stop() {
      hydration?.stop();
      hydration = undefined;
      idle.close();
      root = null;
      scanner.stop();
      for (const element of [...records.keys()]) disconnect(element);
    },
    ...documents,
    adopt(definition) {
      for (const record of records.values())
        if (!record.blocked && registry.matching(record.info).includes(definition))
          attach(record, definition);
    },
    work: scanner.work,
    drop: (definition) => dropRuns(records, definition),
    inspect: () => inspectRows(root, records, builder),
  };
}
