import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BehaviourContext } from './behaviour.ts';
import type { Cleanup } from './cleanup.ts';
import { createScheduler, type Scheduler } from './scheduler.ts';
import { scrollFrames } from './scroll-frame.ts';

/**
 * A window whose frames run when the test says so, and contexts whose scheduler subscriptions
 * end on disconnect, as the lifecycle's do.
 */
function setup() {
  const frames: (() => void)[] = [];
  const win = Object.assign(new EventTarget(), {
    requestAnimationFrame: (cb: () => void) => frames.push(cb),
    setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
  }) as unknown as Window;
  const scheduler = createScheduler(win);
  const setScroll = (y: number) => vi.stubGlobal('scrollY', y);
  const scroll = (y: number) => {
    setScroll(y);
    win.dispatchEvent(new Event('scroll'));
    for (const frame of frames.splice(0)) frame();
  };
  const context = () => {
    const abort = new AbortController();
    const ends = new Set<Cleanup>();
    const tracked =
      <A extends unknown[]>(subscribe: (...args: A) => Cleanup) =>
      (...args: A): Cleanup => {
        const end = subscribe(...args);
        ends.add(end);
        return () => {
          ends.delete(end);
          end();
        };
      };
    const ctx = {
      element: document.createElement('div'),
      signal: abort.signal,
      scheduler: {
        ...scheduler,
        onScroll: tracked(scheduler.onScroll),
        write: tracked(scheduler.write),
        read: tracked(scheduler.read),
      } satisfies Scheduler,
    } as unknown as BehaviourContext;
    const disconnect = () => {
      for (const end of ends) end();
      abort.abort();
    };
    connected.push(disconnect);
    return { ctx, disconnect };
  };
  return { scroll, context, pendingFrames: () => frames.length, setScroll };
}

/** The loop is per window: every test leaves it empty for the next. */
const connected: (() => void)[] = [];
afterEach(() => {
  for (const disconnect of connected.splice(0)) disconnect();
});

describe('scroll frames', () => {
  it('reads every listening client with the frame position, then runs the writes it asked for', () => {
    const { scroll, context } = setup();
    const log: string[] = [];
    const a = context();
    const b = context();
    const handleA = scrollFrames(a.ctx, {
      read: (y) => {
        log.push(`read a ${y}`);
        handleA.requestWrite();
      },
      write: () => log.push('write a'),
    });
    const handleB = scrollFrames(b.ctx, {
      read: (y) => log.push(`read b ${y}`),
      write: () => log.push('write b'),
    });
    handleA.listen(true);
    handleB.listen(true);
    scroll(120);
    expect(log).toEqual(['read a 120', 'read b 120', 'write a']);
  });

  it('skips a client while the position stays strictly inside its quiet range', () => {
    const { scroll, context } = setup();
    const seen: number[] = [];
    const handle = scrollFrames(context().ctx, { read: (y) => seen.push(y) });
    handle.listen(true);
    handle.quiet(100, 200);
    for (const y of [50, 100, 150, 199, 200, 250]) scroll(y);
    expect(seen).toEqual([50, 100, 200, 250]);
    handle.quiet(Number.NaN, Number.NaN);
    scroll(150);
    expect(seen.at(-1)).toBe(150);
  });

  it('stops asking for frames on scroll once no client listens', () => {
    const { scroll, context, pendingFrames, setScroll } = setup();
    const seen: number[] = [];
    const handle = scrollFrames(context().ctx, { read: (y) => seen.push(y) });
    handle.listen(true);
    scroll(10);
    handle.listen(false);
    scroll(20);
    expect(seen).toEqual([10]);
    setScroll(30);
    expect(pendingFrames()).toBe(0);
  });

  it('keeps running for the others when the client that holds the subscriptions disconnects', () => {
    const { scroll, context } = setup();
    const log: string[] = [];
    const first = context();
    const second = context();
    const owner = scrollFrames(first.ctx, { read: () => log.push('first') });
    const other = scrollFrames(second.ctx, {
      read: () => {
        log.push('second');
        other.requestWrite();
      },
      write: () => log.push('second wrote'),
    });
    owner.listen(true);
    other.listen(true);
    first.disconnect();
    scroll(40);
    expect(log).toEqual(['second', 'second wrote']);
  });

  it('drops the writes of a client that stops before its write phase', () => {
    const { scroll, context } = setup();
    const log: string[] = [];
    const keep = scrollFrames(context().ctx, { read() {}, write: () => log.push('kept') });
    const leave = scrollFrames(context().ctx, { read() {}, write: () => log.push('left') });
    keep.listen(true);
    keep.requestWrite();
    leave.requestWrite();
    leave.stop();
    scroll(5);
    expect(log).toEqual(['kept']);
  });
});
