import { describe, expect, it } from 'vitest';
import type { Interaction } from './interaction-read.ts';
import {
  awayState,
  easingCss,
  OUT_RATIO,
  planInteraction,
  stepTrigger,
  type TriggerState,
} from './interaction-plan.ts';

const base: Interaction = {
  id: 'i1',
  trigger: 'load',
  effect: 'fade',
  type: 'in',
  sides: [],
  duration: 600,
  delay: 0,
  easing: 'easeIn',
  replay: false,
  iterations: 1,
  excluded: [],
};
const with_ = (changes: Partial<Interaction>): Interaction => ({ ...base, ...changes });
const desktop = { device: 'desktop', reducedMotion: false };

describe('awayState', () => {
  it.each([
    [{ effect: 'fade' }, { opacity: 0 }],
    [{ effect: 'scale' }, { scale: '0' }],
    [{ effect: 'slide' }, {}],
    [{ effect: 'slide', sides: ['left'] }, { translate: '-100px 0px' }],
    [{ effect: 'slide', sides: ['right'] }, { translate: '100px 0px' }],
    [{ effect: 'slide', sides: ['top'] }, { translate: '0px -100px' }],
    [{ effect: 'slide', sides: ['bottom'] }, { translate: '0px 100px' }],
    [{ effect: 'slide', sides: ['top', 'left'] }, { translate: '-100px -100px' }],
    [{ effect: 'slide', sides: ['top', 'right'] }, { translate: '100px -100px' }],
    [{ effect: 'slide', sides: ['bottom', 'left'] }, { translate: '-100px 100px' }],
    [{ effect: 'slide', sides: ['bottom', 'right'] }, { translate: '100px 100px' }],
    // A direction moves the element whatever the effect, as in the builder's script.
    [
      { effect: 'fade', sides: ['left'] },
      { opacity: 0, translate: '-100px 0px' },
    ],
    [
      { effect: 'scale', sides: ['bottom'] },
      { scale: '0', translate: '0px 100px' },
    ],
  ] as const)('%j is away at %j', (changes, away) => {
    expect(awayState(with_(changes as Partial<Interaction>))).toEqual(away);
  });
});

describe('easingCss', () => {
  it.each([
    ['linear', 'linear'],
    ['easeIn', 'cubic-bezier(0.42, 0, 1, 1)'],
    ['easeOut', 'cubic-bezier(0, 0, 0.58, 1)'],
    ['easeInOut', 'cubic-bezier(0.42, 0, 0.58, 1)'],
    ['backOut', 'cubic-bezier(0.33, 1.53, 0.69, 0.99)'],
    ['backIn', 'cubic-bezier(0.31, 0.01, 0.67, -0.53)'],
  ] as const)('%s is %s', (name, css) => {
    expect(easingCss(name)).toBe(css);
  });

  it('samples backInOut into linear(), symmetric, overshooting below 0 and above 1', () => {
    const css = easingCss('backInOut');
    const points = /^linear\((.*)\)$/.exec(css)![1]!.split(', ').map(Number);
    expect(points).toHaveLength(41);
    expect(points[0]).toBe(0);
    expect(points[20]).toBeCloseTo(0.5, 3);
    expect(points[40]).toBe(1);
    for (let i = 0; i <= 40; i++) expect(points[i]! + points[40 - i]!).toBeCloseTo(1, 3);
    expect(Math.min(...points)).toBeLessThan(-0.03);
    expect(Math.max(...points)).toBeGreaterThan(1.03);
  });
});

