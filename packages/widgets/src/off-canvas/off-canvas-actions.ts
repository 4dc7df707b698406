import type { Actions, Cleanup } from '@islet/core';
import { DISPLAY_MODES } from './display-mode.ts';

/** The window event the original's off-canvas action links send; panels listen for it. */
export const toggleEventName = (builder: string) => `${builder}-pro/off-canvas/toggle-display-mode`;

/** The panels connected on a page, keyed by the page's shared `run` (each ctx wraps `actions`). */
const panels = new WeakMap<Actions['run'], Actions[]>();
/** What each panel registered, its first registration and any it took over. */
const owned = new WeakMap<Actions, Cleanup[]>();

/**
 * Registers `off_canvas:open|close|toggle`, which send the window event with `{id, displayMode}`
 * as the original does (so scripts listening for it keep working). Every panel's handler does the
 * same, so the last registration wins; when a panel goes, a remaining panel registers again, so
 * the actions live as long as any panel does.
 */
export function useOffCanvasActions(actions: Actions, win: Window, builder: string): Cleanup {
  const register = (owner: Actions) => {
    const releases = owned.get(owner) ?? [];
    owned.set(owner, releases);
    for (const mode of DISPLAY_MODES)
      releases.push(
        owner.register(`off_canvas:${mode}`, (settings) => {
          win.dispatchEvent(
            new (win as Window & typeof globalThis).CustomEvent(toggleEventName(builder), {
              detail: { ...settings, displayMode: mode },
            }),
          );
        }),
      );
  };
  let list = panels.get(actions.run);
  if (!list) panels.set(actions.run, (list = []));
  list.push(actions);
  register(actions);
  return () => {
    const index = list.indexOf(actions);
    if (index < 0) return;
    list.splice(index, 1);
    owned.get(actions)?.forEach((release) => release());
    owned.delete(actions);
    const heir = list[list.length - 1];
    if (heir && !heir.has('off_canvas:open')) register(heir);
  };
}
