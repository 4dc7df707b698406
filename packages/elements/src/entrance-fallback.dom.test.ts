import type { Islet, LazyBehaviour } from '@islet/core';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { features } from './features.ts';
import { installFakeIntersection } from '@islet/test-support/fake-intersection';
import { pageDocument, widget } from '@islet/test-support/section-markup';
import { bootPage, clearPage } from '@islet/test-support/boot';

// Its own file: the safety net keys on whether the entrance chunk ever arrived in this module.
let islet: Islet | undefined;
const io = installFakeIntersection();
afterAll(() => io.restore());
afterEach(() => {
  vi.useRealTimers();
  clearPage(islet);
});
// The safety net's timer is armed while the page boots: on the test's clock from the start.
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

const entrance = features.find((feature) => feature.name === 'entrance')!;
const hidden = (id: string) =>
  document.querySelector(`[data-id="${id}"]`)!.classList.contains('elementor-invisible');

describe('the entrance safety net', () => {
  it('reveals hidden elements without animation when the chunk cannot load', async () => {
    fakeTimers();
    const failing: LazyBehaviour = {
      ...entrance,
      load: () => Promise.reject(new Error('Loading chunk entrance failed.')),
    };
    ({ islet } = await bootPage(
      pageDocument(widget('f1', 'heading.default', { _animation: 'fadeIn' }, { hidden: true })),
      [failing],
    ));
    expect(islet.inspect().find((row) => row.id === 'f1')?.status).toBe('failed');
    vi.advanceTimersByTime(2999);
    expect(hidden('f1')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(hidden('f1')).toBe(false);
    expect(document.querySelector('[data-id="f1"]')!.classList.contains('animated')).toBe(false);
  });

  it('leaves elements to the chunk once it has loaded: below the fold they wait to be seen', async () => {
    fakeTimers();
    ({ islet } = await bootPage(
      pageDocument(widget('f2', 'heading.default', { _animation: 'fadeIn' }, { hidden: true })),
      features,
    ));
    // Past the arrival of the entrance chunk, which is what stands the safety net down.
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(3000);
    expect(hidden('f2')).toBe(true);
    io.enter(document.querySelector('[data-id="f2"]')!);
    expect(hidden('f2')).toBe(false);
  });
});
