import type { PopupValues } from './popup-settings.ts';

/** The document settings of one popup, read once; per-device values are looked up at show. */
export interface PopupSettings {
  openSelector: string;
  avoidMultiple: boolean;
  /** Milliseconds; 0 shows the close button at once. */
  closeButtonDelay: number;
  closeOutside: boolean;
  /** Milliseconds, used for both the entrance and the exit animation. */
  animationDuration: number;
  classes: string;
  preventScroll: boolean;
  /** Milliseconds, or `null` for never. */
  closeAutomatically: number | null;
  preventBackgroundClose: boolean;
  preventEscClose: boolean;
  timing: Record<string, unknown>;
  /** `null` when the popup was not attached by display conditions: nothing to arm. */
  triggers: Record<string, unknown> | null;
}

/** The checked settings (`popup-settings.ts`) in the units and defaults the popup works with. */
export function popupOptions(values: PopupValues): PopupSettings {
  const closeAutomatically = values.close_automatically;
  return {
    openSelector: values.open_selector ?? '',
    avoidMultiple: !!values.avoid_multiple_popups,
    closeButtonDelay: (values.close_button_delay ?? 0) * 1000,
    closeOutside: !!values.close_button_position,
    animationDuration: Math.max(0, values.entrance_animation_duration ?? 1.2) * 1000,
    classes: values.classes ?? '',
    preventScroll: !!values.prevent_scroll,
    closeAutomatically: closeAutomatically ? closeAutomatically * 1000 : null,
    preventBackgroundClose: !!values.prevent_close_on_background_click,
    preventEscClose: !!values.prevent_close_on_esc_key,
    timing: values.timing ?? {},
    triggers: values.triggers ?? null,
  };
}
