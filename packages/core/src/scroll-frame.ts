/**
 * One scroll loop for every behaviour that follows the scroll position each frame (sticky
 * elements, motion effects). A scrolled frame reads the position once, passes it to each client
 * that is listening, skips a client whose state cannot change at that position, and runs every
 * write the clients asked for in one task of the scheduler's write phase.
 *
 * Why not one scheduler subscription and one write task per element: measured in the scroll
 * benchmark, a frame's cost was not the arithmetic but how many closures, maps and position
 * reads it touched, each from a cold cache after the compositor and raster threads had the
 * core; a sticky element far from any edge still paid for a full check every frame.
 *
 * The loop's scheduler subscriptions are made through one client's context (the owner); when
 * that client leaves, they move to another, so no element's disconnect stops the others.
 * Imported as `@islet/core/scroll-frame`, so it ships in the chunk shared by its users.
 */
import type { BehaviourContext } from './behaviour.ts';
import type { Cleanup } from './cleanup.ts';
import { scrollPosition, type ScrollPosition } from './scroll-position.ts';

export interface ScrollFrameClient {
  /** Read phase of a scrolled frame: the frame's vertical scroll position. Measure, never write. */
  read(y: number): void;
  /** Write phase of a frame in which {@link ScrollFrameHandle.requestWrite} was called. */
  write?(): void;
}

export interface ScrollFrameHandle {
  /** Start or stop getting `read` on scrolled frames (an element in view, or out of it). */
  listen(on: boolean): void;
  /**
   * Skip `read` while the scroll position stays strictly between `from` and `to`: nothing this
   * client decides can change there. `NaN` for either never skips (the default).
   */
  quiet(from: number, to: number): void;
  /** Call `write` in the coming write phase: this frame's when asked during a read. */
  requestWrite(): void;
  /** Leaves the loop; pending writes are dropped. Also runs on the context's disconnect. */
  stop(): void;
}

interface Entry {
  readonly ctx: BehaviourContext;
  readonly client: ScrollFrameClient;
  /** Its place in the loop's bounds; -1 once it left. */
  slot: number;
  listening: boolean;
  from: number;
  to: number;
  queued: boolean;
}

interface Loop {
  readonly position: ScrollPosition;
  /**
   * Two numbers per slot, the positions a frame may skip (between them); a slot not listening
   * skips everything. A frame scans this array, not the entries: a hundred entries, each with
   * its bounds boxed in its own heap object, cost more to visit from a cold cache than the few
   * in view cost to update.
   */
  bounds: Float64Array;
  /** The entries by slot; a slot freed by a leaving entry is reused by the next. */
  slots: (Entry | undefined)[];
  readonly free: number[];
  listeners: number;
  writes: Entry[];
  owner: Entry | null;
  unsubscribe: Cleanup | null;
  cancelWrite: Cleanup | null;
}

const loops = new WeakMap<Window, Loop>();

function runFrame(loop: Loop) {
  const y = loop.position.y;
  const { bounds, slots } = loop;
  for (let slot = 0; slot < slots.length; slot++) {
    if (bounds[2 * slot]! < y && y < bounds[2 * slot + 1]!) continue;
    slots[slot]?.client.read(y);
  }
}

function runWrites(loop: Loop) {
  loop.cancelWrite = null;
  const writes = loop.writes;
  loop.writes = [];
  for (const entry of writes) {
    entry.queued = false;
    if (entry.slot >= 0) entry.client.write?.();
  }
}

/** Writes an entry's skip bounds into the loop's array: everything while it is not listening. */
function setBounds(loop: Loop, entry: Entry) {
  if (entry.slot < 0) return;
  loop.bounds[2 * entry.slot] = entry.listening ? entry.from : Number.NEGATIVE_INFINITY;
  loop.bounds[2 * entry.slot + 1] = entry.listening ? entry.to : Number.POSITIVE_INFINITY;
}

function place(loop: Loop, entry: Entry) {
  let slot = loop.free.pop();
  if (slot === undefined) {
    slot = loop.slots.length;
    if (2 * slot + 2 > loop.bounds.length) {
      const grown = new Float64Array(Math.max(32, loop.bounds.length * 2));
      grown.set(loop.bounds);
      loop.bounds = grown;
    }
  }
  loop.slots[slot] = entry;
  entry.slot = slot;
  setBounds(loop, entry);
}

/** (Re)makes the loop's subscriptions through the current owner's context. */
function subscribe(loop: Loop) {
  const owner = loop.owner;
  if (!owner) return;
  if (loop.listeners && !loop.unsubscribe)
    loop.unsubscribe = owner.ctx.scheduler.onScroll(() => runFrame(loop));
  if (loop.writes.length && !loop.cancelWrite)
    loop.cancelWrite = owner.ctx.scheduler.write(() => runWrites(loop));
}

function stopListening(loop: Loop, entry: Entry) {
  if (!entry.listening) return;
  entry.listening = false;
  setBounds(loop, entry);
  if (--loop.listeners) return;
  loop.unsubscribe?.();
  loop.unsubscribe = null;
}

function leave(loop: Loop, entry: Entry) {
  if (entry.slot < 0) return;
  stopListening(loop, entry);
  loop.slots[entry.slot] = undefined;
  loop.free.push(entry.slot);
  entry.slot = -1;
  if (entry.queued) loop.writes = loop.writes.filter((each) => each !== entry);
  entry.queued = false;
  if (loop.owner !== entry) return;
  loop.unsubscribe?.();
  loop.unsubscribe = null;
  loop.cancelWrite?.();
  loop.cancelWrite = null;
  loop.owner = null;
  for (const each of loop.slots)
    if (each && !each.ctx.signal.aborted) {
      loop.owner = each;
      break;
    }
  subscribe(loop);
}

/** Joins `client` to its window's scroll loop for as long as `ctx` is connected. */
export function scrollFrames(ctx: BehaviourContext, client: ScrollFrameClient): ScrollFrameHandle {
  const win = ctx.element.ownerDocument.defaultView ?? window;
  let loop = loops.get(win);
  if (!loop) {
    loop = {
      position: scrollPosition(win),
      bounds: new Float64Array(32),
      slots: [],
      free: [],
      listeners: 0,
      writes: [],
      owner: null,
      unsubscribe: null,
      cancelWrite: null,
    };
    loops.set(win, loop);
  }
  const own = loop;
  const entry: Entry = {
    ctx,
    client,
    slot: -1,
    listening: false,
    from: Number.NaN,
    to: Number.NaN,
    queued: false,
  };
  place(own, entry);
  own.owner ??= entry;
  const stop = () => {
    ctx.signal.removeEventListener('abort', stop);
    leave(own, entry);
  };
  // Not `ctx.own`: an instance that stops and starts again (a device change) would pile up
  // cleanups there.
  ctx.signal.addEventListener('abort', stop, { once: true });
  return {
    listen(on) {
      if (entry.slot < 0 || on === entry.listening) return;
      if (!on) return stopListening(own, entry);
      entry.listening = true;
      own.listeners++;
      setBounds(own, entry);
      subscribe(own);
    },
    quiet(from, to) {
      entry.from = from;
      entry.to = to;
      setBounds(own, entry);
    },
    requestWrite() {
      if (entry.queued || entry.slot < 0) return;
      entry.queued = true;
      own.writes.push(entry);
      subscribe(own);
    },
    stop,
  };
}
