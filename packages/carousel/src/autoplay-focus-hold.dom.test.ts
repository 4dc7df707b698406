import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdAutoplayWhileFocused } from './autoplay-focus-hold.ts';
import { module as Autoplay } from './swiper-autoplay.ts';
import { trustedSwiper } from './swiper-core.ts';

const DELAY = 1000;
const SPEED = 300;
const listening = new AbortController();

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A carousel of four slides with a focusable arrow, autoplaying with swiper's own autoplay. */
function carousel() {
  document.body.innerHTML = `<div class="widget"><div class="swiper"><div class="swiper-wrapper">${'<div class="swiper-slide">Slide</div>'.repeat(4)}</div></div><button class="arrow">Next</button></div><button class="outside">Outside</button>`;
  const element = document.querySelector<HTMLElement>('.widget')!;
  const container = element.querySelector<HTMLElement>('.swiper')!;
  // jsdom lays nothing out; swiper only needs its own width to place one slide per view.
  Object.defineProperty(container, 'clientWidth', { value: 400 });
  Object.defineProperty(container, 'clientHeight', { value: 200 });
  const Swiper = trustedSwiper();
  const swiper = new Swiper(container, {
    modules: [Autoplay],
    speed: SPEED,
    rewind: true,
    autoplay: { delay: DELAY },
  });
  holdAutoplayWhileFocused(element, swiper, listening.signal);
  // jsdom runs no CSS transitions: the wrapper's transition ends when the test says so.
  const endTransition = () => swiper.wrapperEl.dispatchEvent(new Event('transitionend'));
  return { element, swiper, endTransition };
}

describe('autoplay held while focus is inside the carousel', () => {
  it('does not advance while focus stays inside, even when focus came in mid-transition', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'Date'] });
    const { element, swiper, endTransition } = carousel();
    vi.advanceTimersByTime(DELAY);
    expect(swiper.activeIndex).toBe(1);
    expect(swiper.animating).toBe(true);

    // Focus enters while the slide is still moving; swiper resumes its autoplay at transitionend.
    element.querySelector<HTMLElement>('.arrow')!.focus();
    vi.advanceTimersByTime(SPEED);
    endTransition();
    vi.advanceTimersByTime(DELAY * 5);
    expect(swiper.activeIndex).toBe(1);

    // Focus leaves: rotation goes on.
    document.querySelector<HTMLElement>('.outside')!.focus();
    vi.advanceTimersByTime(DELAY);
    expect(swiper.activeIndex).toBe(2);
    swiper.destroy();
  });

  it('stays held across a slide change the user makes while focus is inside', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'Date'] });
    const { element, swiper, endTransition } = carousel();
    element.querySelector<HTMLElement>('.arrow')!.focus();
    vi.advanceTimersByTime(DELAY * 2);
    expect(swiper.activeIndex).toBe(0);
    swiper.slideNext();
    vi.advanceTimersByTime(SPEED);
    endTransition();
    vi.advanceTimersByTime(DELAY * 5);
    expect(swiper.activeIndex).toBe(1);
    document.querySelector<HTMLElement>('.outside')!.focus();
    vi.advanceTimersByTime(DELAY);
    expect(swiper.activeIndex).toBe(2);
    swiper.destroy();
  });

  it('rotates again while focused once the rotation control starts it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'Date'] });
    const { element, swiper, endTransition } = carousel();
    element.querySelector<HTMLElement>('.arrow')!.focus();
    swiper.autoplay.stop();
    swiper.autoplay.start();
    vi.advanceTimersByTime(DELAY + SPEED);
    endTransition();
    vi.advanceTimersByTime(DELAY);
    expect(swiper.activeIndex).toBe(2);
    swiper.destroy();
  });
});
