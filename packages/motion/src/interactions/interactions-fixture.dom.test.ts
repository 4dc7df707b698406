import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Islet } from '@islet/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atomicFeatures, features as motionFeatures } from '../features.ts';
import { bootPage, clearPage, settle, type TestLogger } from '@islet/test-support/boot';
import { installFakeIntersection } from '@islet/test-support/fake-intersection';
import { emulateReducedMotion } from '@islet/test-support/reduced-motion';
import { replaceProperty } from '@islet/test-support/stub-property';

// The interactions are in the runtime's `atomic` family; motion's own features ride along.
const features = [...motionFeatures, ...atomicFeatures];

// The builder 4.1.5's own rendering of a page with atomic elements and their interactions,
// captured from a real WordPress (tests/wordpress): footer data, `data-interaction-id`s, and the
// `data-interactions="null"` atomic tabs and videos print.
const FIXTURE = join(process.cwd(), 'fixtures/atomic/atomic-4.1.5.html');

let islet: Islet | undefined;
let log: TestLogger;
let io: ReturnType<typeof installFakeIntersection>;
const restore: (() => void)[] = [];
let played: { id: string | null; keyframes: Keyframe[]; options: KeyframeAnimationOptions }[];

beforeEach(() => {
  played = [];
  io = installFakeIntersection();
  restore.push(io.restore, emulateReducedMotion(window, false));
  restore.push(
    replaceProperty(Element.prototype, 'animate', {
      value(this: Element, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
        played.push({ id: this.getAttribute('data-interaction-id'), keyframes, options });
        return { cancel() {}, finish() {} };
      },
    }),
  );
});
afterEach(() => {
  clearPage(islet);
  islet = undefined;
  for (const undo of restore.splice(0)) undo();
});

const byId = (id: string) => document.querySelector(`[data-interaction-id="${id}"]`)!;
const easeIn = 'cubic-bezier(0.42, 0, 1, 1)';
const easeOut = 'cubic-bezier(0, 0, 0.58, 1)';
const easeInOut = 'cubic-bezier(0.42, 0, 0.58, 1)';
const inFill = { iterations: 1, fill: 'backwards' };

describe('interactions on the builder 4.1.5’s own markup (fixtures/atomic)', () => {
  beforeEach(async () => {
    const html = readFileSync(FIXTURE, 'utf8');
    const body = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
    vi.stubGlobal('innerWidth', 1366);
    ({ islet, log } = await bootPage(body, features));
    await settle();
    await islet.ready;
  });

  it('plays the load interactions at once, with their effect, direction, timing and easing', () => {
    expect(played).toEqual([
      {
        id: 'head001',
        keyframes: [{ opacity: 0, offset: 0 }],
        options: { duration: 600, delay: 0, easing: easeIn, ...inFill },
      },
      {
        id: 'para001',
        keyframes: [{ translate: '-100px 0px', offset: 0 }],
        options: { duration: 800, delay: 200, easing: easeOut, ...inFill },
      },
      {
        id: 'imag001',
        keyframes: [{ scale: '0', offset: 0 }],
        options: { duration: 700, delay: 100, easing: easeInOut, ...inFill },
      },
    ]);
    expect(log.warnings.filter((line) => line.includes('interaction'))).toEqual([]);
  });

  it('waits for the scroll ones, each on its trigger', () => {
    for (const id of ['scrl001', 'scrh001', 'scrp001', 'scrb001', 'cmpb001'])
      expect(io.watching(byId(id))).toBe(true);
    played.length = 0;
    io.enter(byId('scrh001'));
    expect(played).toEqual([
      {
        id: 'scrh001',
        keyframes: [{ translate: '0px 100px', offset: 0 }],
        options: { duration: 1000, delay: 300, easing: easeInOut, ...inFill },
      },
    ]);
    expect(io.watching(byId('scrh001'))).toBe(false);
  });

  it('runs both of an element’s interactions: fades in when it comes, scales out when it goes', () => {
    played.length = 0;
    io.enter(byId('scrp001'));
    expect(played).toEqual([
      {
        id: 'scrp001',
        keyframes: [{ opacity: 0, offset: 0 }],
        options: { duration: 500, delay: 100, easing: 'linear', ...inFill },
      },
    ]);
    io.leave(byId('scrp001'));
    expect(played[1]).toEqual({
      id: 'scrp001',
      keyframes: [{ scale: '0', offset: 1 }],
      options: {
        duration: 400,
        delay: 0,
        easing: 'cubic-bezier(0.31, 0.01, 0.67, -0.53)',
        iterations: 1,
        fill: 'forwards',
      },
    });
    io.enter(byId('scrb001'));
    io.leave(byId('scrb001'));
    expect(played[2]).toMatchObject({
      id: 'scrb001',
      keyframes: [{ translate: '100px 0px', offset: 1 }],
      options: { duration: 300, delay: 50, easing: easeOut, fill: 'forwards' },
    });
  });
});
