import { afterEach, describe, expect, it } from 'vitest';
import { markSwiperHost } from './swiper-host.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function carouselInColumn(): HTMLElement {
  document.body.innerHTML = `<div class="elementor-column"><div class="elementor-widget-wrap"><div class="elementor-widget elementor-widget-image-carousel"><div class="elementor-widget-container"><div class="swiper"><div class="swiper-wrapper"></div></div></div></div></div></div>`;
  return document.querySelector<HTMLElement>('.swiper')!;
}

const widget = () => document.querySelector('.elementor-widget')!;
const wrap = () => document.querySelector('.elementor-widget-wrap')!;

describe('swiper host classes', () => {
  it.each(['3.11.2', '3.32.5', '4.0.1', undefined])(
    'marks the widget and its column like the builder %s',
    (version) => {
      const stop = markSwiperHost(carouselInColumn(), version);
      expect(widget().classList.contains('e-widget-swiper')).toBe(true);
      expect(wrap().classList.contains('e-swiper-container')).toBe(true);
      stop();
      expect(widget().classList.contains('e-widget-swiper')).toBe(false);
      expect(wrap().classList.contains('e-swiper-container')).toBe(false);
    },
  );

  it('leaves a 3.0 page alone, whose builder never added them', () => {
    markSwiperHost(carouselInColumn(), '3.0.15');
    expect(widget().classList.contains('e-widget-swiper')).toBe(false);
    expect(wrap().classList.contains('e-swiper-container')).toBe(false);
  });

  it('marks a carousel in a container, which has no widget wrap', () => {
    document.body.innerHTML = `<div class="e-con"><div class="elementor-widget"><div class="swiper"></div></div></div>`;
    markSwiperHost(document.querySelector<HTMLElement>('.swiper')!, '3.27.0');
    expect(widget().classList.contains('e-widget-swiper')).toBe(true);
  });
});

describe('offset sides', () => {
  it.each(['left', 'right', 'both'] as const)(
    'gives the swiper container offset-%s, whatever the builder version',
    (side) => {
      const swiper = carouselInColumn();
      const stop = markSwiperHost(swiper, '3.0.15', side);
      expect(swiper.classList.contains(`offset-${side}`)).toBe(true);
      stop();
      expect(swiper.classList.contains(`offset-${side}`)).toBe(false);
    },
  );
});
