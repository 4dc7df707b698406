import type { BehaviourContext } from '@islet/core';
import { trustedScriptUrl } from '@islet/primitives';
import { watchCookies } from './cookie-bridge.ts';
import { removeAccelerator } from './disabled-cleanup.ts';
import { parseConfig, serializeConfig } from './parse-config.ts';
import type { SpeedKitConfig } from './speed-kit-config.ts';
import { STATE_MESSAGE, type WorkerState } from './worker-messages.ts';

/** How long after unregistering a worker its last writes are cleared again. */
const LATE_WRITES_MS = 1000;

/** The global the service's snippet defines, where the server prints the configuration. */
export const CONFIG_GLOBAL = 'speedKit';

/**
 * The page side of acceleration. Disabled (this site's state): remove what an earlier enabled
 * time left, send nothing. Enabled: register the worker and keep it told of the cookies.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext): void {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  const parsed = parseConfig(
    (win as unknown as Record<string, unknown>)[CONFIG_GLOBAL],
    win.location.host,
  );
  if (!parsed.ok) {
    ctx.warn(
      `the acceleration configuration is malformed (${parsed.error}); acceleration stays off.`,
    );
    ctx.report('skipped', `malformed configuration: ${parsed.error}`);
    // Off means off: a worker from an earlier configuration must not keep serving.
    const fallback = parseConfig(undefined, win.location.host);
    if (fallback.ok) whenIdle(win, ctx, () => removeAccelerator(fallback.config, win));
    return;
  }
  for (const warning of parsed.warnings) ctx.warn(`acceleration configuration: ${warning}`);
  const { config } = parsed;
  if (config.rumTracking)
    ctx.warn('acceleration monitoring (rumTracking) is not supported; no beacons are sent.');
  if (config.disabled) {
    ctx.explain({ state: 'disabled', cleanup: 'pending' });
    whenIdle(win, ctx, async () => {
      const removed = await removeAccelerator(config, win);
      ctx.explain({ state: 'disabled', removed });
      // An unregistered worker keeps running until its last page goes, and that page's last
      // messages can still make it store its state: one more pass a moment later clears that.
      if (removed.workers.length)
        ctx.setTimeout(() => void removeAccelerator(config, win), LATE_WRITES_MS);
    });
    return;
  }
  enable(config, doc, ctx);
}

function enable(config: SpeedKitConfig, doc: Document, ctx: BehaviourContext) {
  const win = doc.defaultView!;
  const container = win.navigator.serviceWorker;
  const serialized = serializeConfig(config);
  const tell = () => {
    const state: WorkerState = { type: STATE_MESSAGE, config: serialized, cookies: doc.cookie };
    const worker = container.controller ?? registration?.active;
    worker?.postMessage(state);
  };
  let registration: ServiceWorkerRegistration | undefined;
  ctx.explain({ state: 'enabled', worker: 'registering', script: config.sw, scope: config.scope });
  const register = () => {
    if (ctx.signal.aborted) return;
    // A script-URL sink: under Trusted Types only the `islet` policy's value is accepted.
    Promise.resolve()
      .then(() => container.register(trustedScriptUrl(config.sw), { scope: config.scope }))
      .then(
        async (registered) => {
          registration = registered;
          await container.ready;
          if (ctx.signal.aborted) return;
          tell();
          ctx.explain({
            state: 'enabled',
            worker: 'active',
            script: config.sw,
            scope: config.scope,
          });
        },
        (error: unknown) => {
          ctx.warn(
            `the accelerator's worker could not be installed (${error instanceof Error ? error.message : String(error)}); acceleration stays off.`,
          );
          ctx.report('skipped', 'the worker could not be installed');
        },
      );
  };
  // As the service does: at once on a page no worker controls yet, otherwise without competing
  // with the page's own loading.
  if (!container.controller) register();
  else if (doc.readyState === 'complete') ctx.setTimeout(register, 0);
  else win.addEventListener('load', register, { once: true, signal: ctx.signal });
  container.addEventListener('controllerchange', tell, { signal: ctx.signal });
  ctx.own(watchCookies(doc, tell));
}

function whenIdle(win: Window, ctx: BehaviourContext, work: () => Promise<unknown>) {
  const run = () => {
    if (!ctx.signal.aborted) void work();
  };
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(run, { timeout: 2000 });
    ctx.own(() => win.cancelIdleCallback(handle));
  } else ctx.setTimeout(run, 200);
}