describe('planInteraction', () => {
  it('plays an `in` from away to the element’s own style, away during the delay', () => {
    expect(planInteraction(with_({ delay: 300, duration: 900 }), desktop)).toEqual({
      kind: 'animate',
      trigger: 'load',
      keyframes: [{ opacity: 0, offset: 0 }],
      options: {
        duration: 900,
        delay: 300,
        easing: 'cubic-bezier(0.42, 0, 1, 1)',
        iterations: 1,
        fill: 'backwards',
      },
      replay: false,
    });
  });

  it('plays an `out` from the element’s own style to away, and stays away', () => {
    const plan = planInteraction(
      with_({ type: 'out', effect: 'slide', sides: ['right'], trigger: 'scrollOut', replay: true }),
      desktop,
    );
    expect(plan).toMatchObject({
      trigger: 'scrollOut',
      keyframes: [{ translate: '100px 0px', offset: 1 }],
      options: { fill: 'forwards' },
      replay: true,
    });
  });

  it('repeats as many times as asked', () => {
    expect(planInteraction(with_({ iterations: Infinity }), desktop)).toMatchObject({
      options: { iterations: Infinity },
    });
  });

  it('skips an interaction excluded on the current device, and only there', () => {
    const excluded = with_({ excluded: ['mobile', 'tablet'] });
    expect(planInteraction(excluded, { device: 'mobile', reducedMotion: false })).toEqual({
      kind: 'skip',
      reason: 'excluded on mobile',
    });
    expect(planInteraction(excluded, desktop).kind).toBe('animate');
  });

  it('skips a slide without a direction: nothing moves', () => {
    expect(planInteraction(with_({ effect: 'slide' }), desktop)).toEqual({
      kind: 'skip',
      reason: 'nothing to animate',
    });
  });

  it('under reduced motion shows an `in` as it is and puts an `out` away at once', () => {
    const reduced = { device: 'desktop', reducedMotion: true };
    expect(planInteraction(with_({ delay: 500 }), reduced)).toEqual({
      kind: 'skip',
      reason: 'reduced motion: shown without animation',
    });
    expect(
      planInteraction(with_({ type: 'out', delay: 500, iterations: Infinity }), reduced),
    ).toMatchObject({
      kind: 'animate',
      keyframes: [{ opacity: 0, offset: 1 }],
      options: { duration: 0, delay: 0, iterations: 1, fill: 'forwards' },
    });
  });
});

describe('stepTrigger', () => {
  const inView = { intersecting: true, ratio: 1 };
  const partly = { intersecting: true, ratio: 0.5 };
  const nearly = { intersecting: true, ratio: OUT_RATIO - 0.001 };
  const out = { intersecting: false, ratio: 0 };

  it.each([
    // scrollIn, once: plays the first time any part is in view, then stops watching.
    ['scrollIn', false, 'waiting', out, 'waiting', null, false],
    ['scrollIn', false, 'waiting', partly, 'played', 'play', true],
    ['scrollIn', false, 'waiting', inView, 'played', 'play', true],
    // scrollIn, replay: reset once wholly out of view, play again on the way back.
    ['scrollIn', true, 'waiting', partly, 'played', 'play', false],
    ['scrollIn', true, 'played', inView, 'played', null, false],
    ['scrollIn', true, 'played', out, 'waiting', 'reset', false],
    // scrollOut: armed once 85 % is in view, plays when less is.
    ['scrollOut', false, 'waiting', partly, 'waiting', null, false],
    ['scrollOut', false, 'waiting', out, 'waiting', null, false],
    ['scrollOut', false, 'waiting', inView, 'armed', null, false],
    ['scrollOut', false, 'waiting', nearly, 'armed', null, false],
    ['scrollOut', false, 'armed', inView, 'armed', null, false],
    ['scrollOut', false, 'armed', partly, 'played', 'play', true],
    ['scrollOut', false, 'armed', out, 'played', 'play', true],
    // scrollOut, replay: reset when wholly out or seen in full again.
    ['scrollOut', true, 'armed', partly, 'played', 'play', false],
    ['scrollOut', true, 'played', partly, 'played', null, false],
    ['scrollOut', true, 'played', out, 'waiting', 'reset', false],
    ['scrollOut', true, 'played', inView, 'armed', 'reset', false],
  ] as const)(
    '%s (replay %s) %s + %j → %s, %s, done %s',
    (trigger, replay, state, sighting, next, action, done) => {
      expect(stepTrigger(trigger, replay, state as TriggerState, sighting)).toEqual({
        state: next,
        action,
        done,
      });
    },
  );
});
