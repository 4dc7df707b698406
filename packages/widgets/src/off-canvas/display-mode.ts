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

const animation = (value: unknown) =>
  typeof value === 'string' && value !== 'none' && /^[\w-]+$/.test(value) ? value : '';

/**
 * The widget's settings: the two `is_not_close_*` switches turn closing off; the page stays
 * locked while open unless `prevent_scroll` is explicitly switched off.
 */
export function offCanvasOptions(raw: Readonly<Record<string, unknown>>): OffCanvasOptions {
  return {
    closeOnOverlay: raw.is_not_close_on_overlay !== 'yes',
    closeOnEscape: raw.is_not_close_on_esc_overlay !== 'yes',
    preventScroll: !('prevent_scroll' in raw) || raw.prevent_scroll === 'yes',
    entrance: animation(raw.entrance_animation),
    exit: animation(raw.exit_animation),
  };
}
