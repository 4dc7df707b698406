import { afterEach, describe, expect, it, vi } from 'vitest';
import { animatedHeadline, pageDocument } from '@islet/demo/backends/widgets/widget-markup.mjs';
import { bootWidgets, onFakeClock, type Booted } from '../../test-support/boot.ts';
import { installFakeIntersection } from '@islet/test-support/fake-intersection';
import { emulateReducedMotion } from '@islet/test-support/reduced-motion';
import { recordStates } from '@islet/test-support/record-states';
import { waitFor } from '@islet/test-support/wait-for';

let booted: Booted | undefined;
let restoreMotion: (() => void) | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  restoreMotion?.();
  restoreMotion = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const words = ['faster', 'smaller', 'kinder'];
// A word whole: letter styles keep it in the screen-reader-only text, their letters hidden.
const wordText = (word: Element | null) =>
  word?.querySelector('.elementor-screen-only')?.textContent ?? word?.textContent;
// The word a screen reader gets: the one not hidden.
const readWord = () =>
  wordText(document.querySelector('.elementor-headline-dynamic-text:not([aria-hidden="true"])'));
const activeWord = () => wordText(document.querySelector('.elementor-headline-text-active'));
// A flip-rotating headline over `words`, booted with the fake clock on from the start.
const flipping = (settings: Record<string, unknown>) =>
  animatedHeadline('ahl0001', {
    before: '',
    words,
    after: '',
    settings: { headline_style: 'rotate', animation_type: 'flip', ...settings },
  });
const bootOnClock = (markup: string) => onFakeClock(() => bootWidgets(pageDocument('1', markup)));

