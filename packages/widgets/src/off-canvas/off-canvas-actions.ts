import type { Actions, Cleanup } from '@islet/core';
import { DISPLAY_MODES } from './display-mode.ts';

/** The window event the original's off-canvas action links send; panels listen for it. */
export const toggleEventName = (builder: string) => `${builder}-pro/off-canvas/toggle-display-mode`;

const users = new WeakMap<Actions, { count: number; release: Cleanup }>();

/**
 * Registers `off_canvas:open|close|toggle` once per page, however many panels it has: each
 * action sends the window event with `{id, displayMode}`, as the original does, so scripts that
 * listen for it keep working. The registration ends when the last panel disconnects.
 */
export function useOffCanvasActions(actions: Actions, win: Window, builder: string): Cleanup {
  const current = users.get(actions);
  if (current) current.count++;
  else {
    const releases = DISPLAY_MODES.map((mode) =>
      actions.register(`off_canvas:${mode}`, (settings) => {
        win.dispatchEvent(
          new (win as Window & typeof globalThis).CustomEvent(toggleEventName(builder), {
            detail: { ...settings, displayMode: mode },
          }),
        );
      }),
    );
    users.set(actions, { count: 1, release: () => releases.forEach((release) => release()) });
  }
  let released = false;
  return () => {
    const entry = users.get(actions);
    if (released || !entry) return;
    released = true;
    if (--entry.count > 0) return;
    entry.release();
    users.delete(actions);
  };
}
