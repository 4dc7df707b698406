import { describe, expect, it } from 'vitest';
import { settingsFrom } from '@islet/test-support/settings';
import {
  frameSegment,
  isAnimationData,
  lottieOptions as optionsOf,
  scrollProgress,
  settings,
} from './lottie-settings.ts';

const lottieOptions = (raw: Record<string, unknown>) => optionsOf(settingsFrom(raw, settings));

describe('lottieOptions', () => {
  it('reads the recorded page settings', () => {
    const options = lottieOptions({
      source_json: { url: 'https://example.test/a.json', alt: '' },
      source: 'media_file',
      trigger: 'arriving_to_viewport',
      viewport: { unit: '%', size: '', sizes: { start: 0, end: 100 } },
      play_speed: { unit: 'px', size: 1, sizes: [] },
      start_point: { unit: '%', size: 0 },
      end_point: { unit: '%', size: 100 },
      renderer: 'svg',
    });
    expect(options).toMatchObject({
      url: 'https://example.test/a.json',
      trigger: 'viewport',
      speed: 1,
      loop: false,
      reverse: false,
      start: 0,
      end: 100,
      viewport: { start: 0, end: 100 },
    });
  });
  it.each([
    [{ trigger: 'none' }, 'trigger', 'load'],
    [{ trigger: 'bind_to_scroll' }, 'trigger', 'scroll'],
    [{ trigger: 'on_hover' }, 'trigger', 'hover'],
    [{ trigger: 'on_click' }, 'trigger', 'click'],
    [{ trigger: 'bogus' }, 'trigger', 'viewport'],
    [{ loop: 'yes' }, 'loop', true],
    [{ loop: 'yes', number_of_times: 3 }, 'loop', 3],
    [{ reverse_animation: 'yes' }, 'reverse', true],
    [{ play_speed: { size: 2.5 } }, 'speed', 2.5],
    [{ play_speed: { size: -1 } }, 'speed', 1],
    [{ play_speed: { size: '' } }, 'speed', 1],
    [{ start_point: { size: 80 }, end_point: { size: 20 } }, 'start', 20],
    [{ end_point: { size: 140 } }, 'end', 100],
    [{ source: 'external_url', source_external_url: { url: '/x.json' } }, 'url', '/x.json'],
    [{ source_json: { url: '' } }, 'url', null],
    [{ on_hover_out: 'reverse' }, 'hoverOut', 'reverse'],
    [{ hover_area: 'column' }, 'hoverArea', 'column'],
    [{ play_speed: 'fast' }, 'speed', 1],
    [{ trigger: 42 }, 'trigger', 'viewport'],
    [{ loop: 'yes', number_of_times: 'many' }, 'loop', true],
  ])('%j → %s = %j', (raw, key, value) => {
    expect(lottieOptions(raw)[key as keyof ReturnType<typeof lottieOptions>]).toEqual(value);
  });
});

describe('scrollProgress', () => {
  const all = { start: 0, end: 100 };
  it.each([
    [800, 100, 800, all, 0], // top at the bottom edge
    [-100, 100, 800, all, 1], // bottom at the top edge
    [350, 100, 800, all, 0.5],
    [1000, 100, 800, all, 0],
    [399, 0, 800, { start: 50, end: 50 }, 1],
    [500, 0, 800, { start: 50, end: 50 }, 0],
  ])('top %i, height %i, viewport %i, %j → %f', (top, height, vh, range, expected) => {
    expect(scrollProgress(top, height, vh, range)).toBeCloseTo(expected);
  });
});

describe('frameSegment', () => {
  it.each([
    [61, 0, 100, [0, 60]],
    [61, 50, 100, [30, 60]],
    [1, 0, 100, [0, 0]],
  ])('%i frames, %i%%–%i%% → %j', (total, start, end, expected) => {
    expect(frameSegment(total, start, end)).toEqual(expected);
  });
});

describe('isAnimationData', () => {
  it.each([
    [{ v: '5.7', fr: 30, ip: 0, op: 60, w: 10, h: 10, layers: [] }, true],
    [{ fr: 30, ip: 0, op: 0, layers: [] }, false],
    [{ fr: 0, ip: 0, op: 60, layers: [] }, false],
    [{ fr: 30, ip: 0, op: 60 }, false],
    ['<html>', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isAnimationData(value)).toBe(expected);
  });
});
