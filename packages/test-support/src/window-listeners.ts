/**
 * Which `window` and `document` listeners the current test file added and did not remove, so
 * fresh-window.ts can name them: emptying the page does not reach them, and one left by a file
 * (a lightbox still listening for `resize` and Escape) answers the next file's events.
 */
const LEDGER = Symbol.for('islet.test-support.window-listeners');

type Entry = { target: string; type: string };
type Ledger = Map<EventTarget, Map<EventListenerOrEventListenerObject, Map<string, Entry>>>;

const holder = globalThis as unknown as Record<symbol, Ledger | undefined>;

const key = (type: string, options?: boolean | EventListenerOptions) =>
  `${type}:${typeof options === 'boolean' ? options : Boolean(options?.capture)}`;

/**
 * React DOM's root listens to `selectionchange` on its document for the document's life, by
 * design, and adds it once per document: the first file in a worker to mount an island would be
 * named for it, the others not. Told apart by the stack that adds it, so one of ours still counts.
 */
const byReactDom = (type: string) =>
  type === 'selectionchange' && /react-dom/.test(new Error().stack ?? '');

function watch(target: EventTarget, name: string, ledger: Ledger) {
  // The target's own functions as found: vitest wraps the window's to count `error` listeners.
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  target.addEventListener = (type, listener, options) => {
    const opts = typeof options === 'object' ? options : undefined;
    // A `once` listener leaves by itself; one on a signal leaves with the signal's abort.
    if (listener && !opts?.once && !opts?.signal?.aborted && !byReactDom(type)) {
      const byListener = ledger.get(target) ?? new Map();
      ledger.set(target, byListener);
      const entries = byListener.get(listener) ?? new Map<string, Entry>();
      byListener.set(listener, entries);
      const id = key(type, options);
      entries.set(id, { target: name, type });
      opts?.signal?.addEventListener('abort', () => entries.delete(id), { once: true });
    }
    add(type, listener, options);
  };
  target.removeEventListener = (type, listener, options) => {
    if (listener) ledger.get(target)?.get(listener)?.delete(key(type, options));
    remove(type, listener, options);
  };
}

/**
 * Starts keeping the ledger, once per worker and before fresh-window.ts takes the window as it
 * found it (so the watching functions are part of that window, not a change to put back).
 */
export function watchWindowListeners(): void {
  if (holder[LEDGER]) return;
  const ledger: Ledger = (holder[LEDGER] = new Map());
  watch(window, 'window', ledger);
  watch(document, 'document', ledger);
}

/** The listeners left since the last call, as `window.resize`; the ledger starts again empty. */
export function takeLeftListeners(): string[] {
  const ledger = holder[LEDGER];
  if (!ledger) return [];
  const left = [...ledger.values()].flatMap((byListener) =>
    [...byListener.values()].flatMap((entries) =>
      [...entries.values()].map(({ target, type }) => `${target}.${type}`),
    ),
  );
  ledger.clear();
  return [...new Set(left)];
}
