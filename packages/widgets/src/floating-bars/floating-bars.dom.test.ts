import { afterEach, describe, expect, it, vi } from 'vitest';
import { floatingBar, floatingDocument } from '@islet/demo/backends/widgets/widget-markup.mjs';
import { bootFloating } from '../../test-support/boot-floating.ts';
import { onFakeClock, type Booted } from '../../test-support/boot.ts';
import { waitFor } from '@islet/test-support/wait-for';

let booted: Booted | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
  document.body.style.paddingTop = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * Resolves at the end of the scheduler's next frame: this write, queued last, runs after the reads
 * and writes queued so far, and the writes those reads queue run in the same frame.
 */
const frame = () => new Promise<void>((resolve) => booted!.islet.scheduler.write(resolve));

const reducedMotion = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    addEventListener() {},
    removeEventListener() {},
  }));

const bar = () => document.querySelector<HTMLElement>('.e-floating-bars')!;
const q = <T extends HTMLElement = HTMLElement>(selector: string) =>
  document.querySelector<T>(selector)!;

/** jsdom lays nothing out: each headline is 100 px wide, the bar 1000 px. */
function layTickerOut() {
  const headlines = q('.e-floating-bars__headlines');
  const inner = q('.e-floating-bars__headlines-inner');
  Object.defineProperty(headlines, 'offsetWidth', { configurable: true, get: () => 1000 });
  Object.defineProperty(inner, 'offsetWidth', {
    configurable: true,
    get: () => 100 * inner.children.length,
  });
}

describe('floating bars: both variants', () => {
  it.each(['floating-bars-var-2', 'floating-bars-var-3'])(
    '%s is dismissed by its close button, and by Escape only with the focus inside',
    async (name) => {
      booted = await bootFloating(
        floatingDocument('90', floatingBar('fbr0001', name, { top: false })),
      );
      expect(booted.row('fbr0001')).toMatchObject({ status: 'active' });
      window.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape' }));
      expect(bar().classList.contains('is-hidden')).toBe(false);
      q('.e-floating-bars__close-button').focus();
      window.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape' }));
      expect(bar().classList.contains('is-hidden')).toBe(true);
      expect(bar().getAttribute('aria-hidden')).toBe('true');
    },
  );

  it('a close click dismisses it', async () => {
    booted = await bootFloating(
      floatingDocument('90', floatingBar('fbr0001', 'floating-bars-var-3', { top: false })),
    );
    q('.e-floating-bars__close-button').click();
    expect(bar().classList.contains('is-hidden')).toBe(true);
  });

  it('moves the document of a top bar that does not stick to the start of the page, once', async () => {
    booted = await bootFloating(
      '<p>first</p>' + floatingDocument('90', floatingBar('fbr0001', 'floating-bars-var-3')),
    );
    await frame();
    expect(document.body.firstElementChild!.getAttribute('data-elementor-id')).toBe('90');
    expect(booted.row('fbr0001')).toMatchObject({ status: 'active' });
  });

  it('a sticky top bar pads the page by its height and gives it back when dismissed', async () => {
    const html = floatingDocument(
      '90',
      floatingBar('fbr0001', 'floating-bars-var-2', { sticky: true }),
    );
    booted = await bootFloating(html, {
      prepare: () =>
        Object.defineProperty(bar(), 'offsetHeight', { configurable: true, get: () => 48 }),
    });
    await frame();
    expect(document.body.style.paddingTop).toBe('48px');
    expect(booted.islet.scrollOffsets.top()).toBe(48);
    q('.e-floating-bars__close-button').click();
    expect(document.body.style.paddingTop).toBe('');
    expect(booted.islet.scrollOffsets.top()).toBe(0);
  });

  it.each(['floating-bars-var-2', 'floating-bars-var-3'])(
    '%s is skipped with the reason, untouched and not moved, when the page has containers off',
    async (name) => {
      const html = '<p>first</p>' + floatingDocument('90', floatingBar('fbr0001', name));
      booted = await bootFloating(html, { container: false });
      await frame();
      expect(booted.row('fbr0001')).toMatchObject({
        status: 'skipped',
        reason: expect.stringContaining('container feature'),
      });
      expect(document.body.innerHTML).toBe(html);
    },
  );
});

