import type { InspectorPanelSource } from './debug/debug-view.ts';
import { createActions, type Actions } from './actions.ts';
import type { BehaviourDefinition } from './behaviour.ts';
import { createChunkLoader, type ChunkLoader } from './chunks.ts';
import type { Cleanup } from './cleanup.ts';
import { readConfig, type IsletConfig } from './config.ts';
import { createDevices, type Devices } from './devices.ts';
import { findDocuments, type DocumentInfo } from './elements/document-info.ts';
import { createEvents, type Events } from './events.ts';
import { createLifecycle, type InspectRow, type Lifecycle } from './lifecycle.ts';
import { messageOf } from './error-message.ts';
import { createLogger, type Logger } from './log.ts';
import { createRegistry } from './registry.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';
import { createScrollOffsets, type ScrollOffsets } from './scroll-offsets.ts';
import { createStorage, type Store } from './storage.ts';
import { VERSION } from './version.ts';

export interface RuntimeOptions {
  /**
   * The builder's prefix for globals, attributes, classes, events and storage.
   * @default 'elementor'
   */
  builder?: string;
  /**
   * The window whose document Islet runs on (a jsdom window in tests).
   * @default window
   */
  window?: Window;
  /**
   * Where warnings and errors go.
   * @default createLogger() (the console, prefixed `[islet]`)
   */
  logger?: Logger;
  /**
   * How long a lazy chunk may take before it counts as failed, in milliseconds.
   * @default 120000 (CHUNK_TIMEOUT_MS)
   */
  chunkTimeout?: number;
  /**
   * The panel `debug()` shows beside the console table and the outlines: `reactInspectorPanel`
   * from `@islet/core/react`. Without it there is no panel and no UI library is needed.
   * @default undefined
   */
  inspectorPanel?: InspectorPanelSource;
}

export interface Islet {
  readonly version: string;
  readonly builder: string;
  /** Resolves when the first scan has connected everything it found. */
  readonly ready: Promise<void>;
  /** The server's config as read at start; throws before `start()`. */
  readonly config: IsletConfig;
  readonly devices: Devices;
  readonly actions: Actions;
  readonly events: Events;
  readonly scheduler: Scheduler;
  readonly chunks: ChunkLoader;
  readonly storage: { local: Store; session: Store };
  /** Where in-page scroll targets must land: below the admin bar and sticky headers. */
  readonly scrollOffsets: ScrollOffsets;
  /** Connects a behaviour wherever it matches, now and later; the cleanup disconnects it. */
  register(definition: BehaviourDefinition): Cleanup;
  inspect(): InspectRow[];
  /** Every builder document on the page with its parsed `data-{builder}-settings`. */
  documents(): DocumentInfo[];
  /** Shows the inspector: console table, outlines, panel (what `?islet-debug` does at boot). */
  debug(): Promise<void>;
  /** Connects the elements of a held document, e.g. a popup that is being shown. */
  release(documentElement: Element): void;
  hold(documentElement: Element): void;
  start(): Promise<void>;
  stop(): void;
}

export const DEBUG_PARAMETER = 'islet-debug';

const needStarted = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`[islet] ${what} is available after start()`);
  return value;
};

/** The server's config, after warning once about each builder document whose settings broke. */
function readPage(win: Window, builder: string, log: Logger): IsletConfig {
  const documents = findDocuments(win.document, builder);
  for (const { id, type, error } of documents) {
    if (error) log.warn(`document ${id} (${type}): ${error}; its settings are ignored.`);
  }
  return readConfig(win as unknown as Record<string, unknown>, builder, log, {
    expectConfig: documents.length > 0,
  });
}

/** The body says which device the page is laid out for, as the builder's own script does. */
function markDevice(doc: Document, builder: string, devices: Devices): Cleanup {
  const mark = () => doc.body.setAttribute(`data-${builder}-device-mode`, devices.current());
  mark();
  return devices.onChange(mark);
}

/** The page works without the inspector; calling debug() again retries the chunk. */
async function showInspector(
  islet: Islet,
  doc: Document,
  log: Logger,
  panel?: InspectorPanelSource,
) {
  try {
    const view = await islet.chunks.load('inspector', () => import('./debug/debug-view.ts'));
    await view.showDebugView(islet, doc, panel);
  } catch (error) {
    log.warn(`${messageOf(error)} The inspector stays off.`);
  }
}

export function createRuntime(options: RuntimeOptions = {}): Islet {
  const builder = options.builder ?? 'elementor';
  const win = options.window ?? window;
  const doc = win.document;
  const log = options.logger ?? createLogger();
  const registry = createRegistry();
  const chunks = createChunkLoader({ timeout: options.chunkTimeout });
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  let config: IsletConfig | undefined;
  let devices: Devices | undefined;
  let lifecycle: Lifecycle | undefined;
  let started: Promise<void> | undefined;
  const stops: Cleanup[] = [];

  async function boot() {
    performance.mark('islet:start');
    config = readPage(win, builder, log);
    devices = createDevices(config.breakpoints, win);
    stops.push(markDevice(doc, builder, devices));
    stops.push(islet.actions.register('reload-page', () => win.location.reload()));
    stops.push(islet.actions.listen(doc));
    // The islet object is the services (its config and devices are set by now), plus the logger.
    lifecycle = createLifecycle(registry, { ...islet, log });
    stops.push(registry.onAdd((definition) => lifecycle?.adopt(definition)));
    await lifecycle.start(doc);
    islet.actions.runFromHash(doc, win.location.hash);
    performance.mark('islet:ready');
    // `work` is the scan's own time; the rest of the span is the browser's work between slices.
    performance.measure('islet:boot', { start: 'islet:start', detail: { work: lifecycle.work() } });
    resolveReady();
    if (new URLSearchParams(win.location.search).has(DEBUG_PARAMETER)) await islet.debug();
  }

  const islet: Islet = {
    version: VERSION,
    builder,
    ready,
    get config() {
      return needStarted(config, 'config');
    },
    get devices() {
      return needStarted(devices, 'devices');
    },
    actions: createActions(builder, log),
    events: createEvents(builder, win),
    scheduler: createScheduler(win),
    chunks,
    storage: createStorage(win, builder, log),
    scrollOffsets: createScrollOffsets(win),
    register(definition) {
      const remove = registry.add(definition);
      return () => {
        remove();
        lifecycle?.drop(definition);
      };
    },
    inspect: () => lifecycle?.inspect() ?? [],
    documents: () => findDocuments(doc, builder),
    debug: () => showInspector(islet, doc, log, options.inspectorPanel),
    release: (element) => needStarted(lifecycle, 'release()').release(element),
    hold: (element) => needStarted(lifecycle, 'hold()').hold(element),
    start() {
      started ??= boot().catch((error: unknown) => {
        log.error('start failed', error);
        resolveReady();
      });
      return started;
    },
    stop() {
      lifecycle?.stop();
      devices?.dispose();
      for (const stop of stops.splice(0)) stop();
    },
  };
  return islet;
}
