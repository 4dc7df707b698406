// The public API (docs/public-api.md): what a theme developer needs to create a runtime and write
// behaviours (the context's member types included), and what the feature packages import.
export { createRuntime, type Islet, type RuntimeOptions } from './runtime.ts';
export {
  defineBehaviour,
  lazy,
  type Applies,
  type Behaviour,
  type BehaviourContext,
  type BehaviourDefinition,
  type ConnectResult,
  type ElementStatus,
  type LazyBehaviour,
} from './behaviour.ts';
export type { InspectRow } from './lifecycle.ts';
export type { IsletErrorDetail, IsletErrorPhase } from './error-event.ts';
export type { Cleanup } from './cleanup.ts';
export { configGlobalNames, readBreakpoints, type IsletConfig } from './config.ts';
export {
  DEFAULT_BREAKPOINTS,
  DEVICE_ORDER,
  deviceForWidth,
  deviceRanges,
  type Breakpoint,
  type Breakpoints,
  type DeviceRange,
} from './breakpoints.ts';
export type { DeviceListener, Devices } from './devices.ts';
export { responsiveValue } from './responsive-value.ts';
export { createStore, type SetOptions, type Store } from './storage.ts';
export type { EmitOptions, Events } from './events.ts';
export type { ActionContext, ActionHandler, Actions } from './actions.ts';
export {
  actionHashOf,
  actionLinkSelector,
  parseActionLink,
  type ActionLink,
} from './action-link.ts';
export type { ChunkLoader } from './chunks.ts';
export type { FrameTask, IntersectionOptions, Scheduler } from './scheduler.ts';
export type { ParsingPass } from './parsing-pass.ts';
export { fixedAdminBarHeight, type ScrollOffsets } from './scroll-offsets.ts';
export {
  createIslandContainer,
  type IslandComponent,
  type IslandHandle,
  type IslandRenderer,
  type IslandRendererModule,
  type IslandRoot,
} from './islands.ts';
export type { InspectorPanelProps, InspectorPanelSource } from './debug/debug-view.ts';
export { contentRoot, type ElementInfo } from './elements/element-info.ts';
export { belowFold } from './element-scanner.ts';
export { drainInSlices } from './drain-in-slices.ts';
export type { DocumentInfo } from './elements/document-info.ts';
export { needsNoScript, staticWidgets } from './elements/static-widgets.ts';
export {
  atomicNeedsNoScript,
  atomicWidgetName,
  staticAtomicElements,
} from './elements/atomic-elements.ts';
export { parseJson, type JsonResult } from './safe-json.ts';
export * as schema from './settings/schema.ts';
export type { SettingsOf } from './settings/schema.ts';
export { createLogger, type Logger } from './log.ts';
