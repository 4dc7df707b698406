/**
 * A part that loads at most once: every call shares the pending or loaded result, and a load
 * that fails (rejects, or resolves to nothing the way `loadPart` does) is forgotten, so the next
 * call — the visitor's next intent — tries again instead of replaying the failure.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().then(
      (value) => {
        if (value == null) pending = undefined;
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
}

/**
 * `load` at most once, as `loadOnce`, and started by the visitor heading for `element`: the
 * pointer over it, a touch on it or the focus in it, whichever comes first. For a gate that
 * loads what a press does before the press (share buttons, the nested accordion).
 */
export function loadOnIntent<T>(
  element: EventTarget,
  load: () => Promise<T>,
  signal: AbortSignal,
): () => Promise<T> {
  const loaded = loadOnce(load);
  const warm = () => void loaded().catch(() => {});
  for (const type of ['pointerover', 'touchstart', 'focusin'])
    element.addEventListener(type, warm, { once: true, passive: true, signal });
  return loaded;
}
