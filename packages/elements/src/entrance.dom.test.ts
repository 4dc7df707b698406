import type { Islet } from '@islet/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { features } from './features.ts';
import { installFakeIntersection } from '@islet/test-support/fake-intersection';
import { emulateReducedMotion } from '@islet/test-support/reduced-motion';
import {
  widget,
  section,
  container,
  popupDocument,
  pageDocument,
} from '@islet/test-support/section-markup';
import { bootPage, clearPage, settle, type TestLogger } from '@islet/test-support/boot';
import { waitFor } from '@islet/test-support/wait-for';

let islet: Islet | undefined;
let log: TestLogger;
let io: ReturnType<typeof installFakeIntersection>;
let restoreMotion: () => void;

beforeEach(() => {
  io = installFakeIntersection();
  restoreMotion = emulateReducedMotion(window, false);
});
afterEach(() => {
  clearPage(islet);
  islet = undefined;
  io.restore();
  restoreMotion();
  vi.useRealTimers();
});

const byId = (id: string) => document.querySelector<HTMLElement>(`[data-id="${id}"]`)!;
const classesOf = (id: string) =>
  [...byId(id).classList].filter(
    (c) =>
      !c.startsWith('elementor-element') &&
      c !== 'elementor-widget' &&
      !c.startsWith('elementor-widget-') &&
      c !== 'e-con' &&
      c !== 'e-parent' &&
      c !== 'elementor-section' &&
      c !== 'elementor-top-section',
  );

async function boot(html: string, width = 1366) {
  vi.stubGlobal('innerWidth', width);
  ({ islet, log } = await bootPage(pageDocument(html), features));
  await settle();
}

describe('entrance animations', () => {
  it('stay hidden until they enter the viewport, then get `animated {name}` after the delay', async () => {
    await boot(
      widget(
        'a1',
        'heading.default',
        { _animation: 'fadeInUp', _animation_delay: 300 },
        { hidden: true },
      ),
    );
    expect(classesOf('a1')).toEqual(['elementor-invisible']);
    vi.useFakeTimers();
    io.enter(byId('a1'));
    vi.advanceTimersByTime(299);
    expect(classesOf('a1')).toEqual(['elementor-invisible']);
    vi.advanceTimersByTime(1);
    expect(classesOf('a1')).toEqual(['animated', 'fadeInUp']);
    expect(io.watching(byId('a1'))).toBe(false);
  });

  it('use the device variant of `animation` on sections and containers', async () => {
    await boot(
      section('s1', '', { animation: 'fadeIn', animation_mobile: 'zoomIn' }, { hidden: true }) +
        container(
          'c1',
          '',
          { animation: 'bounceIn', animation_tablet: 'slideInUp' },
          { hidden: true },
        ),
      390,
    );
    io.enter(byId('s1'));
    io.enter(byId('c1'));
    expect(classesOf('s1')).toEqual(['animated', 'zoomIn']);
    // Mobile falls back to the tablet value before desktop.
    expect(classesOf('c1')).toEqual(['animated', 'slideInUp']);
  });

  it('reveal `none` and animations missing on this device at once, without animation classes', async () => {
    await boot(
      widget(
        'n1',
        'heading.default',
        { _animation: 'none', _animation_delay: 500 },
        { hidden: true },
      ) + widget('n2', 'heading.default', { _animation_mobile: 'fadeIn' }, { hidden: true }),
    );
    io.enter(byId('n1'));
    io.enter(byId('n2'));
    expect(classesOf('n1')).toEqual([]);
    expect(classesOf('n2')).toEqual([]);
  });

  it('share one IntersectionObserver among all elements', async () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      widget(`m${i}`, 'heading.default', { _animation: 'fadeIn' }, { hidden: true }),
    ).join('');
    await boot(many);
    expect(io.observerCount()).toBe(1);
  });

  it('reveal everything when the browser has no IntersectionObserver', async () => {
    io.restore();
    const saved = window.IntersectionObserver;
    delete (window as Partial<Window & typeof globalThis>).IntersectionObserver;
    try {
      await boot(widget('o1', 'heading.default', { _animation: 'fadeIn' }, { hidden: true }));
      await waitFor(() => expect(classesOf('o1')).toEqual(['animated', 'fadeIn']));
    } finally {
      if (saved) window.IntersectionObserver = saved;
    }
  });

  it('under reduced motion reveal at once without animation classes', async () => {
    restoreMotion();
    restoreMotion = emulateReducedMotion(window, true);
    await boot(
      widget(
        'r1',
        'heading.default',
        { _animation: 'fadeInUp', _animation_delay: 800 },
        { hidden: true },
      ),
    );
    expect(classesOf('r1')).toEqual([]);
  });

  it('reveal unknown names and broken settings with one warning each, never leaving them hidden', async () => {
    await boot(
      widget('u1', 'heading.default', { _animation: 'spinForever' }, { hidden: true }) +
        widget('u2', 'heading.default', '{"_animation":"fadeIn",', { hidden: true }) +
        widget('u3', 'heading.default', { _animation: 'fadeIn' }, { hidden: true }),
    );
    io.enter(byId('u1'));
    expect(classesOf('u1')).toEqual([]);
    // Unreadable JSON: core skips the element (and warns); the entrance chunk still reveals it.
    expect(classesOf('u2')).toEqual([]);
    expect(islet!.inspect().find((row) => row.id === 'u2')?.status).toBe('skipped');
    expect(log.warnings.filter((text) => text.includes('u1'))).toEqual([
      '[islet] element u1 (heading.default): entrance: _animation: unknown entrance animation "spinForever": shown without animation',
    ]);
    expect(log.warnings.filter((text) => text.includes('u2'))).toHaveLength(1);
  });

  it('animate without delay, with one warning naming the setting, when the delay is not a number', async () => {
    await boot(
      widget(
        'd1',
        'heading.default',
        { _animation: 'fadeIn', _animation_delay: 'soon' },
        { hidden: true },
      ),
    );
    expect(log.warnings).toEqual([
      '[islet] element d1 (heading.default): entrance: _animation_delay: expected a number ≥ 0, got "soon": no delay',
    ]);
    io.enter(byId('d1'));
    expect(classesOf('d1')).toEqual(['animated', 'fadeIn']);
  });

  it('animate popup content when the popup is shown, and again on every showing', async () => {
    await boot(widget('p0', 'heading.default', { _animation: 'fadeIn' }, { hidden: true }));
    document.body.insertAdjacentHTML(
      'beforeend',
      popupDocument(
        '77',
        widget('p1', 'heading.default', { _animation: 'zoomIn' }, { hidden: true }),
      ),
    );
    const row = () => islet!.inspect().find((entry) => entry.id === 'p1');
    // Inserted and released content connects through the runtime's sliced queue, which yields to
    // the browser between slices: wait for the row, not for one turn of the event loop.
    await expect.poll(() => row()?.status).toBe('pending');
    const popup = document.querySelector('[data-elementor-type="popup"]')!;
    io.enter(byId('p1'));
    expect(classesOf('p1')).toEqual(['elementor-invisible']);

    islet!.release(popup);
    await expect.poll(() => io.watching(byId('p1'))).toBe(true);
    io.enter(byId('p1'));
    expect(classesOf('p1')).toEqual(['animated', 'zoomIn']);

    islet!.hold(popup);
    expect(classesOf('p1')).toEqual(['elementor-invisible']);
    islet!.release(popup);
    await expect.poll(() => io.watching(byId('p1'))).toBe(true);
    io.enter(byId('p1'));
    expect(classesOf('p1')).toEqual(['animated', 'zoomIn']);
  });
});
