import type { Cleanup } from '@islet/core';
import { pointerProgress } from './motion-formulas.ts';

export type PointerListener = (x: number, y: number) => void;

/**
 * One passive `mousemove` listener per window for every mouse effect on the page; listeners get
 * the pointer as a share of the viewport (0-100 per axis), which needs no layout read.
 */
const hubs = new WeakMap<Window, Set<PointerListener>>();

export function onPointer(win: Window, listener: PointerListener): Cleanup {
  let listeners = hubs.get(win);
  if (!listeners) {
    const set = new Set<PointerListener>();
    listeners = set;
    hubs.set(win, set);
    const move = (event: MouseEvent) => {
      if (!set.size) return;
      const { x, y } = pointerProgress(
        event.clientX,
        event.clientY,
        win.innerWidth,
        win.innerHeight,
      );
      for (const each of set) each(x, y);
    };
    win.addEventListener('mousemove', move, { passive: true });
  }
  const set = listeners;
  set.add(listener);
  return () => set.delete(listener);
}
