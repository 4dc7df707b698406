export { createRuntime, DEBUG_PARAMETER, type Islet, type RuntimeOptions } from './runtime.ts';
export {
  defineBehaviour,
  lazy,
  type Behaviour,
  type BehaviourContext,
  type BehaviourDefinition,
  type ConnectResult,
  type ElementStatus,
  type LazyBehaviour,
} from './behaviour.ts';
export type { InspectRow } from './lifecycle.ts';
export type { IsletErrorDetail, IsletErrorPhase } from './error-event.ts';
export { findDocuments, type DocumentInfo } from './elements/document-info.ts';
export type { Cleanup } from './cleanup.ts';
export { readConfig, configGlobalNames, type IsletConfig } from './config.ts';
export {
  DEFAULT_BREAKPOINTS,
  DEVICE_ORDER,
  deviceForWidth,
  deviceRanges,
  type Breakpoint,
  type Breakpoints,
  type DeviceRange,
} from './breakpoints.ts';
export { createDevices, type DeviceListener, type Devices } from './devices.ts';
export { responsiveValue } from './responsive-value.ts';
export { createStore, type SetOptions, type Store } from './storage.ts';
export { createEvents, type EmitOptions, type Events } from './events.ts';
export { createActions, type ActionContext, type ActionHandler, type Actions } from './actions.ts';
export { parseActionLink, type ActionLink } from './action-link.ts';
export {
  ChunkLoadError,
  createChunkLoader,
  CHUNK_TIMEOUT_MS,
  type ChunkFailure,
  type ChunkLoader,
  type ChunkLoaderOptions,
} from './chunks.ts';
export {
  createScheduler,
  type FrameTask,
  type IntersectionOptions,
  type ObserverWindow,
  type Scheduler,
} from './scheduler.ts';
export { createScrollOffsets, fixedAdminBarHeight, type ScrollOffsets } from './scroll-offsets.ts';
export {
  createIslandContainer,
  type IslandComponent,
  type IslandHandle,
  type IslandRenderer,
  type IslandRendererModule,
  type IslandRoot,
} from './islands.ts';
export type { InspectorPanelProps, InspectorPanelSource } from './debug/debug-view.ts';
export {
  contentRoot,
  describeElement,
  documentLabel,
  PAGE_INFO,
  findElements,
  findOwned,
  splitWidgetType,
  type ElementInfo,
} from './elements/element-info.ts';
export { needsNoScript, staticWidgets } from './elements/static-widgets.ts';
export { parseJson, type JsonResult } from './safe-json.ts';
export * as schema from './settings/schema.ts';
export type { SettingsOf, SettingsShape } from './settings/schema.ts';
export { validateSettings, type ValidationResult } from './settings/validate-settings.ts';
export { createLogger, type Logger } from './log.ts';
