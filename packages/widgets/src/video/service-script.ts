import { trustedScriptUrl } from '@islet/primitives';
/** The builder checks whether a service's script interface is ready this often. */
export const READY_POLL_MS = 350;
/** After this long the interface is taken as unavailable (blocked, offline). */
export const READY_TIMEOUT_MS = 30_000;

const loading = new WeakMap<Window, Map<string, Promise<void>>>();

/**
 * Loads a video service's script interface once per page, and resolves when `isReady` says the
 * interface is there, checking every 350 ms as the builder does; rejects when the script fails or
 * the interface never comes.
 */
export function loadServiceScript(win: Window, src: string, isReady: () => boolean): Promise<void> {
  let scripts = loading.get(win);
  if (!scripts) loading.set(win, (scripts = new Map()));
  const pending = scripts.get(src);
  if (pending) return pending;
  const promise = new Promise<void>((resolve, reject) => {
    if (isReady()) {
      resolve();
      return;
    }
    const doc = win.document;
    if (!doc.querySelector(`script[src="${src}"]`)) {
      const script = doc.createElement('script');
      // The service's own SDK URL, a constant of ours; through the Trusted Types policy.
      script.src = trustedScriptUrl(src);
      script.async = true;
      script.addEventListener('error', () => fail(`the script ${src} could not be loaded`));
      doc.head.append(script);
    }
    const started = Date.now();
    const timer = win.setInterval(() => {
      if (isReady()) {
        win.clearInterval(timer);
        resolve();
      } else if (Date.now() - started > READY_TIMEOUT_MS) fail(`${src} did not become ready`);
    }, READY_POLL_MS);
    function fail(reason: string) {
      win.clearInterval(timer);
      scripts!.delete(src);
      reject(new Error(reason));
    }
  });
  scripts.set(src, promise);
  return promise;
}
