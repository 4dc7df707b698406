import { afterEach, describe, expect, it, vi } from 'vitest';
import { countdown, pageDocument } from '@islet/demo/backends/widgets/widget-markup.mjs';
import {
  bootRecorded,
  bootWidgets,
  recordedPagesWith,
  type Booted,
} from '../../test-support/boot.ts';

let booted: Booted | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
  vi.useRealTimers();
  window.location.hash = '';
});

const digits = (root: ParentNode = document) =>
  ['days', 'hours', 'minutes', 'seconds'].map(
    (unit) => root.querySelector(`.elementor-countdown-${unit}`)?.textContent,
  );

describe('countdown', () => {
  it('ticks each second to the due date, then runs its expiry actions', async () => {
    // The test's clock: the three seconds to the due date pass when the test says, not in real time.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const dueSeconds = Math.floor(Date.now() / 1000) + 3;
    booted = await bootWidgets(
      pageDocument(
        '1',
        countdown('cdn0001', {
          date: dueSeconds,
          actions: [{ type: 'hide' }, { type: 'message' }],
          message: 'Too late',
        }),
      ),
    );
    expect(booted.row('cdn0001')).toMatchObject({ status: 'active' });
    const first = digits();
    expect(first.slice(0, 3)).toEqual(['00', '00', '00']);
    expect(['01', '02', '03']).toContain(first[3]);
    const wrapper = document.querySelector<HTMLElement>('.elementor-countdown-wrapper')!;
    const message = document.querySelector<HTMLElement>('.elementor-countdown-expire--message')!;
    expect(message.style.display).toBe('none');
    await vi.advanceTimersByTimeAsync(1000);
    expect(digits()[3]).not.toBe(first[3]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(wrapper.style.display).toBe('none');
    expect(digits()).toEqual(['00', '00', '00', '00']);
    expect(message.style.display).toBe('block');
  });

  it('keeps an evergreen deadline per visitor in localStorage', async () => {
    // A still clock: the deadline is set and first shown at the same instant. On a real one the
    // two reads fell in the same millisecond now and then (02:00:00 shown, not 01:59:59).
    vi.useFakeTimers({ toFake: ['Date'] });
    booted = await bootWidgets(pageDocument('1', countdown('cdn0001', { evergreen: 2 * 3600 })));
    expect(digits()).toEqual(['00', '02', '00', '00']);
    const stored = localStorage.getItem('cdn0001-evergreen_due_date');
    expect(Number(stored)).toBe(Date.now() + 2 * 3600 * 1000);
    expect(localStorage.getItem('cdn0001-evergreen_interval')).toBe('7200');
    booted.islet.stop();
    localStorage.setItem('cdn0001-evergreen_due_date', String(Date.now() + 30 * 60_000 + 500));
    booted = await bootWidgets(pageDocument('1', countdown('cdn0001', { evergreen: 2 * 3600 })));
    expect(digits().slice(0, 3)).toEqual(['00', '00', '30']);
  });

  it('carries hidden units into the shown ones', async () => {
    const dueSeconds = Math.floor(Date.now() / 1000) + 2 * 86_400 + 90;
    booted = await bootWidgets(
      pageDocument('1', countdown('cdn0001', { date: dueSeconds, parts: ['hours', 'minutes'] })),
    );
    expect(digits()).toEqual([undefined, '48', '01', undefined]);
  });

  it.each([
    [{ date: 'tomorrow' }, 'data-date'],
    [{ date: 1_900_000_000, actions: [{ type: 'explode' }] }, 'unknown expire action'],
    [{ evergreen: -5 }, 'data-evergreen-interval'],
  ])('skips %j with a reason', async (options, reason) => {
    booted = await bootWidgets(pageDocument('1', countdown('cdn0001', options)));
    expect(booted.row('cdn0001')).toMatchObject({ status: 'skipped' });
    expect(booted.row('cdn0001')!.reason).toContain(reason);
    expect(booted.log.warnings).toHaveLength(1);
  });

  it('downloads the redirect URL check only for a countdown that redirects, then redirects', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    booted = await bootWidgets(
      pageDocument('1', countdown('cdn0001', { date: past, actions: [{ type: 'hide' }] })),
    );
    expect(booted.row('cdn0001')).toMatchObject({ status: 'active' });
    expect(booted.islet.chunks.state('countdown-redirect')).toBe('idle');
    booted.islet.stop();
    document.body.innerHTML = '';

    booted = await bootWidgets(
      pageDocument(
        '1',
        countdown('cdn0001', {
          date: past,
          actions: [{ type: 'redirect', redirect_url: '#over' }],
        }),
      ),
    );
    expect(booted.row('cdn0001')).toMatchObject({ status: 'active' });
    expect(booted.islet.chunks.state('countdown-redirect')).toBe('loaded');
    expect(window.location.hash).toBe('#over');
  });

  it('skips a countdown whose redirect URL is not http(s), once its check is in', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        countdown('cdn0001', {
          date: Math.floor(Date.now() / 1000) - 60,
          actions: [{ type: 'redirect', redirect_url: 'javascript:alert(1)' }],
        }),
      ),
    );
    expect(booted.row('cdn0001')).toMatchObject({ status: 'skipped' });
    expect(booted.row('cdn0001')!.reason).toContain('bad redirect URL');
    expect(window.location.hash).toBe('');
    expect(booted.log.warnings).toHaveLength(1);
  });

  it.each(recordedPagesWith('countdown'))(
    'runs on the recorded page %s',
    async (file) => {
      const page = await bootRecorded(file);
      try {
        for (const element of page.doc.querySelectorAll<HTMLElement>(
          '[data-widget_type^="countdown."]',
        )) {
          expect(page.row(element.dataset.id!)).toMatchObject({ status: 'active' });
          const wrapper = element.querySelector<HTMLElement>('.elementor-countdown-wrapper')!;
          const due = Number(wrapper.dataset.date) * 1000;
          if (due < Date.now()) {
            expect(digits(element)).toEqual(['00', '00', '00', '00']);
            const hides = (wrapper.dataset.expireActions ?? '').includes('"hide"');
            expect(wrapper.style.display).toBe(hides ? 'none' : '');
          } else {
            expect(digits(element).every((d) => /^\d\d+$/.test(d ?? ''))).toBe(true);
          }
        }
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
