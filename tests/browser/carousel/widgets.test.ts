import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { holdRequests } from '../held-requests.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';

const demo = useDemoServer();
const browser = useBrowser();

const activeText = (page: Page, id: string) =>
  page.evaluate(
    (id) =>
      document.querySelector(`[data-id="${id}"] .swiper-slide-active`)?.textContent?.trim() ?? null,
    id,
  );

/** Whether the carousel's swiper is still moving between slides (and so ignores its arrows). */
const animating = (page: Page, id: string) =>
  page.evaluate(
    (id) =>
      (document.querySelector(`[data-id="${id}"] .swiper`) as { swiper?: { animating: boolean } })
        .swiper?.animating ?? true,
    id,
  );

async function ready(page: Page, id: string) {
  await waitForIsletReady(page);
  await expect
    .poll(() =>
      page.evaluate(
        (id) =>
          document.querySelector(`[data-id="${id}"] .swiper-wrapper`)?.parentElement?.className ??
          '',
        id,
      ),
    )
    .toMatch(/swiper-initialized/);
}

describe('testimonial carousel', () => {
  it('one testimonial per view, loops past the last with the arrows, bullets labelled', async () => {
    const { page, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      demo.url('/pages/carousel/testimonial'),
    );
    try {
      await page.setViewportSize({ width: 1200, height: 800 });
      await ready(page, 'c0ffee3');
      expect(await activeText(page, 'c0ffee3')).toMatch(/^Testimonial number 1/);
      await page.click('[data-id="c0ffee3"] .elementor-swiper-button-prev');
      await expect.poll(() => activeText(page, 'c0ffee3')).toMatch(/^Testimonial number 4/);
      // Swiper ignores a click while a loop transition is still running (300 ms here).
      await expect.poll(() => animating(page, 'c0ffee3')).toBe(false);
      await page.click('[data-id="c0ffee3"] .elementor-swiper-button-next');
      await expect.poll(() => activeText(page, 'c0ffee3')).toMatch(/^Testimonial number 1/);
      const bullets = page.locator('[data-id="c0ffee3"] .swiper-pagination-bullet');
      expect(await bullets.count()).toBe(4);
      expect(await bullets.nth(2).getAttribute('aria-label')).toBe('Go to slide 3');
      // Unlabelled slides get "n of N".
      expect(
        await page.locator('[data-id="c0ffee3"] .swiper-slide >> nth=0').getAttribute('aria-label'),
      ).toMatch(/^\d of 4$/);
      expect(await axeViolations(page, { selector: '[data-id="c0ffee3"]' })).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('slides', () => {
  it('fades, animates the arriving slide’s contents and zooms only the current background', async () => {
    const { page, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      demo.url('/pages/carousel/slides'),
    );
    try {
      await page.setViewportSize({ width: 1200, height: 800 });
      await ready(page, 'c0ffee4');
      const wrapper = await page.getAttribute(
        '[data-id="c0ffee4"] .elementor-slides-wrapper',
        'class',
      );
      expect(wrapper).toContain('swiper-fade');
      const kenBurns = () =>
        page.$$eval('[data-id="c0ffee4"] .swiper-slide', (slides) =>
          slides.map((slide) =>
            slide
              .querySelector('.elementor-ken-burns')!
              .classList.contains('elementor-ken-burns--active'),
          ),
        );
      expect(await kenBurns()).toEqual([true, false, false]);
      await page.click('[data-id="c0ffee4"] .elementor-swiper-button-next');
      await expect.poll(kenBurns).toEqual([false, true, false]);
      await expect
        .poll(() =>
          page.getAttribute(
            '[data-id="c0ffee4"] .swiper-slide-active .swiper-slide-contents',
            'class',
          ),
        )
        .toContain('animated fadeInUp');
      expect(await axeViolations(page, { selector: '[data-id="c0ffee4"]' })).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('under reduced motion: no autoplay, no Ken Burns, contents never hidden', async () => {
    const { page } = await openPage(browser.context(), demo.url('/pages/carousel/slides'), (page) =>
      page.emulateMedia({ reducedMotion: 'reduce' }),
    );
    try {
      await ready(page, 'c0ffee4');
      await page.click('[data-id="c0ffee4"] .elementor-swiper-button-next');
      await expect.poll(() => activeText(page, 'c0ffee4')).toMatch(/Slide heading 2/);
      expect(
        await page.$$eval(
          '[data-id="c0ffee4"] .elementor-ken-burns--active',
          (list) => list.length,
        ),
      ).toBe(0);
      expect(
        await page.$$eval(
          '[data-id="c0ffee4"] .swiper-slide-contents[style*="hidden"]',
          (list) => list.length,
        ),
      ).toBe(0);
    } finally {
      await page.close();
    }
  });
});

describe('loop, nested and media carousels', () => {
  it('loop carousel: loop items as slides, arrows scoped to the widget, fraction pagination', async () => {
    const { page, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      demo.url('/pages/carousel/loop-carousel'),
    );
    try {
      await page.setViewportSize({ width: 1200, height: 800 });
      await ready(page, 'c0ffee6');
      expect(await activeText(page, 'c0ffee6')).toBe('Post 1');
      await page.click('[data-id="c0ffee6"] .elementor-swiper-button-next');
      await expect.poll(() => activeText(page, 'c0ffee6')).toBe('Post 2');
      expect(await page.locator('[data-id="c0ffee6"] .swiper-pagination').textContent()).toMatch(
        /^2\s*\/\s*5$/,
      );
      // The loop items' own elements are still Islet's to connect (nothing failed).
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('loop carousel in RTL: the arrows swap, and ArrowLeft goes forward', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/carousel/loop-carousel?rtl=1'),
    );
    try {
      await page.setViewportSize({ width: 1200, height: 800 });
      await ready(page, 'c0ffee6');
      expect(
        await page.getAttribute('[data-id="c0ffee6"] .elementor-loop-container', 'class'),
      ).toContain('swiper-rtl');
      await page.click('[data-id="c0ffee6"] .elementor-swiper-button-prev');
      await expect.poll(() => activeText(page, 'c0ffee6')).toBe('Post 2');
      await page.focus('[data-id="c0ffee6"] .elementor-swiper-button-prev');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => activeText(page, 'c0ffee6')).toBe('Post 3');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('nested carousel: containers as slides, progress bar', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/carousel/nested-carousel'),
    );
    try {
      await page.setViewportSize({ width: 1200, height: 800 });
      await ready(page, 'c0ffee7');
      await page.click('[data-id="c0ffee7"] .elementor-swiper-button-next');
      await expect.poll(() => activeText(page, 'c0ffee7')).toBe('Nested slide 2');
      expect(
        await page.locator('[data-id="c0ffee7"] .swiper-pagination-progressbar-fill').count(),
      ).toBe(1);
      expect(await axeViolations(page, { selector: '[data-id="c0ffee7"]' })).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("nested carousel: until swiper runs, its slides are left to the builder's own CSS (a gap on the wrapper), with no second spacing", async () => {
    let deliver = () => {};
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/carousel/nested-carousel'),
      async (tab) => {
        deliver = await holdRequests(tab, /\/chunks\/swiper-core-[\w-]+\.js$/);
      },
    );
    try {
      await waitForIsletReady(page);
      await expect
        .poll(async () => (await inspect(page)).find((row) => row.id === 'c0ffee7')?.reason)
        .toBe('carousel: loading chunk swiper');
      const inline = () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-id="c0ffee7"] .swiper-slide')].map(
            (slide) => [slide.style.width, slide.style.marginInlineEnd, slide.style.marginRight],
          ),
        );
      expect((await inline()).flat().filter(Boolean)).toEqual([]);
      deliver();
      await ready(page, 'c0ffee7');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      deliver();
      await page.close();
    }
  });

  it('media carousel slideshow: one main slide, thumbnails follow and steer it', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/carousel/media-slideshow'),
    );
    try {
      await page.setViewportSize({ width: 1200, height: 800 });
      await ready(page, 'c0ffee8');
      const mainActive = () =>
        page.evaluate(() =>
          [
            ...document.querySelectorAll(
              '[data-id="c0ffee8"] .elementor-main-swiper .swiper-slide',
            ),
          ].findIndex((s) => s.classList.contains('swiper-slide-active')),
        );
      await page.click('[data-id="c0ffee8"] .elementor-thumbnails-swiper .swiper-slide >> nth=2');
      await expect.poll(mainActive).toBe(2);
      expect(
        await page
          .locator('[data-id="c0ffee8"] .elementor-thumbnails-swiper .swiper-slide-thumb-active')
          .count(),
      ).toBe(1);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
