/**
 * Chromium remembers a module that failed to load and fails every later `import()` of the same
 * URL without asking the network again. So that "a later attempt retries" really fetches,
 * the build routes the bundle's own dynamic imports through this function, which adds a
 * `?islet-retry=N` query after a failure.
 */
export type RetryingImport = (specifier: string, base: string) => Promise<unknown>;

export const RETRYING_IMPORT_GLOBAL = '__isletImport';

export function installRetryingImport(scope: Record<string, unknown> = globalThis as never) {
  const failures = new Map<string, number>();
  const load: RetryingImport = (specifier, base) => {
    const url = new URL(specifier, base).href;
    const failed = failures.get(url) ?? 0;
    const attempt = failed ? `${url}${url.includes('?') ? '&' : '?'}islet-retry=${failed}` : url;
    return import(/* @vite-ignore */ attempt).catch((error: unknown) => {
      failures.set(url, failed + 1);
      throw error;
    });
  };
  scope[RETRYING_IMPORT_GLOBAL] ??= load;
}
