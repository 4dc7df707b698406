import type { SpeedKitConfig } from './speed-kit-config.ts';

/**
 * Cache Storage names the accelerator may have filled: the service's own and Islet's worker. The
 * service names its caches after the absolute scope URL (`baqend-speedkithttps://site/`); the
 * relative form (`baqend-speedkit/`) is what the configuration says, so both are cleared.
 */
export const cachePrefixes = (scope: string, absoluteScope: string) => [
  `baqend-speedkit${absoluteScope}`,
  `baqend-speedkit${scope}`,
  'islet-acceleration',
];
/** The service's IndexedDB stores (its data, its config, its cookies). */
export const databaseNames = (scope: string) => [
  'baqend-speedkit-store',
  `baqend-speedkit${scope}`,
];

export interface CleanupReport {
  workers: string[];
  caches: string[];
  databases: string[];
}

const withoutQuery = (url: string) => url.split('?')[0];

/**
 * What the service does when it is switched off, and what Islet does in the disabled state:
 * unregister its worker (same scope, same script), delete its caches and its stored data. It
 * sends nothing. Each step that fails is left for the next page load.
 */
export async function removeAccelerator(
  config: SpeedKitConfig,
  win: Window,
): Promise<CleanupReport> {
  const report: CleanupReport = { workers: [], caches: [], databases: [] };
  const { navigator, location } = win;
  const scope = new URL(config.scope, location.href).href;
  const script = new URL(config.sw, location.href).href;
  const registrations = (await navigator.serviceWorker?.getRegistrations().catch(() => [])) ?? [];
  for (const registration of registrations) {
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    if (registration.scope !== scope || !worker) continue;
    if (withoutQuery(worker.scriptURL) !== withoutQuery(script)) continue;
    if (await registration.unregister().catch(() => false)) report.workers.push(worker.scriptURL);
  }
  if ('caches' in win) {
    const prefixes = cachePrefixes(config.scope, scope);
    const names = await win.caches.keys().catch(() => [] as string[]);
    for (const name of names) {
      if (!prefixes.some((prefix) => name.startsWith(prefix))) continue;
      if (await win.caches.delete(name).catch(() => false)) report.caches.push(name);
    }
  }
  if (win.indexedDB) {
    const wanted = databaseNames(config.scope);
    // `databases()` lets a clean browser skip the deletes; without it, deleting is harmless.
    const existing = win.indexedDB.databases
      ? (await win.indexedDB.databases().catch(() => [])).map((db) => db.name)
      : wanted;
    for (const name of wanted.filter((candidate) => existing.includes(candidate))) {
      await new Promise<void>((resolve) => {
        const request = win.indexedDB.deleteDatabase(name);
        request.onsuccess = () => {
          report.databases.push(name);
          resolve();
        };
        request.onerror = request.onblocked = () => resolve();
      });
    }
  }
  return report;
}
