import { settingsFrom } from '@islet/test-support/settings';
import { describe, expect, it } from 'vitest';
import { readMotionConfig, settings, type MotionPrefix } from './motion-options.ts';

const slider = (size: number | string) => ({ unit: 'px', size, sizes: [] });

/** One prefix's config from raw settings, as the lifecycle checks them; warnings go to `warnings`. */
function read(
  raw: Record<string, unknown>,
  prefix: MotionPrefix = 'motion_fx',
  warnings: string[] = [],
) {
  return readMotionConfig(settingsFrom(raw, settings, warnings), prefix);
}

describe('readMotionConfig', () => {
  it('is off without a switch', () => {
    const warnings: string[] = [];
    expect(read({ motion_fx_translateY_effect: 'yes' }, 'motion_fx', warnings)).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('reads effects with their defaults, in the order the builder prints them', () => {
    const warnings: string[] = [];
    const config = read(
      {
        motion_fx_motion_fx_scrolling: 'yes',
        motion_fx_scale_effect: 'yes',
        motion_fx_translateY_effect: 'yes',
        motion_fx_opacity_effect: 'yes',
        motion_fx_blur_effect: 'yes',
        motion_fx_rotateZ_effect: 'yes',
      },
      'motion_fx',
      warnings,
    );
    expect(warnings).toEqual([]);
    expect(config?.scroll).toEqual([
      {
        kind: 'transform',
        name: 'translateY',
        speed: 4,
        negative: false,
        affectedRange: { start: 0, end: 100 },
      },
      { kind: 'opacity', level: 10, direction: 'out-in', range: { start: 20, end: 80 } },
      { kind: 'blur', level: 7, direction: 'out-in', range: { start: 20, end: 80 } },
      {
        kind: 'transform',
        name: 'rotateZ',
        speed: 1,
        negative: false,
        affectedRange: { start: 0, end: 100 },
      },
      { kind: 'scale', speed: 4, direction: 'out-in', range: { start: 20, end: 80 } },
    ]);
    expect(config?.devices).toBeNull();
    expect(config?.range).toBeNull();
  });

  it('reads "" options as not set', () => {
    const config = read({
      motion_fx_motion_fx_scrolling: 'yes',
      motion_fx_scale_effect: 'yes',
      motion_fx_scale_direction: '',
      motion_fx_scale_speed: slider(''),
      motion_fx_devices: '',
      motion_fx_range: '',
    });
    expect(config).toMatchObject({ devices: null, range: null });
    expect(config?.scroll).toEqual([
      { kind: 'scale', speed: 4, direction: 'out-in', range: { start: 20, end: 80 } },
    ]);
  });

  it('reads mouse effects only with the mouse switch', () => {
    const raw = {
      motion_fx_motion_fx_scrolling: 'yes',
      motion_fx_mouseTrack_effect: 'yes',
      motion_fx_tilt_effect: 'yes',
      motion_fx_tilt_speed: slider(6),
      motion_fx_tilt_direction: 'negative',
    };
    expect(read(raw)?.mouse).toEqual([]);
    expect(read({ ...raw, motion_fx_motion_fx_mouse: 'yes' })?.mouse).toEqual([
      { kind: 'mouseTrack', speed: 1, negative: false },
      { kind: 'tilt', speed: 6, negative: true },
    ]);
  });

  it('matches keys from the start: background options never leak into the element', () => {
    const raw = {
      motion_fx_motion_fx_scrolling: 'yes',
      motion_fx_translateY_effect: 'yes',
      motion_fx_translateY_speed: slider(2),
      background_motion_fx_motion_fx_scrolling: 'yes',
      background_motion_fx_translateY_effect: 'yes',
      background_motion_fx_translateY_speed: slider(7),
    };
    expect(read(raw, 'motion_fx')?.scroll[0]).toMatchObject({ speed: 2 });
    expect(read(raw, 'background_motion_fx')?.scroll[0]).toMatchObject({ speed: 7 });
  });

  it('skips only the effect with a bad option, with one warning naming the key', () => {
    const warnings: string[] = [];
    const config = read(
      {
        motion_fx_motion_fx_scrolling: 'yes',
        motion_fx_wobble_effect: 'yes',
        motion_fx_translateY_effect: 'yes',
        motion_fx_translateY_speed: slider(99),
        motion_fx_opacity_effect: 'yes',
        motion_fx_opacity_direction: 'sideways',
        motion_fx_scale_effect: 'yes',
        motion_fx_scale_range: { unit: '%', size: '', sizes: { start: 80, end: 20 } },
        motion_fx_blur_effect: 'yes',
        motion_fx_blur_level: slider(3),
        motion_fx_rotateZ_effect: 'yes',
        motion_fx_rotateZ_direction: 'backwards',
      },
      'motion_fx',
      warnings,
    );
    expect(config?.scroll).toEqual([
      { kind: 'blur', level: 3, direction: 'out-in', range: { start: 20, end: 80 } },
    ]);
    expect(warnings).toEqual([
      'motion_fx_translateY_speed: expected a number ≥ 0 ≤ 10, got 99: the translateY effect is skipped',
      'motion_fx_opacity_direction: expected one of out-in, in-out, in-out-in, out-in-out, got "sideways": the opacity effect is skipped',
      'motion_fx_rotateZ_direction: expected one of negative, got "backwards": the rotateZ effect is skipped',
      'motion_fx_scale_range: expected a range within 0…100, got {"unit":"%","size":"","sizes":{"start":80,"end":20}}: the scale effect is skipped',
    ]);
  });

  it('skips a mouse effect with a malformed speed', () => {
    const warnings: string[] = [];
    const config = read(
      {
        background_motion_fx_motion_fx_mouse: 'yes',
        background_motion_fx_mouseTrack_effect: 'yes',
        background_motion_fx_tilt_effect: 'yes',
        background_motion_fx_tilt_speed: slider('fast'),
      },
      'background_motion_fx',
      warnings,
    );
    expect(config?.mouse).toEqual([{ kind: 'mouseTrack', speed: 1, negative: false }]);
    expect(warnings).toEqual([
      'background_motion_fx_tilt_speed: expected a number ≥ 0 ≤ 10, got {"unit":"px","size":"fast","sizes":[]}: the tilt effect is skipped',
    ]);
  });

  it('drops names that are no device, and unknown ranges, with a warning each', () => {
    const warnings: string[] = [];
    const config = read(
      {
        background_motion_fx_motion_fx_mouse: 'yes',
        background_motion_fx_mouseTrack_effect: 'yes',
        background_motion_fx_devices: ['desktop', 'watch'],
        background_motion_fx_range: 'galaxy',
      },
      'background_motion_fx',
      warnings,
    );
    expect(config?.devices).toEqual(['desktop']);
    expect(config?.range).toBeNull();
    expect(warnings).toEqual([
      'background_motion_fx_devices: no device "watch": ignored',
      'background_motion_fx_range: expected one of viewport, page, got "galaxy": the default range',
    ]);
  });

  it('runs on every device, with a warning, when the devices are not a list', () => {
    const warnings: string[] = [];
    const config = read(
      { motion_fx_motion_fx_scrolling: 'yes', motion_fx_devices: 'desktop' },
      'motion_fx',
      warnings,
    );
    expect(config?.devices).toBeNull();
    expect(warnings).toEqual(['motion_fx_devices: expected a list, got "desktop": every device']);
  });

  it('reads the page range', () => {
    expect(read({ motion_fx_motion_fx_scrolling: 'yes', motion_fx_range: 'page' })?.range).toBe(
      'page',
    );
  });
});
