export type Cleanup = () => void;

/** Collects cleanups and runs them once, newest first, each isolated from the others' errors. */
export function createCleanupStack(onError: (error: unknown) => void = () => {}) {
  let stack: Cleanup[] = [];
  return {
    add(cleanup: Cleanup | void | undefined): void {
      if (typeof cleanup === 'function') stack.push(cleanup);
    },
    /** Forgets a cleanup that is no longer needed (a one-shot task that has run). */
    remove(cleanup: Cleanup): void {
      const index = stack.lastIndexOf(cleanup);
      if (index !== -1) stack.splice(index, 1);
    },
    run(): void {
      const pending = stack;
      stack = [];
      for (let i = pending.length - 1; i >= 0; i--) {
        try {
          pending[i]!();
        } catch (error) {
          onError(error);
        }
      }
    },
  };
}
