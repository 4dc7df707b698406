// @ts-check
export { negotiateEncoding, selfSignedCertificate, startOriginServer } from './origin-server.mjs';
export { cell, METRICS, rotate, spread, summarise, trimResult } from './report.mjs';
export {
  chromeFlags,
  hostResolverRules,
  ISLET_BUNDLE_PATH,
  launcherFlags,
  launchOptions,
  lighthouseFlags,
} from './run-flags.mjs';

/** @typedef {import('./origin-server.mjs').Reply} Reply */
/** @typedef {import('./origin-server.mjs').RequestFacts} RequestFacts */
