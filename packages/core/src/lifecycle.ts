import type { Actions } from './actions.ts';
import {
  isLazy,
  type Behaviour,
  type BehaviourContext,
  type BehaviourDefinition,
  type ElementStatus,
} from './behaviour.ts';
import type { ChunkLoader } from './chunks.ts';
import { createCleanupStack, type Cleanup } from './cleanup.ts';
import type { Hydration } from './hydration.ts';
import type { IsletConfig } from './config.ts';
import type { Devices } from './devices.ts';
import {
  contentRoot,
  describeElement,
  findElements,
  findOwned,
  isElement,
  PAGE_INFO,
  type ElementInfo,
} from './elements/element-info.ts';
import { needsNoScript } from './elements/static-widgets.ts';
import type { Events } from './events.ts';
import type { Logger } from './log.ts';
import type { Registry } from './registry.ts';
import { parseSettings } from './safe-json.ts';
import type { Scheduler } from './scheduler.ts';
import type { ScrollOffsets } from './scroll-offsets.ts';
import { validateSettings } from './settings/validate-settings.ts';
import type { Store } from './storage.ts';

export interface Services {
  builder: string;
  config: IsletConfig;
  devices: Devices;
  storage: { local: Store; session: Store };
  events: Events;
  actions: Actions;
  scheduler: Scheduler;
  chunks: ChunkLoader;
  scrollOffsets: ScrollOffsets;
  log: Logger;
}

