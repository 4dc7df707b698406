import { schema, type SettingsOf } from '@islet/core';

/** What an `off_canvas:*` action (or the window event it sends) asks of one panel. */
export type DisplayMode = 'open' | 'close' | 'toggle';

export const DISPLAY_MODES: readonly DisplayMode[] = ['open', 'close', 'toggle'];

/**
 * Whether the panel should be open after a request; `null` when the request is not for this
 * panel or names no known mode (the original ignores those too).
 */
export function nextOpen(detail: unknown, panelId: string, isOpen: boolean): boolean | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { id, displayMode } = detail as { id?: unknown; displayMode?: unknown };
  if (String(id ?? '') !== panelId) return null;
  if (displayMode === 'open') return true;
  if (displayMode === 'close') return false;
  if (displayMode === 'toggle') return !isOpen;
  return null;
}

export interface OffCanvasOptions {
  closeOnOverlay: boolean;
  closeOnEscape: boolean;
  preventScroll: boolean;
  /** Entrance and exit animation names; empty for none. */
  entrance: string;
  exit: string;
}

const animation = (value: string | undefined) =>
  value && value !== 'none' && /^[\w-]+$/.test(value) ? value : '';

/**
 * The widget's settings: the two `is_not_close_*` switches turn closing off; the page stays
 * locked while open unless `prevent_scroll` is explicitly switched off. An animation that is not
 * a string reads as none.
 */
export const settings = {
  is_not_close_on_overlay: schema.on(),
  is_not_close_on_esc_overlay: schema.on(),
  prevent_scroll: schema.on(),
  entrance_animation: schema.lenient(schema.string()),
  exit_animation: schema.lenient(schema.string()),
};

export function offCanvasOptions(values: SettingsOf<typeof settings>): OffCanvasOptions {
  return {
    closeOnOverlay: !values.is_not_close_on_overlay,
    closeOnEscape: !values.is_not_close_on_esc_overlay,
    preventScroll: values.prevent_scroll !== false,
    entrance: animation(values.entrance_animation),
    exit: animation(values.exit_animation),
  };
}
