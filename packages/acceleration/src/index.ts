export { features } from './features.ts';
export { CONFIG_GLOBAL, connect } from './acceleration.ts';
export { detectContentType, type RequestFacts } from './content-type.ts';
export { removeAccelerator, type CleanupReport } from './disabled-cleanup.ts';
export { parseConfig, parsePattern, serializeConfig, type ParsedConfig } from './parse-config.ts';
export { cookiePairs, decideRequest, MAX_URL_LENGTH, type Decision } from './request-decision.ts';
export { matchesPattern, matchesRule } from './rule-match.ts';
export {
  BYPASS_COOKIES,
  siteConfig,
  TRACKING_PARAMETERS,
  type ContentType,
  type Pattern,
  type Rule,
  type SpeedKitConfig,
} from './speed-kit-config.ts';
export { restoreTrackingParams, stripTrackingParams } from './tracking-params.ts';