interface Run {
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

interface ElementRecord {
  element: HTMLElement;
  info: ElementInfo;
  raw: Record<string, unknown>;
  /** Why the element as a whole is not connected (bad settings, held document, static page). */
  blocked?: { status: 'skipped' | 'pending'; reason: string };
  runs: Run[];
  warned: boolean;
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

const SLICE_MS = 8;

/** Outside the first viewport, or not laid out (hidden on this device): hydrates in idle time. */
function belowFold(element: Element, height: number): boolean {
  const rect = element.getBoundingClientRect();
  return rect.bottom <= 0 || rect.top >= height || (!rect.width && !rect.height);
}

export function createLifecycle(registry: Registry, services: Services): Lifecycle {
  const { builder, log } = services;
  const records = new Map<Element, ElementRecord>();
  const released = new WeakSet<Element>();
  const queue: Element[] = [];
  let draining = false;
  let work = 0;
  let busy = 0;
  let idleWaiters: (() => void)[] = [];
  let observer: MutationObserver | null = null;
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

  const settle = () => {
    if (busy || queue.length || draining) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };
  const track = <T>(promise: Promise<T>) => {
    busy++;
    return promise.finally(() => {
      busy--;
      settle();
    });
  };

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
    const record: ElementRecord = {
      element: element as HTMLElement,
      info,
      raw: {},
      runs: [],
      warned: false,
    };
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
    const run: Run = {
      definition,
      status: 'pending',
      reason: '',
      cleanups: createCleanupStack((error) =>
        log.error(`cleanup of "${definition.name}" failed`, error),
      ),
      // From the element's own window: listeners there refuse another window's signal.
      abort: new (record.element.ownerDocument.defaultView?.AbortController ?? AbortController)(),
      disconnected: false,
      reported: false,
    };
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
          run.reason = error instanceof Error ? error.message : String(error);
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
    run.reason = error instanceof Error ? error.message : String(error);
    log.error(
      `behaviour "${run.definition.name}" failed on element ${record.info.id} (${record.info.label})`,
      error,
    );
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
    const ctx = createContext(record, run, settings);
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

  function createContext(
    record: ElementRecord,
    run: Run,
    settings: Record<string, unknown>,
  ): BehaviourContext {
    const { element, info } = record;
    const own = (cleanup: Cleanup | void) => {
      run.cleanups.add(cleanup);
      return cleanup ?? (() => {});
    };
    // A subscription ended early leaves the cleanup stack, so one that comes and goes (a scroll
    // listener held only while in view) does not pile up cleanups either.
    const tracked =
      <A extends unknown[]>(subscribe: (...args: A) => Cleanup) =>
      (...args: A): Cleanup => {
        const stop = subscribe(...args);
        const cancel = () => {
          run.cleanups.remove(cancel);
          stop();
        };
        run.cleanups.add(cancel);
        return cancel;
      };
    // A frame task cancels itself on disconnect until it has run, then is forgotten, so a
    // behaviour that schedules every frame does not pile up cleanups.
    const oneShot =
      (schedule: (task: () => void) => Cleanup) =>
      (task: () => void): Cleanup => {
        let ran = false;
        // Declared before it is assigned: a task may run before `schedule` returns (an element
        // the visitor touched), and reading a const then would throw.
        let cancel: Cleanup | undefined;
        // eslint-disable-next-line prefer-const
        cancel = schedule(() => {
          ran = true;
          if (cancel) run.cleanups.remove(cancel);
          task();
        });
        if (!ran) run.cleanups.add(cancel);
        return cancel;
      };
    const { scheduler, devices, events, scrollOffsets } = services;
    // Built on first use: most behaviours touch one or two services, and a page may have
    // thousands of elements.
    let trackedScheduler: Scheduler | undefined;
    let trackedDevices: Devices | undefined;
    let trackedEvents: Events | undefined;
    let trackedActions: Actions | undefined;
    let trackedOffsets: ScrollOffsets | undefined;
    let content: HTMLElement | undefined;
    return {
      element,
      info,
      settings,
      rawSettings: record.raw,
      setting: (key, subKey) => devices.value(settings, key, subKey),
      get content() {
        return (content ??= contentRoot(element, builder));
      },
      find: (selector) => findOwned(element, selector),
      config: services.config,
      get devices() {
        return (trackedDevices ??= { ...devices, onChange: tracked(devices.onChange) });
      },
      storage: services.storage,
      get events() {
        return (trackedEvents ??= { ...events, on: tracked(events.on) });
      },
      get actions() {
        return (trackedActions ??= {
          ...services.actions,
          register: tracked(services.actions.register),
        });
      },
      get scheduler() {
        return (trackedScheduler ??= {
          ...scheduler,
          read: oneShot(scheduler.read),
          write: oneShot(scheduler.write),
          onScroll: tracked(scheduler.onScroll),
          onResize: tracked(scheduler.onResize),
          observeIntersection: tracked(scheduler.observeIntersection),
          observeResize: tracked(scheduler.observeResize),
        });
      },
      chunks: services.chunks,
      get scrollOffsets() {
        return (trackedOffsets ??= { ...scrollOffsets, add: tracked(scrollOffsets.add) });
      },
      release: (documentElement) => lifecycle.release(documentElement),
      hold: (documentElement) => lifecycle.hold(documentElement),
      signal: run.abort.signal,
      own,
      setTimeout(callback, ms) {
        // Forgotten once it has fired, so a behaviour that loops on timers does not pile up.
        const cancel = () => clearTimeout(timer);
        const timer = setTimeout(() => {
          run.cleanups.remove(cancel);
          callback();
        }, ms);
        return own(cancel);
      },
      async mountIsland(container, component, props, renderer) {
        // Island code (and the renderer's library behind it) loads with the first island.
        const islands = await services.chunks.load('islands', () => import('./islands.ts'));
        const island = await islands.mountIsland(
          services.chunks,
          renderer,
          container,
          component,
          props,
        );
        if (run.disconnected) island.unmount();
        else own(() => island.unmount());
        return island;
      },
      report(status, reason = '') {
        run.reported = true;
        run.status = status;
        run.reason = reason;
      },
      // The first viewport and an element the visitor touched do not wait for the queue, unless
      // the visitor is scrolling: then it waits its turn in document order (issue 21).
      idle: oneShot((task) => {
        if (later.has(element) || hydration?.scrolling()) return idle(element, task);
        task();
        return () => {};
      }),
      explain(details) {
        run.details = details;
      },
      warn: (message) => log.warn(`element ${info.id} (${info.label}): ${message}`),
    };
  }

  function end(run: Run) {
    run.disconnected = true;
    run.cleanups.run();
    run.abort.abort();
  }

  function disconnect(element: Element) {
    const record = records.get(element);
    if (!record) return;
    records.delete(element);
    record.deferred?.();
    for (const run of record.runs.reverse()) end(run);
  }

  function enqueue(elements: Element[]) {
    if (!elements.length) return;
    queue.push(...elements);
    if (draining) return;
    draining = true;
    void drain();
  }

  async function drain() {
    while (queue.length) {
      const sliceStart = performance.now();
      while (queue.length && performance.now() - sliceStart < SLICE_MS) connect(queue.shift()!);
      work += performance.now() - sliceStart;
      if (queue.length) await services.scheduler.yieldToBrowser();
    }
    draining = false;
    settle();
  }

  function onMutations(mutations: MutationRecord[]) {
    const added: Element[] = [];
    for (const mutation of mutations) {
      for (const node of mutation.removedNodes) {
        if (!isElement(node) || node.isConnected) continue;
        for (const element of findElements(node, builder)) disconnect(element);
      }
      for (const node of mutation.addedNodes) {
        if (isElement(node) && node.isConnected) added.push(...findElements(node, builder));
      }
    }
    enqueue(added);
  }

  /** The document's content: not the document itself, whose behaviour is what shows it. */
  function connectedWithin(documentElement: Element): Element[] {
    return findElements(documentElement, builder).filter(
      (element) => element !== documentElement && element.isConnected,
    );
  }

  /** Page behaviours run on every page, static renders and pages without the builder included. */
  function connectPage(doc: Document) {
    const record: ElementRecord = {
      element: doc.documentElement,
      info: PAGE_INFO,
      raw: {},
      runs: [],
      warned: false,
    };
    records.set(doc.documentElement, record);
    for (const definition of registry.matching(PAGE_INFO)) attach(record, definition);
  }

  const lifecycle: Lifecycle = {
    start(doc) {
      root = doc;
      const MutationObserverImpl = doc.defaultView?.MutationObserver ?? globalThis.MutationObserver;
      observer = new MutationObserverImpl(onMutations);
      observer.observe(doc.documentElement, { childList: true, subtree: true });
      connectPage(doc);
      const found = findElements(doc, builder);
      // One read pass before any connect writes, so finding the first viewport lays out once.
      const height = doc.documentElement.clientHeight;
      // An element hidden until its entrance animation (`{builder}-invisible`) connects at boot
      // (that only arms an intersection observer): queued, it would stay invisible when scrolled
      // to while the visitor keeps scrolling, since idle hydration waits for scrolling to stop.
      const below = found.filter(
        (element) =>
          !element.hasAttribute(`data-${builder}-type`) &&
          !element.classList.contains(`${builder}-invisible`) &&
          belowFold(element, height),
      );
      later = new WeakSet(below);
      // Without the chunk (it failed to load) the waiting work runs at once, as before there
      // was idle hydration.
      const loading = below.length
        ? services.chunks
            .load('hydration', () => import('./hydration.ts'))
            .then(({ createHydration }) => {
              if (!observer) return;
              hydration = createHydration(
                doc.defaultView ?? window,
                services.scheduler.yieldToBrowser,
                settling,
              );
            }, log.error)
        : Promise.resolve();
      void loading.then(() => {
        for (const queue of early.splice(0)) queue();
      });
      enqueue(found);
      const settled = () =>
        new Promise<void>((resolve) => {
          idleWaiters.push(resolve);
          settle();
        });
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
      observer?.disconnect();
      observer = null;
      queue.length = 0;
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
    work: () => work,
    drop(definition) {
      for (const record of records.values()) {
        const run = record.runs.find((candidate) => candidate.definition === definition);
        if (!run) continue;
        end(run);
        record.runs.splice(record.runs.indexOf(run), 1);
      }
    },
    inspect() {
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
    },
  };
  return lifecycle;
}

// Something broken outranks work in progress, which outranks running; an element is skipped
// only when nothing on it runs.
const PRECEDENCE: ElementStatus[] = ['failed', 'pending', 'active', 'skipped'];

function rowOf(record: ElementRecord): InspectRow {
  const { info, runs, blocked } = record;
  let status: ElementStatus;
  let reason: string;
  if (blocked) {
    ({ status, reason } = blocked);
  } else if (!runs.length) {
    // The status says it all: the element type is in the row.
    status = needsNoScript(info.widgetName) ? 'static' : 'unsupported';
    reason = '';
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
  Object.defineProperty(row, 'element', { value: record.element, enumerable: false });
  return row;
}
