import { stubProperty } from './stub-property.ts';

/**
 * A `performance.now()` that moves only when the returned `spend` moves it, until the test ends:
 * time slices then depend on what the test says each step costs, not on this machine's speed.
 */
export function fakeClock(): (ms: number) => void {
  let now = 0;
  stubProperty(performance, 'now', { value: () => now });
  return (ms) => void (now += ms);
}

/**
 * jsdom lays nothing out, so every element would count as outside the first viewport and wait
 * for idle time. Until the test ends, each is a 10 px box at the top of an 800 px viewport:
 * connected at boot.
 */
export function layOutInFirstViewport(doc: Document = document): void {
  const box = { top: 0, bottom: 10, left: 0, right: 10, width: 10, height: 10, x: 0, y: 0 };
  stubProperty(Element.prototype, 'getBoundingClientRect', { value: () => box as DOMRect });
  stubProperty(doc.documentElement, 'clientHeight', { value: 800 });
}

/**
 * Groups what `note` is called with by synchronous run: calls with no microtask between them
 * share a batch, so one batch is one task's share of the work.
 */
export function batchRecorder(): { note(id: string): void; batches: string[][] } {
  const batches: string[][] = [];
  let open = false;
  return {
    batches,
    note(id) {
      if (!open) {
        open = true;
        batches.push([]);
        queueMicrotask(() => (open = false));
      }
      batches.at(-1)!.push(id);
    },
  };
}
