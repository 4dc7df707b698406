import { describe, expect, it } from 'vitest';
import { readMotionConfig } from './motion-options.ts';

const DEVICES = ['mobile', 'tablet', 'desktop'];
const slider = (size: number | string) => ({ unit: 'px', size, sizes: [] });

describe('readMotionConfig', () => {
  it('is off without a switch', () => {
    expect(readMotionConfig({ motion_fx_translateY_effect: 'yes' }, 'motion_fx', DEVICES)).toEqual({
      config: null,
      problems: [],
    });
  });

  it('reads effects with their defaults', () => {
    const { config, problems } = readMotionConfig(
      {
        motion_fx_motion_fx_scrolling: 'yes',
        motion_fx_translateY_effect: 'yes',
        motion_fx_opacity_effect: 'yes',
        motion_fx_blur_effect: 'yes',
        motion_fx_rotateZ_effect: 'yes',
        motion_fx_scale_effect: 'yes',
      },
      'motion_fx',
      DEVICES,
    );
    expect(problems).toEqual([]);
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

  it('reads mouse effects only with the mouse switch', () => {
    const raw = {
      motion_fx_motion_fx_scrolling: 'yes',
      motion_fx_mouseTrack_effect: 'yes',
      motion_fx_tilt_effect: 'yes',
      motion_fx_tilt_speed: slider(6),
      motion_fx_tilt_direction: 'negative',
    };
    expect(readMotionConfig(raw, 'motion_fx', DEVICES).config?.mouse).toEqual([]);
    const on = readMotionConfig({ ...raw, motion_fx_motion_fx_mouse: 'yes' }, 'motion_fx', DEVICES);
    expect(on.config?.mouse).toEqual([
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
    const element = readMotionConfig(raw, 'motion_fx', DEVICES).config?.scroll[0];
    const background = readMotionConfig(raw, 'background_motion_fx', DEVICES).config?.scroll[0];
    expect(element).toMatchObject({ speed: 2 });
    expect(background).toMatchObject({ speed: 7 });
  });

  it('skips only the bad effect, with one problem each', () => {
    const { config, problems } = readMotionConfig(
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
      },
      'motion_fx',
      DEVICES,
    );
    expect(config?.scroll).toEqual([
      { kind: 'blur', level: 3, direction: 'out-in', range: { start: 20, end: 80 } },
    ]);
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/wobble/);
    expect(problems.join('\n')).toMatch(/translateY_speed 99/);
    expect(problems.join('\n')).toMatch(/opacity_direction/);
    expect(problems.join('\n')).toMatch(/scale_range/);
  });

  it('drops devices the site does not have, and unknown ranges', () => {
    const { config, problems } = readMotionConfig(
      {
        background_motion_fx_motion_fx_mouse: 'yes',
        background_motion_fx_mouseTrack_effect: 'yes',
        background_motion_fx_devices: ['desktop', 'watch'],
        background_motion_fx_range: 'galaxy',
      },
      'background_motion_fx',
      DEVICES,
    );
    expect(config?.devices).toEqual(['desktop']);
    expect(config?.range).toBeNull();
    expect(problems).toHaveLength(2);
  });

  it('reads the page range', () => {
    const { config } = readMotionConfig(
      { motion_fx_motion_fx_scrolling: 'yes', motion_fx_range: 'page' },
      'motion_fx',
      DEVICES,
    );
    expect(config?.range).toBe('page');
  });
});
