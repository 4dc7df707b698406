import { belowFold, createRuntime, type Islet } from '@islet/core';
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

/**
 * How long after `DOMContentLoaded` the start waits at most for the first contentful paint on a
 * page whose first screen may only show once Islet runs: the server prints
 * `elementor-invisible` on every element with an entrance animation, and where such an element is
 * in the first screen the page may paint nothing contentful before Islet shows it.
 */
const START_AT_THE_LATEST_WHEN_HIDDEN_MS = 1000;

/**
 * The same wait on any other page: the paint is only waiting for its style sheets and fonts (a
 * font blocks its text for 3 s at most). A paint is reported when it is presented, which can come
 * well after the page's first frame (over a second in headless Chromium): starting on a short
 * timer there fetched every behaviour chunk before the reported paint, and Lighthouse's simulation
 * counted each of them as holding the largest paint back (health-solution: LCP 3.2 s without
 * scripts, 5.6 s with Islet, issue 42).
 */
const START_AT_THE_LATEST_MS = 3000;

/**
 * Calls `run` once the page has painted content (its first contentful paint), at the latest
 * `START_AT_THE_LATEST_MS` later (`START_AT_THE_LATEST_WHEN_HIDDEN_MS` where content waits for
 * Islet to show), or at once in a tab nobody sees (it paints nothing).
 * Behaviours' chunks are fetched when the runtime starts, and a browser fetches module scripts at
 * high priority: started before that paint, they compete with the style sheets and fonts it
 * waits for, and Lighthouse's simulation counts every high-priority script requested before it as
 * holding it back. Nothing has to be connected before the paint (what must be right then,
 * stretched sections and Pro galleries, is `islet-head.js`'s work), and nobody can use a page
 * they cannot see.
 */
function afterFirstContentfulPaint(run: () => void): void {
  const painted = () =>
    performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
  if (
    document.visibilityState === 'hidden' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    run();
    return;
  }
  // Painted before this module ran (it is fetched at low priority): the start in a task of its
  // own, not in the one that evaluated the bundle. Together they were one 100–130 ms task at
  // Lighthouse's mobile CPU on `EthereumDay`, counted whole in its blocking time.
  if (painted()) {
    setTimeout(run);
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', once);
    run();
  };
  const observer = new PerformanceObserver(() => {
    if (painted()) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(
    once,
    hiddenInFirstScreen() ? START_AT_THE_LATEST_WHEN_HIDDEN_MS : START_AT_THE_LATEST_MS,
  );
  // Sent to the background before it painted: it will not paint until shown again.
  document.addEventListener('visibilitychange', once);
}

/**
 * Whether an element hidden until its entrance animation is in the first screen. One hidden
 * further down, or not laid out on this device, keeps nothing of the first paint back: the page
 * waits for the paint as any other (`samedaydaas`: all of them 4,000 px down on a phone, and with
 * the short wait every behaviour chunk was asked for before the reported paint, which Lighthouse
 * counted as holding it back). Their boxes are read once, at `DOMContentLoaded`, when the style
 * sheets a script waits for have loaded: the layout the first paint needs anyway.
 */
function hiddenInFirstScreen(): boolean {
  const height = document.documentElement.clientHeight;
  return [...document.getElementsByClassName('elementor-invisible')].some(
    (element) => !belowFold(element, height),
  );
}

// Module scripts run before DOMContentLoaded; waiting for it lets later inline modules register
// their own behaviours first, which the lifecycle would also accept after start.
if (options.debug === true) void islet.ready.then(() => islet.debug());
const start = () => afterFirstContentfulPaint(() => void islet.start());
if (document.readyState === 'loading') {
  // DOMContentLoaded fires once per document, so the listener needs no `once`.
  document.addEventListener('DOMContentLoaded', start);
} else {
  start();
}
