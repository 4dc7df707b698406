import { describe, expect, it } from 'vitest';
import { fakeClock } from '@islet/test-support/connect-slices';
import { CONNECT_SLICE_MS, drainInSlices } from './drain-in-slices.ts';

/** Drains `queue`, noting each yield in `log`; resolves with the work `done` was given. */
const drain = (queue: (() => void)[], log: string[]) =>
  new Promise<number>((resolve) =>
    drainInSlices(
      queue,
      () => {
        log.push('yield');
        return Promise.resolve();
      },
      resolve,
    ),
  );

/** A task that notes `id` in `log` and costs `ms` on the fake clock. */
const costing = (log: string[], spend: (ms: number) => void, ms: number) => (id: string) => () => {
  log.push(id);
  spend(ms);
};

describe('drainInSlices', () => {
  it('runs tasks in order and yields once a slice has spent its budget', async () => {
    const log: string[] = [];
    const task = costing(log, fakeClock(), CONNECT_SLICE_MS / 2);
    const queue = ['a', 'b', 'c', 'd', 'e'].map(task);
    const work = await drain(queue, log);
    expect(log).toEqual(['a', 'b', 'yield', 'c', 'd', 'yield', 'e']);
    expect(queue).toEqual([]);
    expect(work).toBe((CONNECT_SLICE_MS / 2) * 5);
  });

  it('runs a task longer than a slice on its own, and does not yield after the last', async () => {
    const log: string[] = [];
    const task = costing(log, fakeClock(), CONNECT_SLICE_MS * 3);
    await drain([task('long'), task('next')], log);
    expect(log).toEqual(['long', 'yield', 'next']);
  });

  it('runs tasks pushed while it drains, after the ones queued before them', async () => {
    const log: string[] = [];
    const task = costing(log, fakeClock(), CONNECT_SLICE_MS);
    const queue = [() => (task('a')(), queue.push(task('late'))), task('b')];
    await drain(queue, log);
    expect(log.filter((entry) => entry !== 'yield')).toEqual(['a', 'b', 'late']);
    expect(queue).toEqual([]);
  });

  it('says it is done in the task of the last one, before anything else can queue', () => {
    let microtaskRan = false;
    let doneBeforeMicrotask: boolean | undefined;
    drainInSlices(
      [() => queueMicrotask(() => (microtaskRan = true))],
      () => Promise.resolve(),
      () => (doneBeforeMicrotask = !microtaskRan),
    );
    expect(doneBeforeMicrotask).toBe(true);
  });
});
