import type { Actions } from './actions.ts';
import type { BehaviourContext } from './behaviour.ts';
import type { Cleanup } from './cleanup.ts';
import type { Devices } from './devices.ts';
import { contentRoot, findOwned } from './elements/element-info.ts';
import type { ElementRecord, Run } from './element-records.ts';
import type { Events } from './events.ts';
import type { IslandComponent, IslandHandle, IslandRenderer } from './islands.ts';
import type { Scheduler } from './scheduler.ts';
import type { ScrollOffsets } from './scroll-offsets.ts';
import type { ChunkLoader } from './chunks.ts';
import type { IsletConfig } from './config.ts';
import type { Logger } from './log.ts';
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

/** What the lifecycle lends a context: its services, held documents, and its idle queue. */
export interface ContextHost {
  services: Services;
  release(documentElement: Element): void;
  hold(documentElement: Element): void;
  /** Runs `task` in idle time (outside the first viewport) or at once; returns the cancel. */
  idle(task: () => void): Cleanup;
}

/** How a run owns what its behaviour subscribes to, so disconnecting releases all of it. */
function runScope(run: Run) {
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
  const setTimeout = (callback: () => void, ms: number): Cleanup => {
    // Forgotten once it has fired, so a behaviour that loops on timers does not pile up.
    const cancel = () => clearTimeout(timer);
    const timer = globalThis.setTimeout(() => {
      run.cleanups.remove(cancel);
      callback();
    }, ms);
    return own(cancel);
  };
  return { own, tracked, oneShot, setTimeout };
}

type Scope = ReturnType<typeof runScope>;

/**
 * The services as a behaviour sees them, each subscription owned by its run. Built on first use:
 * most behaviours touch one or two services, and a page may have thousands of elements.
 */
function ownedServices(services: Services, scope: Scope) {
  const { scheduler, devices, events, actions, scrollOffsets } = services;
  const { tracked, oneShot } = scope;
  let trackedScheduler: Scheduler | undefined;
  let trackedDevices: Devices | undefined;
  let trackedEvents: Events | undefined;
  let trackedActions: Actions | undefined;
  let trackedOffsets: ScrollOffsets | undefined;
  return {
    devices: () => (trackedDevices ??= { ...devices, onChange: tracked(devices.onChange) }),
    events: () => (trackedEvents ??= { ...events, on: tracked(events.on) }),
    actions: () => (trackedActions ??= { ...actions, register: tracked(actions.register) }),
    scheduler: () =>
      (trackedScheduler ??= {
        ...scheduler,
        read: oneShot(scheduler.read),
        write: oneShot(scheduler.write),
        onScroll: tracked(scheduler.onScroll),
        onResize: tracked(scheduler.onResize),
        observeIntersection: tracked(scheduler.observeIntersection),
        observeResize: tracked(scheduler.observeResize),
      }),
    scrollOffsets: () => (trackedOffsets ??= { ...scrollOffsets, add: tracked(scrollOffsets.add) }),
  };
}

/** The `ctx` one behaviour gets on one element: typed settings, owned services, reporting. */
export function createBehaviourContext(
  record: ElementRecord,
  run: Run,
  settings: Record<string, unknown>,
  host: ContextHost,
): BehaviourContext {
  const { element, info } = record;
  const { services } = host;
  const scope = runScope(run);
  const owned = ownedServices(services, scope);
  let content: HTMLElement | undefined;
  return {
    element,
    info,
    settings,
    rawSettings: record.raw,
    setting: (key, subKey) => services.devices.value(settings, key, subKey),
    get content() {
      return (content ??= contentRoot(element, services.builder));
    },
    find: (selector) => findOwned(element, selector),
    config: services.config,
    get devices() {
      return owned.devices();
    },
    storage: services.storage,
    get events() {
      return owned.events();
    },
    get actions() {
      return owned.actions();
    },
    get scheduler() {
      return owned.scheduler();
    },
    chunks: services.chunks,
    get scrollOffsets() {
      return owned.scrollOffsets();
    },
    release: (documentElement) => host.release(documentElement),
    hold: (documentElement) => host.hold(documentElement),
    signal: run.abort.signal,
    own: scope.own,
    setTimeout: scope.setTimeout,
    mountIsland(container, component, props, renderer) {
      return mountOwnedIsland(services, run, scope, { container, component, props, renderer });
    },
    report(status, reason = '') {
      run.reported = true;
      run.status = status;
      run.reason = reason;
    },
    // The first viewport and an element the visitor touched do not wait for the queue.
    idle: scope.oneShot(host.idle),
    explain(details) {
      run.details = details;
    },
    warn: (message) => services.log.warn(`element ${info.id} (${info.label}): ${message}`),
  };
}

/** Island code (and the renderer's library behind it) loads with the first island. */
async function mountOwnedIsland<P extends object>(
  services: Services,
  run: Run,
  scope: Scope,
  args: {
    container: HTMLElement;
    component: IslandComponent<P>;
    props: P;
    renderer: IslandRenderer;
  },
): Promise<IslandHandle<P>> {
  const islands = await services.chunks.load('islands', () => import('./islands.ts'));
  const island = await islands.mountIsland(
    services.chunks,
    args.renderer,
    args.container,
    args.component,
    args.props,
  );
  if (run.disconnected) island.unmount();
  else scope.own(() => island.unmount());
  return island;
}
