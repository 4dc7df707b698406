import { describe, expect, it } from 'vitest';
import { readPopupSettings } from './popup-settings.ts';

describe('popup settings', () => {
  it('reads what the server prints, with the builder defaults', () => {
    const { settings, problems } = readPopupSettings({
      entrance_animation: 'fadeIn',
      entrance_animation_duration: { unit: 'px', size: 0.6, sizes: [] },
      close_button_delay: 2,
      close_button_position: 'outside',
      close_automatically: '5',
      prevent_scroll: 'yes',
      prevent_close_on_esc_key: 'yes',
      avoid_multiple_popups: 'yes',
      classes: ' a b ',
      open_selector: '.open',
      triggers: [],
      timing: [],
    });
    expect(problems).toEqual([]);
    expect(settings).toEqual({
      openSelector: '.open',
      avoidMultiple: true,
      closeButtonDelay: 2000,
      closeOutside: true,
      animationDuration: 600,
      classes: 'a b',
      preventScroll: true,
      closeAutomatically: 5000,
      preventBackgroundClose: false,
      preventEscClose: true,
      timing: {},
      triggers: {},
    });
  });

  it('has no triggers when the popup was not attached by display conditions', () => {
    const { settings } = readPopupSettings({ timing: [] });
    expect(settings.triggers).toBeNull();
    expect(settings.animationDuration).toBe(1200);
    expect(settings.closeAutomatically).toBeNull();
  });

  it('names malformed values and falls back to defaults', () => {
    const { settings, problems } = readPopupSettings({
      timing: 'x',
      triggers: 7,
      close_button_delay: 'later',
      close_automatically: -2,
      entrance_animation_duration: { size: 'slow' },
    });
    expect(problems).toEqual([
      'timing is malformed, so no display rule applies',
      'triggers are malformed',
      'close_automatically is not a number of seconds',
      'entrance_animation_duration is malformed',
      'close_button_delay is not a number of seconds',
    ]);
    expect(settings.timing).toEqual({});
    expect(settings.triggers).toBeNull();
    expect(settings.closeButtonDelay).toBe(0);
  });
});
