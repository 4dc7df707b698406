/** [spec] The video services' script interfaces are loaded on demand; readiness polls every 350 ms. */
export const VIDEO_API_POLL_MS = 350;

const requested = new WeakMap<Document, Set<string>>();

/**
 * Adds a service's script API to the page once and resolves when `ready()` says it is usable.
 * Never rejects: when the script never readies (blocked, offline) the promise stays pending until
 * `signal` ends the polling, and the element keeps what the server rendered.
 */
export function loadVideoApi(
  win: Window,
  src: string,
  ready: () => boolean,
  signal: AbortSignal,
): Promise<void> {
  const doc = win.document;
  let sources = requested.get(doc);
  if (!sources) requested.set(doc, (sources = new Set()));
  if (!sources.has(src) && !ready()) {
    sources.add(src);
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    doc.head.append(script);
  }
  return new Promise((resolve) => {
    let timer = 0;
    signal.addEventListener('abort', () => win.clearTimeout(timer), { once: true });
    const check = () => {
      if (signal.aborted) return;
      if (ready()) resolve();
      else timer = win.setTimeout(check, VIDEO_API_POLL_MS);
    };
    check();
  });
}
