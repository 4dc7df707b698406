import type { Actions } from './actions.ts';
import type { ChunkLoader } from './chunks.ts';
import type { Cleanup } from './cleanup.ts';
import type { IsletConfig } from './config.ts';
import type { Devices } from './devices.ts';
import type { ElementInfo } from './elements/element-info.ts';
import type { Events } from './events.ts';
import type { IslandHandle, IslandComponent, IslandRenderer } from './islands.ts';
import type { Scheduler } from './scheduler.ts';
import type { ScrollOffsets } from './scroll-offsets.ts';
import type { SettingsOf, SettingsShape } from './settings/schema.ts';
import type { Store } from './storage.ts';

/**
 * `static`: nothing to run and nothing needed (a layout element, a heading); `unsupported`:
 * nothing to run though the element needs a script Islet does not have.
 */
export type ElementStatus = 'active' | 'pending' | 'skipped' | 'static' | 'unsupported' | 'failed';

export interface BehaviourContext<S = Record<string, unknown>> {
  readonly element: HTMLElement;
  readonly info: ElementInfo;
  /** The validated settings this behaviour declared; undeclared keys are not here. */
  readonly settings: S;
  /** The element's parsed `data-settings`, unvalidated. */
  readonly rawSettings: Readonly<Record<string, unknown>>;
  /** A responsive setting for the current device (`key_mobile` … falling back toward desktop). */
  setting(key: keyof S & string, subKey?: string): unknown;
  /** The widget's content root (`.elementor-widget-container` or the wrapper). */
  readonly content: HTMLElement;
  /** Descendants matching `selector` that belong to this element, not to nested ones. */
  find(selector: string): HTMLElement[];
  readonly config: IsletConfig;
  /** Subscriptions made here (`onChange`) end on disconnect. */
  readonly devices: Devices;
  readonly storage: { local: Store; session: Store };
  /** Listeners added here (`on`) end on disconnect. */
  readonly events: Events;
  readonly actions: Actions;
  /** Every subscription made here ends on disconnect. */
  readonly scheduler: Scheduler;
  readonly chunks: ChunkLoader;
  /** Offsets for in-page scrolling; sources added here end on disconnect. */
  readonly scrollOffsets: ScrollOffsets;
  /** Connects the elements of a held document (a popup being shown). */
  release(documentElement: Element): void;
  /** Disconnects the elements of a document and holds them until released again. */
  hold(documentElement: Element): void;
  /** Aborted on disconnect: pass it to `addEventListener` and `fetch`. */
  readonly signal: AbortSignal;
  /** Runs `cleanup` on disconnect. */
  own(cleanup: Cleanup): void;
  /**
   * Heavy work that waited for a download (building a carousel): for an element outside the
   * first viewport, runs in idle time after the elements queued for hydration before it, never
   * while the visitor scrolls, and at once when the visitor interacts with the element; for one
   * of the first viewport, at once, unless the visitor is scrolling (then in idle time after the
   * scroll, in document order). Dropped on disconnect.
   */
  idle(task: () => void): Cleanup;
  /** A timer that is cleared on disconnect. */
  setTimeout(callback: () => void, ms: number): Cleanup;
  /**
   * Mounts an island drawn by `renderer` (React's: `reactRenderer` from `@islet/core/react`,
   * whose library loads with the first island); unmounted on disconnect.
   */
  mountIsland<P extends object>(
    container: HTMLElement,
    component: IslandComponent<P>,
    props: P,
    renderer: IslandRenderer,
  ): Promise<IslandHandle<P>>;
  /** Tells the inspector what this behaviour is doing now, e.g. skipped on this device. */
  report(status: 'active' | 'pending' | 'skipped', reason?: string): void;
  /**
   * Plain data the inspector shows under this behaviour's name (e.g. each popup rule with what
   * it saw); replaces what was explained before.
   */
  explain(details: Readonly<Record<string, unknown>>): void;
  /** One console warning naming the element. */
  warn(message: string): void;
}

export type ConnectResult = Cleanup | void | Promise<Cleanup | void>;

/**
 * A cheap test on an element's raw settings, run before any chunk loads: when it returns false
 * the behaviour does not apply to the element at all.
 */
export type Applies = (
  rawSettings: Readonly<Record<string, unknown>>,
  info: ElementInfo,
  element: HTMLElement,
) => boolean;

export interface Behaviour<S extends SettingsShape = SettingsShape> {
  /** Shown by the inspector and in logs. */
  name: string;
  /** `global`, an element type, a widget name, or `name.skin`. */
  match: string | readonly string[];
  /** A cheap test on the raw settings: when false the behaviour does not apply at all. */
  applies?: Applies;
  settings?: S;
  connect(element: HTMLElement, ctx: BehaviourContext<SettingsOf<S>>): ConnectResult;
}

/** A behaviour whose code lives in a lazy chunk, loaded only when a matching element appears. */
export interface LazyBehaviour {
  name: string;
  match: string | readonly string[];
  applies?: Applies;
  chunk: string;
  load(): Promise<Pick<Behaviour, 'connect' | 'settings'>>;
}

export type BehaviourDefinition = Behaviour | LazyBehaviour;

/**
 * A lazy behaviour whose chunk is named after it: the compact form feature packages use in their
 * `features.ts`, since every registration ships in the always-loaded entry.
 */
export function lazy(
  name: string,
  match: LazyBehaviour['match'],
  load: LazyBehaviour['load'],
  applies?: LazyBehaviour['applies'],
): LazyBehaviour {
  return { name, match, chunk: name, load, applies };
}

/** Identity at run time; it only lets TypeScript infer the settings type from the shape. */
export function defineBehaviour<S extends SettingsShape>(behaviour: Behaviour<S>): Behaviour<S> {
  return behaviour;
}

export function isLazy(definition: BehaviourDefinition): definition is LazyBehaviour {
  return 'load' in definition;
}
