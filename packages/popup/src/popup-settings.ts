import { groupOf, isOn, textOf } from './setting-values.ts';
import { numberSetting } from '@islet/primitives';

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

export interface ReadSettings {
  settings: PopupSettings;
  /** One line per value that was malformed and replaced by its default. */
  problems: string[];
}

const seconds = (
  raw: Record<string, unknown>,
  key: string,
  problems: string[],
): number | undefined => {
  const value = numberSetting(raw[key]);
  if (value === null || (value !== undefined && value < 0)) {
    problems.push(`${key} is not a number of seconds`);
    return undefined;
  }
  return value;
};

export function readPopupSettings(raw: Readonly<Record<string, unknown>>): ReadSettings {
  const problems: string[] = [];
  const timing = groupOf(raw.timing ?? {});
  if (!timing) problems.push('timing is malformed, so no display rule applies');
  const triggers = raw.triggers === undefined ? null : groupOf(raw.triggers);
  if (raw.triggers !== undefined && !triggers) problems.push('triggers are malformed');
  const closeAutomatically = seconds(raw, 'close_automatically', problems);
  const duration = numberSetting(raw.entrance_animation_duration);
  if (duration === null) problems.push('entrance_animation_duration is malformed');
  const openSelector = textOf(raw.open_selector).trim();
  return {
    settings: {
      openSelector,
      avoidMultiple: isOn(raw.avoid_multiple_popups),
      closeButtonDelay: (seconds(raw, 'close_button_delay', problems) ?? 0) * 1000,
      closeOutside: raw.close_button_position === 'outside',
      animationDuration: Math.max(0, duration ?? 1.2) * 1000,
      classes: textOf(raw.classes).trim(),
      preventScroll: isOn(raw.prevent_scroll),
      closeAutomatically: closeAutomatically ? closeAutomatically * 1000 : null,
      preventBackgroundClose: isOn(raw.prevent_close_on_background_click),
      preventEscClose: isOn(raw.prevent_close_on_esc_key),
      timing: timing ?? {},
      triggers,
    },
    problems,
  };
}
