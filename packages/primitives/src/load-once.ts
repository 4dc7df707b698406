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
