/**
 * The longest stretch of connecting before a queue yields to the browser. A long task is 50 ms;
 * Lighthouse's mobile run counts a task four times its length, and so does a phone four times
 * slower than this machine: 8 ms stays under it.
 */
export const CONNECT_SLICE_MS = 8;

/**
 * Runs `queue`'s tasks in order, taking each off as it runs, in slices of 8 ms (CONNECT_SLICE_MS)
 * with a yield to the browser between them; tasks pushed while it drains run too, in turn. `done`
 * gets the milliseconds spent running (without the time yielded) in the same task as the last
 * one, so nothing can be pushed between the queue found empty and the caller told so.
 */
export function drainInSlices(
  queue: (() => void)[],
  yieldToBrowser: () => Promise<void>,
  done: (work: number) => void,
): void {
  let work = 0;
  const slice = () => {
    const sliceStart = performance.now();
    while (queue.length && performance.now() - sliceStart < CONNECT_SLICE_MS) queue.shift()!();
    work += performance.now() - sliceStart;
    if (queue.length) void yieldToBrowser().then(slice);
    else done(work);
  };
  slice();
}
