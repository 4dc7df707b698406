import { afterEach, describe, expect, it } from 'vitest';
import type { CarouselPlan, DeviceParams } from './carousel-options.ts';
import { holdSlideSizes } from './slide-widths.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function slides(count: number): HTMLElement[] {
  document.body.innerHTML = `<div class="swiper"><div class="swiper-wrapper">${'<div class="swiper-slide"></div>'.repeat(count)}</div></div>`;
  return [...document.querySelectorAll<HTMLElement>('.swiper-slide')];
}

/** Devices whose current one the test switches, telling the listeners as the core does. */
function devices(start: string) {
  let current = start;
  const listeners = new Set<(now: string, before: string) => void>();
  return {
    current: () => current,
    onChange(listener: (now: string, before: string) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    switchTo(name: string) {
      const before = current;
      current = name;
      for (const listener of listeners) listener(name, before);
    },
    listeners,
  };
}

/** The width as the browser serializes it (it folds `calc()`), for comparing by value. */
function width(css: string): string {
  const probe = document.createElement('div');
  probe.style.width = css;
  return probe.style.width;
}

function plan(perDevice: Record<string, DeviceParams>, extra: Partial<CarouselPlan> = {}) {
  return {
    ...perDevice.desktop!,
    perDevice,
    effect: 'slide',
    centeredSlides: false,
    ...extra,
  } as CarouselPlan;
}

describe('holdSlideSizes', () => {
  it("gives each slide swiper's width and gap for the current device, and gives them back", () => {
    const all = slides(4);
    const screens = devices('desktop');
    const release = holdSlideSizes(
      screens,
      all,
      plan({
        desktop: { slidesPerView: 3, slidesPerGroup: 1, spaceBetween: 18 },
        mobile: { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 10 },
      }),
    )!;
    for (const slide of all) {
      expect(slide.style.width).toBe(width('calc((100% - 36px) / 3)'));
      expect(slide.style.marginInlineEnd).toBe('18px');
    }
    screens.switchTo('mobile');
    expect(all[0]!.style.width).toBe(width('calc((100% - 0px) / 1)'));
    expect(all[0]!.style.marginInlineEnd).toBe('10px');

    release();
    expect(screens.listeners.size).toBe(0);
    for (const slide of all) expect(slide.getAttribute('style')).toBe('');
  });

  it('shares the wrapper out where swiper sets no gap', () => {
    const [slide] = slides(2);
    holdSlideSizes(
      devices('desktop'),
      [slide!],
      plan({ desktop: { slidesPerView: 2, slidesPerGroup: 1, spaceBetween: 0 } }),
    );
    expect(slide!.style.width).toBe(width('calc((100% - 0px) / 2)'));
    expect(slide!.style.marginInlineEnd).toBe('0px');
  });

  it.each([
    { effect: 'fade' as const },
    { effect: 'coverflow' as const },
    { centeredSlides: true },
  ])('leaves slides swiper places otherwise alone (%o)', (extra) => {
    const all = slides(3);
    const hold = holdSlideSizes(
      devices('desktop'),
      all,
      plan({ desktop: { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 0 } }, extra),
    );
    expect(hold).toBeUndefined();
    expect(all[0]!.getAttribute('style')).toBeNull();
  });
});