describe('animated headline', () => {
  it('draws the highlight marker and redraws it in a loop', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        animatedHeadline('ahl0001', {
          before: 'Pages',
          words: ['faster'],
          after: 'today',
          settings: {
            headline_style: 'highlight',
            marker: 'double',
            loop: 'yes',
            highlight_animation_duration: 100,
            highlight_iteration_delay: 500,
          },
        }),
      ),
    );
    const headline = document.querySelector('.elementor-headline')!;
    await waitFor(() =>
      expect(
        document.querySelectorAll('.elementor-headline-dynamic-wrapper svg path'),
      ).toHaveLength(2),
    );
    expect(headline.classList.contains('e-animated')).toBe(true);
    // Hidden for the last fifth of the pause (100 ms here): recorded, since a poll may miss it.
    const hidden = recordStates(headline, () => headline.classList.contains('e-hide-highlight'));
    await waitFor(() => expect(hidden.seen.slice(0, 3)).toEqual([false, true, false]), {
      timeout: 2000,
    });
    hidden.stop();
    expect(headline.classList.contains('e-animated')).toBe(true);
  });

  it.each(['flip', 'slide', 'drop-in'])(
    'rotates words with %s after the iteration delay, looping',
    async (type) => {
      // On the fake clock, so the checks after the fourth word read a state the loop has not
      // moved on from (in real time a loaded machine let it turn between two lines).
      booted = await bootOnClock(
        animatedHeadline('ahl0001', {
          before: 'Pages',
          words,
          after: '',
          settings: {
            headline_style: 'rotate',
            animation_type: type,
            loop: 'yes',
            rotate_iteration_delay: 60,
          },
        }),
      );
      const { seen, stop } = recordStates(document.body, activeWord);
      for (let ms = 0; ms < 2000 && seen.length < 4; ms += 10)
        await vi.advanceTimersByTimeAsync(10);
      stop();
      expect(seen.slice(0, 4)).toEqual(['faster', 'smaller', 'kinder', 'faster']);
      expect(readWord()).toBe(activeWord());
      expect(
        document.querySelectorAll('.elementor-headline-dynamic-text[aria-hidden="true"]'),
      ).toHaveLength(2);
      expect(document.querySelectorAll('.elementor-headline-text-active')).toHaveLength(1);
    },
  );

  it('types letter by letter: selects, switches, then types the next word in', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        animatedHeadline('ahl0001', {
          before: 'Pages',
          words,
          after: '',
          settings: {
            headline_style: 'rotate',
            animation_type: 'typing',
            loop: 'yes',
            rotate_iteration_delay: 300,
          },
        }),
      ),
    );
    const [first, second] = [
      ...document.querySelectorAll<HTMLElement>('.elementor-headline-dynamic-text'),
    ];
    expect(first!.querySelectorAll('.elementor-headline-dynamic-letter')).toHaveLength(6);
    expect(first!.querySelector('.elementor-screen-only')!.textContent).toBe('faster');
    expect(
      [...first!.querySelectorAll('.elementor-headline-dynamic-letter')].every(
        (letter) => letter.getAttribute('aria-hidden') === 'true',
      ),
    ).toBe(true);
    expect(first!.hasAttribute('aria-label')).toBe(false);
    expect(readWord()).toBe('faster');
    expect(second!.getAttribute('aria-hidden')).toBe('true');
    const wrapper = document.querySelector('.elementor-headline-dynamic-wrapper')!;
    // The selection lasts a fifth of the delay (60 ms here), about waitFor's poll.
    const selection = recordStates(wrapper, () =>
      wrapper.classList.contains('elementor-headline-typing-selected'),
    );
    await waitFor(() => expect(selection.seen).toContain(true), { timeout: 1000 });
    selection.stop();
    await waitFor(
      () => expect(second!.classList.contains('elementor-headline-text-active')).toBe(true),
      { timeout: 1500 },
    );
    await waitFor(
      () =>
        expect(
          [...second!.querySelectorAll('.elementor-headline-dynamic-letter')].every((i) =>
            i.classList.contains('elementor-headline-animation-in'),
          ),
        ).toBe(true),
      { timeout: 3000 },
    );
  });

  it('rotates only while on screen', async () => {
    const io = installFakeIntersection();
    try {
      booted = await bootOnClock(flipping({ loop: 'yes', rotate_iteration_delay: 30 }));
      const headline = document.querySelector('.elementor-headline')!;
      // Five holds of 30 ms: nothing rotates before the headline is on screen.
      await vi.advanceTimersByTimeAsync(150);
      expect(activeWord()).toBe('faster');
      io.reveal(headline);
      // One hold on screen: the next word (the one after comes at 60 ms).
      await vi.advanceTimersByTimeAsync(40);
      expect(activeWord()).toBe('smaller');
      io.hide(headline);
      // The step due at 60 ms finds it off screen and waits, however long.
      await vi.advanceTimersByTimeAsync(200);
      expect(activeWord()).toBe('smaller');
      // Back on screen, the waiting step runs at once; the next is a hold away.
      io.reveal(headline);
      await vi.advanceTimersByTimeAsync(20);
      expect(activeWord()).toBe('kinder');
    } finally {
      io.restore();
    }
  });

  it('swaps letter by letter for the letter styles', async () => {
    // On the fake clock: in real time a loaded machine could let the loop turn on past the
    // moment the second word is whole before the check sees it.
    booted = await bootOnClock(
      animatedHeadline('ahl0001', {
        before: '',
        words: ['ab', 'cde'],
        after: '',
        settings: {
          headline_style: 'rotate',
          animation_type: 'wave',
          loop: 'yes',
          rotate_iteration_delay: 100,
        },
      }),
    );
    const [first, second] = [
      ...document.querySelectorAll<HTMLElement>('.elementor-headline-dynamic-text'),
    ];
    const shown = (word: HTMLElement) =>
      [...word.querySelectorAll('.elementor-headline-dynamic-letter')].map((l) =>
        l.classList.contains('elementor-headline-animation-in'),
      );
    expect(shown(first!)).toEqual([true, true]);
    expect(shown(second!)).toEqual([false, false, false]);
    expect(readWord()).toBe('ab');
    // Ten ms at a time, so the check sees the second word whole well before its 100 ms hold ends.
    for (let ms = 0; ms < 1000 && shown(second!).includes(false); ms += 10)
      await vi.advanceTimersByTimeAsync(10);
    expect(shown(second!)).toEqual([true, true, true]);
    expect(shown(first!)).toEqual([false, false]);
    // The word classes stay as they were; what is read follows the word on show.
    expect(readWord()).toBe('cde');
    expect(first!.getAttribute('aria-hidden')).toBe('true');
  });

  it('stops at the last word without loop', async () => {
    booted = await bootOnClock(flipping({ rotate_iteration_delay: 30 }));
    // Two holds of 30 ms to the last word, then many more in which it stays.
    await vi.advanceTimersByTimeAsync(70);
    expect(activeWord()).toBe('kinder');
    await vi.advanceTimersByTimeAsync(200);
    expect(activeWord()).toBe('kinder');
  });

  it('keeps the first word and draws the marker at once under reduced motion', async () => {
    restoreMotion = emulateReducedMotion();
    booted = await bootOnClock(
      flipping({ loop: 'yes', rotate_iteration_delay: 20 }) +
        animatedHeadline('ahl0002', {
          before: '',
          words: ['now'],
          after: '',
          settings: { headline_style: 'highlight', marker: 'circle' },
        }),
    );
    // Ten holds of 20 ms, in which the words would have turned.
    await vi.advanceTimersByTimeAsync(200);
    expect(
      document.querySelector('[data-id="ahl0001"] .elementor-headline-text-active')!.textContent,
    ).toBe('faster');
    expect(document.querySelector('[data-id="ahl0002"] path')!.getAttribute('style')).toContain(
      'stroke-dashoffset:0',
    );
  });

  it('gives every word back to assistive technology when stopped', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        animatedHeadline('ahl0001', {
          before: '',
          words,
          after: '',
          settings: { headline_style: 'rotate', animation_type: 'wave', loop: 'yes' },
        }),
      ),
    );
    const hidden = () =>
      document.querySelectorAll('.elementor-headline-dynamic-text[aria-hidden]').length;
    expect(hidden()).toBe(2);
    booted.islet.stop();
    booted = undefined;
    expect(hidden()).toBe(0);
  });

  it('skips unknown animation types', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        animatedHeadline('ahl0001', {
          before: '',
          words,
          after: '',
          settings: { headline_style: 'rotate', animation_type: 'spin' },
        }),
      ),
    );
    expect(booted.row('ahl0001')).toMatchObject({ status: 'skipped' });
  });
});
