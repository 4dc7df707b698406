import { trustedScriptUrl } from '@islet/primitives';
/** [spec] The video services' script interfaces are loaded on demand; readiness polls every 350 ms. */
export const VIDEO_API_POLL_MS = 350;
/** Polling stops after this long (the chunk timeout's order): a blocked script never comes. */
export const VIDEO_API_GIVE_UP_MS = 60_000;

const requested = new WeakMap<Document, Set<string>>();

/**
 * Adds a service's script API to the page once and resolves `true` when `ready()` says it is
 * usable, or `false` when it has not after `VIDEO_API_GIVE_UP_MS` (blocked, offline): the element
 * then keeps what the server rendered. `signal` ends the polling early.
 */
export function loadVideoApi(
  win: Window,
  src: string,
  ready: () => boolean,
  signal: AbortSignal,
): Promise<boolean> {
  const doc = win.document;
  let sources = requested.get(doc);
  if (!sources) requested.set(doc, (sources = new Set()));
  if (!sources.has(src) && !ready()) {
    sources.add(src);
    const script = doc.createElement('script');
    // The service's own SDK URL, a constant of ours; through the Trusted Types policy.
    script.src = trustedScriptUrl(src);
    script.async = true;
    doc.head.append(script);
  }
  const deadline = Date.now() + VIDEO_API_GIVE_UP_MS;
  return new Promise((resolve) => {
    let timer = 0;
    signal.addEventListener('abort', () => win.clearTimeout(timer), { once: true });
    const check = () => {
      if (signal.aborted) return;
      if (ready()) resolve(true);
      else if (Date.now() > deadline) resolve(false);
      else timer = win.setTimeout(check, VIDEO_API_POLL_MS);
    };
    check();
  });
}
