import type { Actions } from './actions.ts';
import type { BehaviourContext } from './behaviour.ts';
import type { ChunkLoader } from './chunks.ts';
import type { Cleanup } from './cleanup.ts';
import type { IsletConfig } from './config.ts';
import type { Devices } from './devices.ts';
import { contentRoot, findOwned } from './elements/element-info.ts';
import type { ElementRecord, Run } from './element-records.ts';
import type { Events } from './events.ts';
import type { Logger } from './log.ts';
import type { Scheduler } from './scheduler.ts';
import type { ScrollOffsets } from './scroll-offsets.ts';
import type { Store } from './storage.ts';

/** The runtime's services, which every behaviour context wraps. */
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

/** Documents a behaviour may show or hide (a popup's content), from the lifecycle. */
type Documents = Pick<BehaviourContext, 'release' | 'hold'>;

// Module functions taking the run, not closures built per context: a page may have thousands of
// elements, and the entry's size budget counts every byte of this file.

function own(run: Run, cleanup: Cleanup | void): Cleanup {
  run.cleanups.add(cleanup);
  return cleanup ?? (() => {});
}

/**
 * A subscription ended early leaves the cleanup stack, so one that comes and goes (a scroll
 * listener held only while in view) does not pile up cleanups either.
 */
function tracked<A extends unknown[]>(run: Run, subscribe: (...args: A) => Cleanup) {
  return (...args: A): Cleanup => {
    const stop = subscribe(...args);
    const cancel = () => {
      run.cleanups.remove(cancel);
      stop();
    };
    run.cleanups.add(cancel);
    return cancel;
  };
}

/**
 * A frame task cancels itself on disconnect until it has run, then is forgotten, so a behaviour
 * that schedules every frame does not pile up cleanups.
 */
export function oneShot(run: Run, schedule: (task: () => void) => Cleanup) {
  return (task: () => void): Cleanup => {
    let ran = false;
    // Declared before it is assigned: a task may run before `schedule` returns (an element the
    // visitor touched), and reading a const then would throw.
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
}

/** A service whose subscribing method's cancels the run owns. */
function owning<S, K extends keyof S>(run: Run, service: S, key: K): S {
  return { ...service, [key]: tracked(run, service[key] as (...args: unknown[]) => Cleanup) };
}

function ownedScheduler(run: Run, scheduler: Scheduler): Scheduler {
  return {
    ...scheduler,
    read: oneShot(run, scheduler.read),
    write: oneShot(run, scheduler.write),
    onScroll: tracked(run, scheduler.onScroll),
    onResize: tracked(run, scheduler.onResize),
    observeIntersection: tracked(run, scheduler.observeIntersection),
    observeResize: tracked(run, scheduler.observeResize),
  };
}

/**
 * The `ctx` one behaviour gets on one element: typed settings, services whose subscriptions the
 * run owns (built on first use: most behaviours touch one or two), reporting. `idle` is the
 * lifecycle's idle queue for this element, already owned by the run.
 */
export function createBehaviourContext(
  record: ElementRecord,
  run: Run,
  settings: Record<string, unknown>,
  services: Services,
  documents: Documents,
  idle: BehaviourContext['idle'],
): BehaviourContext {
  const { element, info } = record;
  const { devices, events, actions, scrollOffsets, log, chunks } = services;
  let content: HTMLElement | undefined;
  let ownedDevices: Devices | undefined;
  let ownedEvents: Events | undefined;
  let ownedActions: Actions | undefined;
  let ownedOffsets: ScrollOffsets | undefined;
  let scheduler: Scheduler | undefined;
  return {
    element,
    info,
    settings,
    rawSettings: record.raw,
    setting: (key, subKey) => devices.value(settings, key, subKey),
    get content() {
      return (content ??= contentRoot(element, services.builder));
    },
    find: (selector) => findOwned(element, selector),
    config: services.config,
    get devices() {
      return (ownedDevices ??= owning(run, devices, 'onChange'));
    },
    storage: services.storage,
    get events() {
      return (ownedEvents ??= owning(run, events, 'on'));
    },
    get actions() {
      return (ownedActions ??= owning(run, actions, 'register'));
    },
    get scheduler() {
      return (scheduler ??= ownedScheduler(run, services.scheduler));
    },
    chunks,
    get scrollOffsets() {
      return (ownedOffsets ??= owning(run, scrollOffsets, 'add'));
    },
    release: documents.release,
    hold: documents.hold,
    signal: run.abort.signal,
    own: (cleanup) => own(run, cleanup),
    // Forgotten once it has fired, so a behaviour that loops on timers does not pile up.
    setTimeout: (callback, ms) =>
      oneShot(run, (task) => {
        const timer = setTimeout(task, ms);
        return () => clearTimeout(timer);
      })(callback),
    // Island code (and the renderer's library behind it) loads with the first island.
    mountIsland: (...args) =>
      chunks
        .load('islands', () => import('./islands.ts'))
        .then((islands) => islands.ownedIsland(record, run, log, chunks, ...args)),
    report(status, reason = '') {
      run.reported = true;
      run.status = status;
      run.reason = reason;
    },
    idle,
    explain(details) {
      run.details = details;
    },
    warn: (message) => log.warn(`element ${info.id} (${info.label}): ${message}`),
  };
}
