import { afterEach, describe, expect, it, vi } from 'vitest';
import { module as Autoplay } from './swiper-autoplay.ts';
import { trustedSwiper } from './swiper-core.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function slider(): HTMLElement {
  document.body.innerHTML = `<div class="swiper"><div class="swiper-wrapper">${'<div class="swiper-slide">Slide</div>'.repeat(3)}</div></div>`;
  return document.querySelector<HTMLElement>('.swiper')!;
}

// patches/swiper@14.4.0.patch: swiper's autoplay asked for an animation frame on every frame for
// as long as it ran, only to report the time left to listeners nobody had.
describe("swiper's autoplay (patched)", () => {
  it('keeps no frame loop running when nobody listens to the time left', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const Swiper = trustedSwiper();
    const swiper = new Swiper(slider(), { modules: [Autoplay], autoplay: { delay: 1000 } });
    expect(swiper.autoplay.running).toBe(true);
    frames.mockClear();
    vi.advanceTimersByTime(2500);
    // About 150 frames in 2.5 s; autoplay's own timers need none of them.
    expect(swiper.autoplay.running).toBe(true);
    expect(frames.mock.calls.length).toBeLessThan(10);
    swiper.destroy();
  });

  it('still reports the time left every frame to a listener', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    const Swiper = trustedSwiper();
    const seen: number[] = [];
    const swiper = new Swiper(slider(), {
      modules: [Autoplay],
      autoplay: { delay: 1000 },
      on: { autoplayTimeLeft: (_swiper, timeLeft) => seen.push(timeLeft) },
    });
    vi.advanceTimersByTime(500);
    expect(seen.length).toBeGreaterThan(10);
    swiper.destroy();
  });
});
