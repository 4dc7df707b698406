import type { BehaviourContext } from '@islet/core';

/**
 * Every motion write of a frame in one scheduler write task. A behaviour's scheduler keeps a
 * cleanup per queued task until it disconnects, so one task per instance per frame would grow
 * that list by thousands while someone scrolls; one shared task per frame keeps it small.
 */
interface Batch {
  tasks: Map<object, { ctx: BehaviourContext; task: () => void }>;
  owner: BehaviourContext | null;
}

const batches = new WeakMap<Window, Batch>();

function schedule(batch: Batch, ctx: BehaviourContext) {
  batch.owner = ctx;
  ctx.scheduler.write(() => {
    batch.owner = null;
    const tasks = [...batch.tasks.values()];
    batch.tasks.clear();
    for (const { task } of tasks) task();
  });
}

const watched = new WeakSet<BehaviourContext>();

/** Queues `task` for this frame's write phase, replacing what `key` queued before. */
export function queueWrite(win: Window, key: object, ctx: BehaviourContext, task: () => void) {
  let batch = batches.get(win);
  if (!batch) batches.set(win, (batch = { tasks: new Map(), owner: null }));
  const current = batch;
  if (!watched.has(ctx)) {
    watched.add(ctx);
    // A disconnect cancels the tasks that context scheduled: hand the frame to another one.
    ctx.signal.addEventListener(
      'abort',
      () => {
        for (const [taskKey, entry] of current.tasks)
          if (entry.ctx === ctx) current.tasks.delete(taskKey);
        if (current.owner !== ctx) return;
        current.owner = null;
        const next = current.tasks.values().next().value;
        if (next) schedule(current, next.ctx);
      },
      { once: true },
    );
  }
  if (ctx.signal.aborted) return;
  current.tasks.set(key, { ctx, task });
  if (!current.owner) schedule(current, ctx);
}

/** Drops what `key` queued, if it has not run yet. */
export function cancelWrite(win: Window, key: object) {
  batches.get(win)?.tasks.delete(key);
}
