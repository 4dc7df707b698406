import { createRuntime, type Islet, type Logger } from '@islet/core';
import { installFakeIntersection } from '@islet/test-support/fake-intersection';
import { emulateReducedMotion } from '@islet/test-support/reduced-motion';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect, NEAR_VIEWPORT, settings } from './carousel.ts';
import { CAROUSEL_WIDGETS } from './carousel-widgets.ts';
import { waitFor } from '@islet/test-support/wait-for';

let islet: Islet | undefined;
const warnings: string[] = [];

const record = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
const logger: Logger = {
  warn: record,
  warnOnce: (_key, ...args) => record(...args),
  error: record,
};

function carouselWidget(id: string, widgetType: string, settings: unknown, inner: string) {
  const attribute = JSON.stringify(settings).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<div class="elementor-element elementor-element-${id} elementor-widget" data-id="${id}" data-element_type="widget" data-widget_type="${widgetType}" data-settings="${attribute}"><div class="elementor-widget-container">${inner}</div></div>`;
}

const slides = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `<div class="swiper-slide" aria-label="${i + 1} of ${n}">${i + 1}</div>`,
  ).join('');
const imageCarousel = (id: string, settings: unknown, n = 6, swiperClass = 'swiper') =>
  carouselWidget(
    id,
    'image-carousel.default',
    settings,
    `<div class="elementor-image-carousel-wrapper ${swiperClass}"><div class="swiper-wrapper">${slides(n)}</div><div class="elementor-swiper-button elementor-swiper-button-prev"></div><div class="elementor-swiper-button elementor-swiper-button-next"></div><div class="swiper-pagination"></div></div>`,
  );

async function boot(html: string, width = 1200) {
  vi.stubGlobal('innerWidth', width);
  document.body.innerHTML = `<div class="elementor elementor-1" data-elementor-type="wp-page" data-elementor-id="1">${html}</div>`;
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
    is_rtl: false,
  };
  islet = createRuntime({ logger });
  islet.register({
    name: 'carousel',
    match: CAROUSEL_WIDGETS,
    settings,
    connect,
  });
  await islet.start();
  return islet;
}

interface Explained {
  slides: number;
  modules: string[];
  plan: {
    slidesPerView: number;
    breakpoints: Record<
      string,
      { slidesPerView: number; slidesPerGroup: number; spaceBetween: number }
    >;
    arrows: boolean;
    pagination: string | null;
    loop: boolean;
    autoplay: unknown;
    effect: string;
  };
}

function explained(id: string): Explained {
  const row = islet!.inspect().find((candidate) => candidate.id === id);
  return (row?.details as Record<string, Explained> | undefined)?.carousel as Explained;
}

afterEach(() => {
  islet?.stop();
  islet = undefined;
  warnings.length = 0;
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).elementorFrontendConfig;
});

describe('carousel settings mapping on the builder markup', () => {
  it('uses the spec defaults per device when nothing is set (3 / 2 / 1)', async () => {
    await boot(imageCarousel('aaa0001', {}));
    const { plan } = explained('aaa0001');
    expect(
      Object.fromEntries(
        Object.entries(plan.breakpoints).map(([min, p]) => [min, p.slidesPerView]),
      ),
    ).toEqual({
      0: 1,
      767: 2,
      1024: 3,
    });
  });

  it('maps per-device values of a recorded image carousel (10 / 5 / 3, dots, lazy)', async () => {
    await boot(
      imageCarousel(
        'a540d94',
        {
          slides_to_show: '10',
          navigation: 'dots',
          lazyload: 'yes',
          image_spacing_custom: { unit: 'px', size: 10, sizes: [] },
          slides_to_show_mobile: '3',
          slides_to_show_tablet: '5',
          speed: 500,
        },
        10,
      ),
    );
    const { plan, modules } = explained('a540d94');
    expect(plan.breakpoints).toEqual({
      0: { slidesPerView: 3, slidesPerGroup: 1, spaceBetween: 10 },
      767: { slidesPerView: 5, slidesPerGroup: 1, spaceBetween: 10 },
      1024: { slidesPerView: 10, slidesPerGroup: 1, spaceBetween: 10 },
    });
    expect([plan.arrows, plan.pagination]).toEqual([false, 'bullets']);
    expect(modules).toEqual(['a11y', 'pagination']);
  });

  it('maps a recorded testimonial carousel (pro settings, one per view, loop)', async () => {
    await boot(
      carouselWidget(
        '37ce6ce4',
        'testimonial-carousel.default',
        {
          space_between_mobile: { unit: 'px', size: 29 },
          show_arrows: 'yes',
          speed: 500,
          loop: 'yes',
          space_between: { unit: 'px', size: 10 },
        },
        `<div class="elementor-swiper"><div class="elementor-main-swiper swiper"><div class="swiper-wrapper">${slides(4)}</div><div class="elementor-swiper-button elementor-swiper-button-prev"></div><div class="elementor-swiper-button elementor-swiper-button-next"></div></div></div>`,
      ),
    );
    const { plan, slides: count } = explained('37ce6ce4');
    expect(count).toBe(4);
    expect(plan.breakpoints).toEqual({
      // Pro's carousels read each device's own gap: the unset tablet one is 0, as in the builder.
      0: { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 29 },
      767: { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 0 },
      1024: { slidesPerView: 1, slidesPerGroup: 1, spaceBetween: 10 },
    });
    expect([plan.arrows, plan.loop]).toEqual([true, true]);
  });

  it('maps the slides widget on the swiper-container generation (fade, autoplay)', async () => {
    await boot(
      carouselWidget(
        '0354a54',
        'slides.default',
        {
          navigation: 'none',
          transition: 'fade',
          autoplay: 'yes',
          autoplay_speed: 5000,
          infinite: 'yes',
          transition_speed: 500,
        },
        `<div class="elementor-swiper"><div class="elementor-slides-wrapper elementor-main-swiper swiper-container" dir="ltr" data-animation=""><div class="swiper-wrapper elementor-slides">${slides(2)}</div></div></div>`,
      ),
    );
    const { plan, modules } = explained('0354a54');
    expect([plan.effect, plan.slidesPerView, plan.loop]).toEqual(['fade', 1, true]);
    expect(plan.autoplay).toEqual({
      delay: 5000,
      pauseOnMouseEnter: false,
      disableOnInteraction: false,
    });
    expect(modules).toEqual(['a11y', 'autoplay', 'effect-fade']);
  });

  it('skips a carousel without slides with one warning; the next one still connects', async () => {
    await boot(
      imageCarousel('bad0001', {}, 0) + imageCarousel('aaa0002', { slides_to_show: '-1' }),
    );
    const rows = islet!.inspect();
    expect(rows.find((row) => row.id === 'bad0001')?.status).toBe('skipped');
    expect(explained('aaa0002').plan.breakpoints[1024]?.slidesPerView).toBe(3);
    expect(warnings.filter((text) => text.includes('bad0001'))).toHaveLength(1);
    expect(warnings.join('\n')).toContain('carousel: slides_to_show: got "-1": using the default');
  });
});

describe('a carousel on its way', () => {
  it('waits for idle time once swiper is in, with its slides held until swiper is built', async () => {
    // Idle time comes when the test says so.
    const idle: Array<(deadline: IdleDeadline) => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: (deadline: IdleDeadline) => void) => {
      idle.push(callback);
      return idle.length;
    });
    // Not awaited: the runtime's start waits for idle hydration to drain.
    const booted = boot(
      carouselWidget(
        'c0a0001',
        'reviews.default',
        { slides_per_view: '3', space_between: { unit: 'px', size: 18 } },
        `<div class="elementor-main-swiper swiper"><div class="swiper-wrapper">${slides(5)}</div></div>`,
      ),
    );
    const row = () => islet!.inspect().find((candidate) => candidate.id === 'c0a0001');
    const slide = document.querySelector<HTMLElement>('[data-id="c0a0001"] .swiper-slide')!;
    const flush = () => {
      for (const callback of idle.splice(0))
        callback({ didTimeout: false, timeRemaining: () => 50 });
    };

    // Idle time connects it (jsdom lays nothing out: it is below the first viewport), and its
    // slides are held from then on.
    await waitFor(() => {
      if (!slide.style.marginInlineEnd) flush();
      expect(slide.style.marginInlineEnd).toBe('18px');
    });
    // Swiper arrives; building waits for the next idle time, the slides still held.
    await waitFor(() => expect(row()?.reason).toBe('carousel: waits for idle hydration'));
    expect(slide.style.marginInlineEnd).toBe('18px');
    // Building asks `matchMedia`, which jsdom lacks: one that matches nothing.
    const restoreMedia = emulateReducedMotion(window, false);
    try {
      await waitFor(() => {
        flush();
        expect(row()?.status).toBe('active');
      });
      await booted;
    } finally {
      restoreMedia();
    }
    // Swiper spaces the slides itself now.
    expect(slide.style.marginInlineEnd).toBe('');
  });

  it('builds one outside the first viewport only once it comes near, its slides held till then', async () => {
    const intersection = installFakeIntersection();
    const restoreMedia = emulateReducedMotion(window, false);
    try {
      await boot(
        carouselWidget(
          'c0a0003',
          'reviews.default',
          { slides_per_view: '3', space_between: { unit: 'px', size: 18 } },
          `<div class="elementor-main-swiper swiper"><div class="swiper-wrapper">${slides(5)}</div></div>`,
        ),
      );
      const element = document.querySelector<HTMLElement>('[data-id="c0a0003"]')!;
      const slide = element.querySelector<HTMLElement>('.swiper-slide')!;
      const row = () => islet!.inspect().find((candidate) => candidate.id === 'c0a0003');
      // Swiper is in (downloaded in idle time after boot), and building waits for the carousel.
      await waitFor(() => expect(row()?.reason).toBe('carousel: waits until near the viewport'));
      expect(intersection.rootMarginOf(element)).toBe(NEAR_VIEWPORT);
      expect(slide.style.marginInlineEnd).toBe('18px');
      expect(element.querySelector('.swiper-initialized')).toBeNull();

      intersection.reveal(element);
      await waitFor(() => expect(row()?.status).toBe('active'));
      expect(element.querySelector('.swiper-initialized')).not.toBeNull();
      expect(intersection.watched(element)).toBe(false);
    } finally {
      restoreMedia();
      intersection.restore();
    }
  });
});
