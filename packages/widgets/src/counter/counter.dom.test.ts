import { afterEach, describe, expect, it, vi } from 'vitest';
import { counter, pageDocument } from '@islet/demo/backends/widgets/widget-markup.mjs';
import {
  bootRecorded,
  bootWidgets,
  recordedPagesWith,
  type Booted,
} from '../../test-support/boot.ts';
import { installFakeIntersection } from '@islet/test-support/fake-intersection';
import { emulateReducedMotion } from '@islet/test-support/reduced-motion';
import { recordStates } from '@islet/test-support/record-states';
import { waitFor } from '@islet/test-support/wait-for';

let booted: Booted | undefined;
let io: ReturnType<typeof installFakeIntersection> | undefined;
afterEach(() => {
  vi.useRealTimers();
  booted?.islet.stop();
  booted = undefined;
  io?.restore();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const text = (id: string) =>
  document.querySelector(`[data-id="${id}"] .elementor-counter-number`)!.textContent;

describe('counter', () => {
  it('counts to the end value with separator and decimals once it is in view', async () => {
    io = installFakeIntersection();
    // The counts' frames and clock on vitest's from the start, so a count begun too early shows.
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    booted = await bootWidgets(
      pageDocument(
        '1',
        counter('cnt0001', { from: 0, to: 12500, duration: 300, delimiter: ',' }) +
          counter('cnt0002', { from: 1, to: '2.50', duration: 200 }),
      ),
    );
    expect(booted.row('cnt0001')).toMatchObject({ status: 'active' });
    // Past both durations, nothing counts out of view.
    await vi.advanceTimersByTimeAsync(400);
    expect(text('cnt0001')).toBe('0');
    const number = document.querySelector('[data-id="cnt0001"] .elementor-counter-number')!;
    io.reveal(number);
    io.reveal(document.querySelector('[data-id="cnt0002"] .elementor-counter-number')!);
    expect(io.watched(number)).toBe(false);
    const { seen, stop } = recordStates(number, () => text('cnt0001'));
    await vi.advanceTimersByTimeAsync(150);
    expect(text('cnt0001')).not.toBe('12,500');
    await vi.advanceTimersByTimeAsync(200);
    expect(text('cnt0001')).toBe('12,500');
    stop();
    // It went through values in between, and they carried the separator.
    expect(seen.some((value) => value !== '0' && value !== '12,500')).toBe(true);
    expect(text('cnt0002')).toBe('2.50');
  });

  it('shows the end value at once under reduced motion', async () => {
    const restore = emulateReducedMotion();
    booted = await bootWidgets(
      pageDocument('1', counter('cnt0001', { to: 9999, duration: 60000, delimiter: '.' })),
    );
    try {
      await waitFor(() => expect(text('cnt0001')).toBe('9.999'));
    } finally {
      restore();
    }
  });

  it('skips bad numbers with a reason, the rest runs', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        counter('bad0001', { to: 'lots' }) +
          counter('bad0002', { to: 5, duration: -1 }) +
          counter('cnt0003', { to: 3, duration: 10 }),
      ),
    );
    expect(booted.row('bad0001')).toMatchObject({ status: 'skipped' });
    expect(booted.row('bad0001')!.reason).toContain('data-to-value');
    expect(booted.row('bad0002')!.reason).toContain('data-duration');
    expect(booted.log.warnings).toHaveLength(2);
    await waitFor(() => expect(text('cnt0003')).toBe('3'));
  });

  it.each(recordedPagesWith('counter'))(
    'counts on the recorded page %s',
    async (file) => {
      const page = await bootRecorded(file);
      try {
        const widgets = [
          ...page.doc.querySelectorAll<HTMLElement>('[data-widget_type^="counter."]'),
        ];
        for (const element of widgets) {
          expect(page.row(element.dataset.id!)).toMatchObject({ status: 'active' });
        }
        // jsdom has no IntersectionObserver: the scheduler treats every element as in view.
        await waitFor(
          () => {
            for (const element of widgets) {
              const number = element.querySelector<HTMLElement>('.elementor-counter-number')!;
              const to = Number(number.dataset.toValue);
              expect(number.textContent!.replace(/\D/g, '')).toBe(String(to));
            }
          },
          { timeout: 5000, interval: 50 },
        );
        expect(page.log.warnings).toEqual([]);
        expect(page.log.errors).toEqual([]);
      } finally {
        page.islet.stop();
        page.dom.window.close();
      }
    },
    20_000,
  );
});
