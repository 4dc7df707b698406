import { createRuntime, type Islet } from '@islet/core';
import type * as schema from '@islet/core/schema';
import { featureFamilies, type FeatureFamily } from './features.ts';
import { reactInspectorPanel } from '@islet/core/react';
import { installRetryingImport } from './retrying-import.ts';

/**
 * What a site's server may print before the bundle (the WordPress plugin does):
 * `window.isletOptions = { leave: ['theme-nav'], debug: true }`.
 */
export interface IsletOptions {
  /**
   * Feature families left to the site's original scripts: Islet does not register them.
   * @default [] (Islet registers every family)
   */
  leave?: FeatureFamily[];
  /**
   * Shows the inspector (outlines, table, panel) once ready, as `?islet-debug` does.
   * @default false
   */
  debug?: boolean;
}

/**
 * `window.islet`: the runtime, and `schema()` for a site's own behaviours, which declare their
 * settings as the bundled ones do. It loads the checks' chunk on first call, so pages whose
 * site adds no behaviour never download them.
 */
export type IsletGlobal = Islet & { schema(): Promise<typeof schema> };

declare global {
  interface Window {
    islet: IsletGlobal;
    isletOptions?: IsletOptions;
  }
}

installRetryingImport();
const islet = createRuntime({
  builder: 'elementor',
  inspectorPanel: reactInspectorPanel,
}) as IsletGlobal;
islet.schema = () => import('./schema-api.ts');
const options: IsletOptions = window.isletOptions ?? {};
const leave = new Set<string>(Array.isArray(options.leave) ? options.leave : []);
for (const [family, definitions] of Object.entries(featureFamilies)) {
  if (!leave.has(family)) for (const feature of definitions) islet.register(feature);
}
window.islet = islet;

// Module scripts run before DOMContentLoaded; waiting for it lets later inline modules register
// their own behaviours first, which the lifecycle would also accept after start.
if (options.debug === true) void islet.ready.then(() => islet.debug());
if (document.readyState === 'loading') {
  // DOMContentLoaded fires once per document, so the listener needs no `once`.
  document.addEventListener('DOMContentLoaded', () => void islet.start());
} else {
  void islet.start();
}
