export { features } from './features.ts';
export { addonReason } from './addon-detection.ts';
export { addonOf } from './known-addons.ts';
export {
  createHooks,
  normalisePriority,
  type HookCallback,
  type HookEntry,
  type HookRegistry,
  type Hooks,
} from './hooks.ts';
