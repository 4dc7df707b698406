/**
 * Runs jobs one after another, as the shop queues its add-to-cart requests: two quick clicks
 * never race for the same cart.
 */
export function createRequestQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>): Promise<T> => {
    const run = tail.then(job, job);
    tail = run.catch(() => {});
    return run;
  };
}
