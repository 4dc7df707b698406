// The plugin's classification of a page's scripts lives in @islet/page-html (bundled into the
// CLI), shared with the page transform that leaves what the plugin would leave.
export {
  ATOMIC_KEPT_HANDLES,
  groupScripts,
  jqueryStays,
  librariesCalled,
  librariesStaying,
  needsJquery,
  pageScripts,
  RUN_ATOMIC_TYPES,
} from '@islet/page-html/page-scripts';
export type { GroupedScript, PageScript, ScriptGroup } from '@islet/page-html/page-scripts';
