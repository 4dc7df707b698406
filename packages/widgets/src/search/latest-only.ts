/**
 * Runs requests where only the latest may land: starting one aborts the one before, and a
 * request that finishes after a newer one started is dropped even if it could not be aborted.
 */
export function createLatestOnly(parent: AbortSignal) {
  let current: AbortController | null = null;
  let generation = 0;
  return {
    async run<T>(
      request: (signal: AbortSignal) => Promise<T>,
    ): Promise<{ latest: boolean; value?: T }> {
      current?.abort();
      const mine = ++generation;
      const controller = new AbortController();
      current = controller;
      const stop = () => controller.abort();
      parent.addEventListener('abort', stop, { once: true });
      try {
        const value = await request(controller.signal);
        return mine === generation && !parent.aborted ? { latest: true, value } : { latest: false };
      } catch (error) {
        if (mine !== generation || controller.signal.aborted) return { latest: false };
        throw error;
      } finally {
        parent.removeEventListener('abort', stop);
      }
    },
    /** Drops whatever is in flight. */
    cancel() {
      current?.abort();
      generation++;
    },
  };
}
