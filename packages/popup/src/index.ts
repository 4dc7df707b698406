export { features } from './features.ts';
export {
  countsOn,
  evaluateTiming,
  RULES,
  timingPasses,
  unknownRules,
  type RuleName,
  type RuleResult,
  type Visitor,
} from './timing-rules.ts';
export {
  adBlocked,
  baitId,
  clickFires,
  isExitIntent,
  planTriggers,
  scrollingFires,
  TRIGGERS,
  type TriggerName,
  type TriggerPlan,
} from './trigger-rules.ts';
export { readPopupSettings, type PopupSettings } from './popup-settings.ts';
export { browserFlags, BROWSERS, type BrowserFlags, type BrowserName } from './browser-flags.ts';
export {
  countDisplay,
  PERIOD_SECONDS,
  periodOf,
  readDisplays,
  type Period,
} from './display-counts.ts';
export { countVisit, readVisit } from './visitor-counters.ts';
