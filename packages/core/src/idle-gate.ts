import type { ChunkLoader } from './chunks.ts';
import type { Cleanup } from './cleanup.ts';
import type { Hydration } from './hydration.ts';
import type { Logger } from './log.ts';

/**
 * The lifecycle's side of idle hydration, in the entry: it queues idle work until the hydration
 * chunk (the queue itself, `hydration.ts`) has arrived, then hands it over in order. Without the
 * chunk (it failed to load) the waiting work runs at once, as before there was idle hydration.
 */
export interface IdleGate {
  /** Elements of the first scan that wait for idle time: outside the first viewport. */
  later: WeakSet<Element>;
  /** `Hydration.idle`, also before the chunk arrived. */
  idle(element: Element | null, task: () => void): Cleanup;
  scrolling(): boolean | undefined;
  drained(): Promise<void> | undefined;
  /** Loads the queue when some elements wait (`below`); resolves once it is there or failed. */
  start(
    win: Window,
    below: Element[],
    chunks: ChunkLoader,
    yieldToBrowser: () => Promise<void>,
    settling: (element: Element) => boolean,
    log: Logger,
  ): Promise<void>;
  stop(): void;
}

export function createIdleGate(): IdleGate {
  let hydration: Hydration | undefined;
  let stopped = false;
  /** Idle work queued before the hydration chunk arrived, in order. */
  let early: (() => void)[] = [];
  return {
    later: new WeakSet(),
    idle(element, task) {
      let cancel: Cleanup | undefined;
      let dropped = false;
      const queue = () => {
        if (dropped) return;
        if (hydration) cancel = hydration.idle(element, task);
        else task();
      };
      if (hydration) queue();
      else early.push(queue);
      return () => {
        dropped = true;
        cancel?.();
      };
    },
    scrolling: () => hydration?.scrolling(),
    drained: () => hydration?.drained(),
    start(win, below, chunks, yieldToBrowser, settling, log) {
      this.later = new WeakSet(below);
      const loading = below.length
        ? chunks
            .load('hydration', () => import('./hydration.ts'))
            .then(
              ({ createHydration }) => {
                if (!stopped) hydration = createHydration(win, yieldToBrowser, settling);
              },
              (error: unknown) => log.warn(`idle hydration is off: ${String(error)}`),
            )
        : Promise.resolve();
      return loading.then(() => {
        for (const queue of early.splice(0)) queue();
      });
    },
    stop() {
      hydration?.stop();
      hydration = undefined;
      stopped = true;
      early = [];
    },
  };
}
