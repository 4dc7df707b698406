import { describe, expect, it } from 'vitest';
import {
  adBlocked,
  baitId,
  clickFires,
  isExitIntent,
  planTriggers,
  scrollingFires,
} from './trigger-rules.ts';

const validSelector = (selector: string) => !selector.includes('##') && !selector.startsWith('[[');

describe('trigger plans', () => {
  it.each([
    [
      'page load with its delay',
      { page_load: 'yes', page_load_delay: 2.5 },
      [{ name: 'page_load', delay: 2500 }],
    ],
    ['page load defaults to 0', { page_load: 'yes' }, [{ name: 'page_load', delay: 0 }]],
    [
      'scrolling down 30%',
      { scrolling: 'yes', scrolling_direction: 'down', scrolling_offset: 30 },
      [{ name: 'scrolling', direction: 'down', offset: 30 }],
    ],
    [
      'scrolling defaults: down 50%',
      { scrolling: 'yes' },
      [{ name: 'scrolling', direction: 'down', offset: 50 }],
    ],
    [
      'scrolling up',
      { scrolling: 'yes', scrolling_direction: 'up' },
      [{ name: 'scrolling', direction: 'up', offset: 50 }],
    ],
    [
      'scrolling to an element',
      { scrolling_to: 'yes', scrolling_to_selector: '#form' },
      [{ name: 'scrolling_to', selector: '#form' }],
    ],
    ['click 3 times', { click: 'yes', click_times: 3 }, [{ name: 'click', times: 3 }]],
    ['click defaults to 1', { click: 'yes' }, [{ name: 'click', times: 1 }]],
    [
      'inactivity in seconds',
      { inactivity: 'yes', inactivity_time: 10 },
      [{ name: 'inactivity', time: 10000 }],
    ],
    ['inactivity defaults to 30 s', { inactivity: 'yes' }, [{ name: 'inactivity', time: 30000 }]],
    ['exit intent', { exit_intent: 'yes' }, [{ name: 'exit_intent' }]],
    [
      'ad-block detection after its delay',
      { adblock_detection: 'yes', adblock_detection_delay: 1 },
      [{ name: 'adblock_detection', delay: 1000 }],
    ],
    ['switched off', { page_load: '', page_load_delay: 2, click_times: 3 }, []],
    [
      'several',
      { page_load: 'yes', exit_intent: 'yes' },
      [{ name: 'page_load', delay: 0 }, { name: 'exit_intent' }],
    ],
  ])('%s', (_name, triggers, plans) => {
    expect(planTriggers(triggers, validSelector)).toEqual({ plans, problems: [] });
  });

  it.each([
    [
      'an invalid selector ignores the trigger',
      { scrolling_to: 'yes', scrolling_to_selector: '##x' },
      /scrolling_to_selector "##x" is not a valid selector/,
    ],
    ['an empty selector ignores the trigger', { scrolling_to: 'yes' }, /is not a valid selector/],
    ['unknown trigger names', { teleport: 'yes' }, /unknown trigger "teleport"/],
    [
      'a bad delay',
      { page_load: 'yes', page_load_delay: 'soon' },
      /page_load_delay is not a number/,
    ],
    [
      'a negative time',
      { inactivity: 'yes', inactivity_time: -1 },
      /inactivity_time is not a number/,
    ],
    [
      'a bad direction',
      { scrolling: 'yes', scrolling_direction: 'sideways' },
      /neither up nor down/,
    ],
    ['a fractional click count', { click: 'yes', click_times: 1.5 }, /click_times/],
  ])('%s', (_name, triggers, problem) => {
    const planned = planTriggers(triggers, validSelector);
    expect(planned.plans).toEqual([]);
    expect(planned.problems).toHaveLength(1);
    expect(planned.problems[0]).toMatch(problem);
  });
});

describe('scrolling trigger', () => {
  const page = { documentHeight: 3000, viewportHeight: 1000 };
  it.each([
    ['down past the offset', 'down', 50, 0, 1200, true],
    ['down to exactly the offset', 'down', 50, 0, 1000, true],
    ['down short of the offset', 'down', 50, 0, 999, false],
    ['down at 30%', 'down', 30, 500, 600, true],
    ['up while set to down', 'down', 50, 1500, 1200, false],
    ['up fires at once', 'up', 50, 1200, 1100, true],
    ['down while set to up', 'up', 50, 0, 1900, false],
    ['no movement counts as up', 'up', 50, 300, 300, true],
  ] as const)('%s', (_name, direction, offset, previous, scrollY, fires) => {
    expect(scrollingFires({ direction, offset }, { ...page, previous, scrollY })).toBe(fires);
  });

  it('treats a page that cannot scroll as fully scrolled', () => {
    expect(
      scrollingFires(
        { direction: 'down', offset: 90 },
        { previous: 0, scrollY: 1, documentHeight: 800, viewportHeight: 800 },
      ),
    ).toBe(true);
  });
});

describe('click, exit intent and ad-block', () => {
  it.each([
    [1, 1, true],
    [2, 3, false],
    [3, 3, true],
    [4, 3, false],
  ])('click %i of %i fires: %s', (clicks, times, fires) => {
    expect(clickFires(clicks, times)).toBe(fires);
  });

  it.each([
    [-5, true],
    [0, true],
    [1, false],
    [700, false],
  ])('pointer leaving at clientY %i is exit intent: %s', (clientY, expected) => {
    expect(isExitIntent(clientY)).toBe(expected);
  });

  it.each([
    [false, null, true],
    [true, 'none', true],
    [true, 'block', false],
  ] as const)('bait present %s with display %s: blocked %s', (present, display, blocked) => {
    expect(adBlocked(present, display)).toBe(blocked);
  });

  it('names the bait with six random [a-z0-9] characters', () => {
    const values = [0, 0.5, 0.99, 0.1, 0.7, 0.3];
    let i = 0;
    expect(baitId('elementor', () => values[i++]!)).toBe('elementor-adblock-detection-as9dzk');
    expect(baitId('elementor')).toMatch(/^elementor-adblock-detection-[a-z0-9]{6}$/);
    expect(baitId('elementor')).not.toBe(baitId('elementor'));
  });
});
