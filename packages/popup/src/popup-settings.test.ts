import { settingsFrom } from '@islet/test-support/settings';
import { describe, expect, it } from 'vitest';
import { popupOptions } from './popup-options.ts';
import { settings as shape } from './popup-settings.ts';

/** What the boot part works with, from raw settings read as the lifecycle reads them. */
function read(raw: Record<string, unknown>) {
  const warnings: string[] = [];
  const values = settingsFrom(raw, shape, warnings);
  return { values, settings: popupOptions(values), warnings };
}

describe('popup settings', () => {
  it('reads what the server prints, with the builder defaults', () => {
    const { settings, warnings } = read({
      entrance_animation: 'fadeIn',
      entrance_animation_duration: { unit: 'px', size: 0.6, sizes: [] },
      close_button_delay: 2,
      close_button_position: 'outside',
      close_automatically: '5',
      prevent_scroll: 'yes',
      prevent_close_on_esc_key: 'yes',
      avoid_multiple_popups: 'yes',
      classes: ' a b ',
      open_selector: ' .open ',
      triggers: [],
      timing: [],
    });
    expect(warnings).toEqual([]);
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
    const { settings } = read({ timing: [] });
    expect(settings.triggers).toBeNull();
    expect(settings.animationDuration).toBe(1200);
    expect(settings.closeAutomatically).toBeNull();
    expect(settings.closeButtonDelay).toBe(0);
    expect(settings.openSelector).toBe('');
  });

  it('keeps the groups as printed, for the rules to judge', () => {
    const timing = { times: 'yes', times_times: 2, warp: 'yes' };
    const { settings } = read({ timing, triggers: { page_load: 'yes', page_load_delay: 'x' } });
    expect(settings.timing).toEqual(timing);
    expect(settings.triggers).toEqual({ page_load: 'yes', page_load_delay: 'x' });
  });

  it('names malformed values and falls back to defaults', () => {
    const { settings, warnings } = read({
      timing: 'x',
      triggers: 7,
      close_button_delay: 'later',
      close_automatically: -2,
      entrance_animation_duration: { size: 'slow' },
    });
    expect(warnings).toEqual([
      'close_button_delay: not a number of seconds: no delay (got "later")',
      'entrance_animation_duration: malformed: 1.2 s (got {"size":"slow"})',
      'close_automatically: not a number of seconds: never (got -2)',
      'timing: malformed, so no display rule applies (got "x")',
      'triggers: malformed, so nothing is armed (got 7)',
    ]);
    expect(settings.timing).toEqual({});
    expect(settings.triggers).toBeNull();
    expect(settings.closeButtonDelay).toBe(0);
    expect(settings.closeAutomatically).toBeNull();
    expect(settings.animationDuration).toBe(1200);
  });

  it('reads a PHP empty group and a never-set slider without a warning', () => {
    const { settings, warnings } = read({
      timing: [],
      entrance_animation_duration: { unit: 'px', size: '', sizes: [] },
      close_button_delay: '',
    });
    expect(warnings).toEqual([]);
    expect(settings.timing).toEqual({});
    expect(settings.animationDuration).toBe(1200);
    expect(settings.closeButtonDelay).toBe(0);
  });

  it('reads a negative animation duration as none and close_automatically 0 as never', () => {
    const { settings, warnings } = read({
      entrance_animation_duration: -1,
      close_automatically: 0,
    });
    expect(warnings).toEqual([]);
    expect(settings.animationDuration).toBe(0);
    expect(settings.closeAutomatically).toBeNull();
  });

  it('switches on only for "yes" and puts the close button outside only for "outside"', () => {
    const { settings } = read({
      prevent_scroll: 'no',
      prevent_close_on_background_click: true,
      close_button_position: 'inside',
    });
    expect(settings.preventScroll).toBe(false);
    expect(settings.preventBackgroundClose).toBe(true);
    expect(settings.closeOutside).toBe(false);
  });

  it('reads an animation per device; a set value that is no name is no animation', () => {
    const { values } = read({
      entrance_animation: 'fadeIn',
      entrance_animation_mobile: { bad: 1 },
      exit_animation_tablet: 'zoomOut',
    });
    expect(values.entrance_animation).toBe('fadeIn');
    // `none`, not unset: unset would fall back to a larger device's animation.
    expect(values.entrance_animation_mobile).toBe('none');
    expect(values.exit_animation_tablet).toBe('zoomOut');
  });
});
