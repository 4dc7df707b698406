import type { BehaviourContext } from '@islet/core';
import { describe, expect, it } from 'vitest';
import { cancelWrite, queueWrite } from './write-batch.ts';

/** A context whose scheduler queues write tasks until `flush()`; a disconnect drops its own. */
function fakeContexts() {
  const queued: { owner: number; task: () => void }[] = [];
  const make = (owner: number) => {
    const abort = new AbortController();
    const ctx = {
      signal: abort.signal,
      scheduler: {
        write(task: () => void) {
          const entry = { owner, task };
          queued.push(entry);
          abort.signal.addEventListener('abort', () => {
            const index = queued.indexOf(entry);
            if (index >= 0) queued.splice(index, 1);
          });
          return () => {};
        },
      },
    } as unknown as BehaviourContext;
    return { ctx, disconnect: () => abort.abort() };
  };
  const flush = () => {
    for (const entry of queued.splice(0)) entry.task();
  };
  return { make, flush, queued };
}

describe('write batch', () => {
  it('runs every instance write of a frame in one scheduler task, the latest per key', () => {
    const win = {} as Window;
    const { make, flush, queued } = fakeContexts();
    const a = make(1);
    const b = make(2);
    const log: string[] = [];
    const keyA = {};
    const keyB = {};
    queueWrite(win, keyA, a.ctx, () => log.push('a1'));
    queueWrite(win, keyB, b.ctx, () => log.push('b1'));
    queueWrite(win, keyA, a.ctx, () => log.push('a2'));
    expect(queued).toHaveLength(1);
    flush();
    expect(log).toEqual(['a2', 'b1']);
    queueWrite(win, keyB, b.ctx, () => log.push('b2'));
    cancelWrite(win, keyB);
    flush();
    expect(log).toEqual(['a2', 'b1']);
  });

  it('hands the frame to another instance when the scheduling one disconnects', () => {
    const win = {} as Window;
    const { make, flush, queued } = fakeContexts();
    const a = make(1);
    const b = make(2);
    const log: string[] = [];
    queueWrite(win, {}, a.ctx, () => log.push('a'));
    queueWrite(win, {}, b.ctx, () => log.push('b'));
    a.disconnect();
    expect(queued.map((entry) => entry.owner)).toEqual([2]);
    flush();
    expect(log).toEqual(['b']);
    queueWrite(win, {}, a.ctx, () => log.push('late'));
    expect(queued).toHaveLength(0);
  });
});