describe('floating bars variant 2: the ticker', () => {
  const ticker = (settings: Record<string, unknown> = {}) =>
    floatingDocument('90', floatingBar('fbr0001', 'floating-bars-var-2', { top: false, settings }));

  it('autoplay: copies fill the bar, the row is doubled, it plays; pause and play toggle it', async () => {
    booted = await bootFloating(ticker({ style_ticker_animation_type: 'autoplay' }));
    await frame();
    const headlines = q('.e-floating-bars__headlines');
    expect(headlines.getAttribute('data-animated')).toBe('true');
    expect([...headlines.classList]).toEqual(expect.arrayContaining(['is-playing']));
    const twin = q('.e-floating-bars__headlines-inner--clone');
    expect(twin.getAttribute('aria-hidden')).toBe('true');
    expect(
      [...twin.querySelectorAll('a')].every((link) => link.getAttribute('tabindex') === '-1'),
    ).toBe(true);
    expect(twin.nextElementSibling!.classList.contains('e-floating-bars__overlay')).toBe(true);

    const pause = q('.e-floating-bars__pause-button');
    const play = q('.e-floating-bars__play-button');
    expect([pause.getAttribute('aria-hidden'), play.getAttribute('aria-hidden')]).toEqual([
      'false',
      'true',
    ]);
    pause.focus();
    pause.click();
    expect(headlines.classList.contains('is-paused')).toBe(true);
    expect(headlines.classList.contains('is-playing')).toBe(false);
    expect([pause.getAttribute('aria-hidden'), play.getAttribute('aria-hidden')]).toEqual([
      'true',
      'false',
    ]);
    expect(document.activeElement).toBe(play);
    play.click();
    expect(headlines.classList.contains('is-playing')).toBe(true);
    expect(document.activeElement).toBe(pause);
    expect(document.querySelectorAll('.e-floating-bars__headlines-inner--clone')).toHaveLength(1);
  });

  it('copies the headlines until they fill the bar, silent and out of the tab order', async () => {
    const html = ticker();
    booted = await bootFloating(html, { prepare: layTickerOut });
    await frame();
    const inner = q('.e-floating-bars__headlines-inner');
    const copies = inner.querySelectorAll('.e-floating-bars__headline--clone');
    // 3 headlines of 100 px, 3 more sets to reach 1000 px.
    expect(copies).toHaveLength(9);
    expect([...copies].every((c) => c.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect([...copies].every((c) => c.getAttribute('tabindex') === '-1')).toBe(true);
    booted.islet.stop();
    booted = undefined;
    // Disconnected: every copy and state goes, the markup is as the server printed it.
    expect(document.body.innerHTML).toBe(html);
  });

  it('under reduced motion an autoplay ticker starts paused; play starts it', async () => {
    reducedMotion();
    booted = await bootFloating(ticker());
    await frame();
    const headlines = q('.e-floating-bars__headlines');
    expect(headlines.hasAttribute('data-animated')).toBe(false);
    expect(headlines.classList.contains('is-paused')).toBe(true);
    expect(q('.e-floating-bars__pause-button').getAttribute('aria-hidden')).toBe('true');
    q('.e-floating-bars__play-button').click();
    expect(headlines.getAttribute('data-animated')).toBe('true');
    expect(headlines.classList.contains('is-playing')).toBe(true);
  });

  it('on page scroll: the row moves by the scroll distance and is copied further', async () => {
    booted = await bootFloating(ticker({ style_ticker_animation_type: 'scroll' }), {
      prepare: layTickerOut,
    });
    await frame();
    const inner = q('.e-floating-bars__headlines-inner');
    expect(inner.children).toHaveLength(12);
    expect(q('.e-floating-bars__headlines').hasAttribute('data-animated')).toBe(false);
    vi.stubGlobal('scrollY', 250);
    window.dispatchEvent(new Event('scroll'));
    await frame();
    expect(inner.style.transform).toBe('translateX(-250px)');
    expect(inner.children).toHaveLength(15);
  });
});

describe('floating bars variant 3: the coupon', () => {
  const couponBar = (settings: Record<string, unknown> = {}) =>
    floatingDocument(
      '90',
      floatingBar('fbr0001', 'floating-bars-var-3', {
        top: false,
        settings: { style_coupon_animation: 'fadeIn', ...settings },
      }),
    );
  const button = () => q('.e-floating-bars__coupon-button');

  it('enters after its delay: animated at once, shown 500 ms after the delay, visible when it ends', async () => {
    booted = await onFakeClock(() =>
      bootFloating(couponBar({ style_coupon_animation_delay: 1000 })),
    );
    expect([...button().classList]).toEqual(
      expect.arrayContaining(['animated', 'fadeIn', 'has-entrance-animation']),
    );
    vi.advanceTimersByTime(1400);
    expect(button().classList.contains('has-entrance-animation')).toBe(true);
    vi.advanceTimersByTime(200);
    expect(button().classList.contains('has-entrance-animation')).toBe(false);
    button().dispatchEvent(new Event('animationend'));
    expect([...button().classList]).toEqual(expect.arrayContaining(['visible']));
    expect(button().classList.contains('animated')).toBe(false);
  });

  it('under reduced motion it appears, unanimated, once the delay has passed', async () => {
    reducedMotion();
    booted = await onFakeClock(() =>
      bootFloating(couponBar({ style_coupon_animation_delay: 1000 })),
    );
    expect(button().classList.contains('animated')).toBe(false);
    vi.advanceTimersByTime(900);
    expect(button().classList.contains('visible')).toBe(false);
    vi.advanceTimersByTime(200);
    expect(button().classList.contains('visible')).toBe(true);
    expect(button().classList.contains('has-entrance-animation')).toBe(false);
  });

  it('copies the code and shows the success text for the set duration, its size pinned', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    booted = await onFakeClock(() =>
      bootFloating(couponBar({ style_coupon_success_message_duration: { unit: 's', size: 2 } })),
    );
    button().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).toHaveBeenCalledWith('NEW10');
    const code = q('.e-floating-bars__coupon-code');
    const success = q('.e-floating-bars__coupon-success');
    expect([code.classList.contains('is-hidden'), success.classList.contains('is-hidden')]).toEqual(
      [true, false],
    );
    expect(bar().style.getPropertyValue('--e-floating-bars-coupon-width')).toMatch(/px$/);
    expect(q('.e-floating-bars [role="status"]').textContent).toBe('Copied');
    vi.advanceTimersByTime(1900);
    expect(code.classList.contains('is-hidden')).toBe(true);
    vi.advanceTimersByTime(200);
    expect([code.classList.contains('is-hidden'), success.classList.contains('is-hidden')]).toEqual(
      [false, true],
    );
    expect(bar().style.getPropertyValue('--e-floating-bars-coupon-width')).toBe('initial');
  });

  it('without a clipboard (plain http) it says the code instead', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    booted = await bootFloating(couponBar());
    button().click();
    await waitFor(() => expect(q('.e-floating-bars [role="status"]').textContent).toBe('NEW10'));
    expect(q('.e-floating-bars__coupon-code').classList.contains('is-hidden')).toBe(false);
  });
});
