import { createRuntime, type Islet } from '@islet/core';
import type * as schema from '@islet/core/schema';
import type { EarlyIslet } from './early-islet.ts';
import { featureFamilies, type FeatureFamily } from './features.ts';
import { reactInspectorPanel } from '@islet/core/react';

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
    /** `EarlyIslet` until the runtime's chunk has loaded (after the first contentful paint). */
    islet: IsletGlobal | EarlyIslet;
    isletOptions?: IsletOptions;
  }
}

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

if (options.debug === true) void islet.ready.then(() => islet.debug());
// `islet.js` loads this chunk once the page has painted (`first-paint.ts`), after
// `DOMContentLoaded` (which let later inline modules register their own behaviours first). The
// start is a task of its own, not the one evaluating this chunk: together they were one
// 100–130 ms task at Lighthouse's mobile CPU on `EthereumDay`, counted whole in its blocking time.
setTimeout(() => void islet.start());
